import LayerLabRender
import Testing

/// The screen composite: page colour, layer images at their frames, backgrounds, order and
/// clipping.
@Suite struct CompositeTests {
  private static let page = Color(r: 250, g: 250, b: 250)
  private static let blue = Color(r: 0, g: 0, b: 255)

  /// An opaque `width` x `height` pt image of one colour at @2x.
  private static func solid(_ color: Color, width: Double = 10, height: Double = 10) throws
    -> RenderedImage
  {
    let spec = RenderSpec(
      width: width, height: height, scale: 2, opaque: true, background: color)
    return try TextRenderer().render(spec).image
  }

  @Test func pageShowsWhereNoLayerIsAndImagesLandAtTheirFrames() throws {
    let layer = CompositeLayer(
      image: try Self.solid(Self.blue), frame: Rect(x: 30, y: 40, width: 10, height: 10))
    let screen = try ScreenCompositor.composite(
      width: 100, height: 80, scale: 2, page: Self.page, layers: [layer])
    #expect(screen.pixelWidth == 200 && screen.pixelHeight == 160)
    #expect(TestSupport.isClose(screen.pixel(x: 0, y: 0), 250, 250, 250, tolerance: 0))
    #expect(TestSupport.isClose(screen.pixel(x: 60, y: 80), 0, 0, 255, tolerance: 0))
    #expect(TestSupport.isClose(screen.pixel(x: 79, y: 99), 0, 0, 255, tolerance: 0))
    #expect(TestSupport.isClose(screen.pixel(x: 59, y: 80), 250, 250, 250, tolerance: 0))
    #expect(TestSupport.isClose(screen.pixel(x: 80, y: 100), 250, 250, 250, tolerance: 0))
  }

  @Test func blankLayersShowTheirBackgroundOrThePage() throws {
    let green = Color(r: 0, g: 255, b: 0)
    let layers = [
      CompositeLayer(frame: Rect(x: 0, y: 0, width: 20, height: 20), background: green),
      CompositeLayer(frame: Rect(x: 50, y: 50, width: 20, height: 20)),
    ]
    let screen = try ScreenCompositor.composite(
      width: 100, height: 100, scale: 1, page: Self.page, layers: layers)
    #expect(TestSupport.isClose(screen.pixel(x: 10, y: 10), 0, 255, 0, tolerance: 0))
    #expect(TestSupport.isClose(screen.pixel(x: 60, y: 60), 250, 250, 250, tolerance: 0))
  }

  @Test func laterLayersPaintOverEarlierOnes() throws {
    let red = CompositeLayer(
      frame: Rect(x: 0, y: 0, width: 30, height: 30), background: Color(r: 255, g: 0, b: 0))
    let blue = CompositeLayer(
      image: try Self.solid(Self.blue), frame: Rect(x: 10, y: 10, width: 10, height: 10))
    let redOverBlue = try ScreenCompositor.composite(
      width: 40, height: 40, scale: 2, page: Self.page, layers: [blue, red])
    let blueOverRed = try ScreenCompositor.composite(
      width: 40, height: 40, scale: 2, page: Self.page, layers: [red, blue])
    #expect(TestSupport.isClose(redOverBlue.pixel(x: 30, y: 30), 255, 0, 0, tolerance: 0))
    #expect(TestSupport.isClose(blueOverRed.pixel(x: 30, y: 30), 0, 0, 255, tolerance: 0))
    #expect(TestSupport.isClose(blueOverRed.pixel(x: 50, y: 50), 255, 0, 0, tolerance: 0))
  }

  @Test func layersPastTheScreenEdgeAreClipped() throws {
    let image = try Self.solid(Self.blue)
    let frames = [
      Rect(x: -5, y: -5, width: 10, height: 10), Rect(x: 45, y: 45, width: 10, height: 10),
      Rect(x: 5000, y: -9000, width: 10, height: 10),
      Rect(x: -1e300, y: 1e300, width: 10, height: 10),
    ]
    let screen = try ScreenCompositor.composite(
      width: 50, height: 50, scale: 2, page: Self.page,
      layers: frames.map { CompositeLayer(image: image, frame: $0, background: .white) })
    #expect(TestSupport.isClose(screen.pixel(x: 0, y: 0), 0, 0, 255, tolerance: 0))
    #expect(TestSupport.isClose(screen.pixel(x: 10, y: 10), 250, 250, 250, tolerance: 0))
    #expect(TestSupport.isClose(screen.pixel(x: 99, y: 99), 0, 0, 255, tolerance: 0))
  }

  @Test func translucentImagesBlendOverWhatIsBelow() throws {
    let label = try TextRenderer().render(
      RenderSpec(width: 20, height: 20, scale: 1, text: LabelDrawing(text: "")))
    let screen = try ScreenCompositor.composite(
      width: 20, height: 20, scale: 1, page: Self.page,
      layers: [CompositeLayer(image: label.image, frame: Rect(x: 0, y: 0, width: 20, height: 20))])
    #expect(TestSupport.isClose(screen.pixel(x: 5, y: 5), 250, 250, 250, tolerance: 0))
  }

  @Test func badScreensAndLayersThrow() {
    #expect(throws: RenderError.self) {
      try ScreenCompositor.composite(width: 5000, height: 5000, scale: 1, page: .white, layers: [])
    }
    #expect(throws: RenderError.self) {
      try ScreenCompositor.composite(
        width: 10, height: 10, scale: 1, page: .white,
        layers: [CompositeLayer(frame: Rect(x: .nan, y: 0, width: 1, height: 1))])
    }
  }
}
