import LayerLabRender
import Testing

/// The screen composite with CALayer's compositing properties: contentsGravity stretching a
/// reused cell's old bitmap to its new bounds, alpha, rounded corners, overlay tints.
@Suite struct CompositeStyleTests {
  private static let page = Color(r: 250, g: 250, b: 250)
  private static let blue = Color(r: 0, g: 0, b: 255)

  private static func solid(_ color: Color, width: Double, height: Double) throws
    -> RenderedImage
  {
    let spec = RenderSpec(width: width, height: height, scale: 2, opaque: true, background: color)
    return try TextRenderer().render(spec).image
  }

  @Test func aReusedCellsOldBitmapIsStretchedToItsNewBounds() throws {
    // The bitmap was drawn for a 40 pt row; the cell now shows a 120 pt row.
    let old = try Self.solid(Self.blue, width: 100, height: 40)
    let frame = Rect(x: 0, y: 20, width: 100, height: 120)
    let stretched = try ScreenCompositor.composite(
      width: 100, height: 200, scale: 2, page: Self.page,
      layers: [CompositeLayer(image: old, frame: frame)])
    // The bottom of the new bounds shows the bitmap, and nothing spills past them.
    #expect(TestSupport.isClose(stretched.pixel(x: 100, y: 270), 0, 0, 255, tolerance: 0))
    #expect(TestSupport.isClose(stretched.pixel(x: 100, y: 285), 250, 250, 250, tolerance: 0))
    // Unscaled (`top` gravity), the same bitmap keeps its 40 pt and the rest is page.
    var top = LayerStyle()
    top.contentsGravity = .top
    let unfitted = try ScreenCompositor.composite(
      width: 100, height: 200, scale: 2, page: Self.page,
      layers: [CompositeLayer(image: old, frame: frame, style: top)])
    #expect(TestSupport.isClose(unfitted.pixel(x: 100, y: 270), 250, 250, 250, tolerance: 0))
  }

  @Test func aBitmapOfTheFramesSizeIsDrawnPixelForPixel() throws {
    let image = try Self.solid(Self.blue, width: 10, height: 10)
    let frame = Rect(x: 5, y: 5, width: 10, height: 10)
    let screen = try ScreenCompositor.composite(
      width: 20, height: 20, scale: 2, page: Self.page,
      layers: [CompositeLayer(image: image, frame: frame)])
    #expect(TestSupport.isClose(screen.pixel(x: 10, y: 10), 0, 0, 255, tolerance: 0))
    #expect(TestSupport.isClose(screen.pixel(x: 9, y: 10), 250, 250, 250, tolerance: 0))
  }

  @Test func alphaFadesAndCornersRoundTheBackground() throws {
    let frame = Rect(x: 0, y: 0, width: 40, height: 40)
    var style = LayerStyle()
    style.alpha = 0.5
    style.cornerRadius = 10
    let layer = CompositeLayer(frame: frame, background: Color(r: 0, g: 0, b: 0), style: style)
    let screen = try ScreenCompositor.composite(
      width: 40, height: 40, scale: 1, page: .white, layers: [layer])
    #expect(TestSupport.isClose(screen.pixel(x: 20, y: 20), 127, 127, 127, tolerance: 2))
    #expect(TestSupport.isClose(screen.pixel(x: 0, y: 0), 255, 255, 255, tolerance: 0))
  }

  @Test func masksToBoundsRoundsTheContents() throws {
    let image = try Self.solid(Self.blue, width: 40, height: 40)
    let frame = Rect(x: 0, y: 0, width: 40, height: 40)
    var style = LayerStyle()
    style.cornerRadius = 10
    style.masksToBounds = true
    let clipped = try ScreenCompositor.composite(
      width: 40, height: 40, scale: 2, page: .white,
      layers: [CompositeLayer(image: image, frame: frame, style: style)])
    #expect(TestSupport.isClose(clipped.pixel(x: 0, y: 0), 255, 255, 255, tolerance: 0))
    #expect(TestSupport.isClose(clipped.pixel(x: 40, y: 40), 0, 0, 255, tolerance: 0))
  }

  @Test func aShadowIsAnUnblurredOffsetShapeUnderTheLayer() throws {
    var style = LayerStyle()
    style.shadowOpacity = 0.5
    style.shadowOffset = LayerStyle.Offset(width: 5, height: 5)
    let layer = CompositeLayer(
      frame: Rect(x: 10, y: 10, width: 20, height: 20), background: .white, style: style)
    let screen = try ScreenCompositor.composite(
      width: 40, height: 40, scale: 1, page: .white, layers: [layer])
    // Past the layer's corner, inside the moved shape: half-black over white.
    #expect(TestSupport.isClose(screen.pixel(x: 32, y: 32), 128, 128, 128, tolerance: 2))
    // Under the layer the shadow is covered; outside both, the page.
    #expect(TestSupport.isClose(screen.pixel(x: 20, y: 20), 255, 255, 255, tolerance: 0))
    #expect(TestSupport.isClose(screen.pixel(x: 37, y: 37), 255, 255, 255, tolerance: 0))
  }

  @Test func tintsStackDarkerWhereTheyOverlap() throws {
    let tint = Color(r: 255, g: 230, b: 0, a: 100)
    let screen = try ScreenCompositor.composite(
      width: 20, height: 10, scale: 1, page: .white, layers: [],
      tints: [
        CompositeTint(rect: Rect(x: 0, y: 0, width: 20, height: 10), color: tint),
        CompositeTint(rect: Rect(x: 10, y: 0, width: 10, height: 10), color: tint),
      ])
    let once = try #require(screen.pixel(x: 5, y: 5))
    let twice = try #require(screen.pixel(x: 15, y: 5))
    #expect(twice.b < once.b && once.b < 255)
  }
}

extension CompositeStyleTests {
  /// A layer is faded by its own alpha times its ancestors': 0.5 under a 0.5 parent is a
  /// quarter of black over white.
  @Test func inheritedAlphaMultipliesTheLayersOwn() throws {
    var style = LayerStyle()
    style.alpha = 0.5
    let layer = CompositeLayer(
      frame: Rect(x: 0, y: 0, width: 10, height: 10), background: Color(r: 0, g: 0, b: 0),
      inheritedAlpha: 0.5, style: style)
    let screen = try ScreenCompositor.composite(
      width: 10, height: 10, scale: 1, page: .white, layers: [layer])
    #expect(TestSupport.isClose(screen.pixel(x: 5, y: 5), 191, 191, 191, tolerance: 2))
  }
}
