import LayerLab
import LayerLabPango
import LayerLabRender
import Testing

/// The screen composite behind the renderer port: a `ScreenComposite` in, the pixels
/// `ScreenCompositor.composite` paints for the same layers and styles out, and PNG bytes only for
/// bitmaps this renderer drew.
@Suite struct PangoScreenCompositeTests {
  /// A bitmap some other renderer made.
  final class ForeignBitmap: Bitmap {
    let pixelWidth = 2
    let pixelHeight = 2
  }

  static func snapshot(_ frame: Rect, contents: (any Bitmap)?, style: LayerStyle)
    -> LayerSnapshot
  {
    LayerSnapshot(
      contents: contents.map { Contents(bitmap: $0, draw: 1) }, frame: frame, hidden: false,
      clip: nil, opaque: false, backgroundColor: Color(r: 200, g: 0, b: 0), style: style)
  }

  @Test func theAdapterPaintsEachLayersStyleAsTheRendererDoes() throws {
    let renderer = PangoLayerRenderer()
    let drawn = try renderer.render(
      RenderRequest(
        width: 40, height: 20, scale: 2, opaque: true, background: Color(r: 0, g: 0, b: 255),
        content: .label(LabelDrawing(text: "Hi")))
    ).bitmap
    var card = LayerStyle()
    card.alpha = 0.5
    card.cornerRadius = 8
    card.masksToBounds = true
    var picture = LayerStyle()
    picture.contentsGravity = .center
    picture.shadowOpacity = 0.4
    let frame = Rect(x: 10, y: 10, width: 60, height: 40)
    let tree = RenderTree(nodes: [
      .init(
        name: "card", parent: nil, depth: 0, hasSublayers: true,
        state: Self.snapshot(frame, contents: nil, style: card)),
      .init(
        name: "picture", parent: 0, depth: 1, hasSublayers: false,
        state: Self.snapshot(
          Rect(x: 20, y: 20, width: 80, height: 30), contents: drawn, style: picture)),
    ])
    let tint = CompositeTint(rect: Rect(x: 0, y: 0, width: 5, height: 5), color: .white)
    let screen = ScreenComposite(
      tree: tree, device: .iphone11, page: Color(r: 250, g: 250, b: 250), tints: [tint])
    let bitmap = try renderer.composite(screen)
    let image = try #require((bitmap as? PangoBitmap)?.image)
    let direct = try ScreenCompositor.composite(
      width: screen.width, height: screen.height, scale: screen.scale,
      page: Color(r: 250, g: 250, b: 250),
      layers: [
        CompositeLayer(frame: frame, background: Color(r: 200, g: 0, b: 0), style: card),
        CompositeLayer(
          image: try #require((drawn as? PangoBitmap)?.image),
          frame: Rect(x: 20, y: 20, width: 80, height: 30),
          background: Color(r: 200, g: 0, b: 0), clip: frame, inheritedAlpha: 0.5,
          style: picture),
      ], tints: [tint])
    #expect(try image.pngData() == direct.pngData())
    #expect(try renderer.pngData(of: bitmap) == image.pngData())
  }

  @Test func onlyItsOwnBitmapsBecomePNG() throws {
    #expect(try PangoLayerRenderer().pngData(of: ForeignBitmap()) == nil)
  }
}
