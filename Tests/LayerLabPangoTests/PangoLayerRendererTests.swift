import LayerLab
import LayerLabPango
import LayerLabRender
import Testing

/// The adapter: a model `RenderRequest` in, the same pixels and stages the renderer makes out,
/// in the model's terms. Labels and cells cross unchanged, so the checks compare the adapter's
/// bitmap with a direct render of the same values.
@Suite struct PangoLayerRendererTests {
  static let label = LabelDrawing(
    text: "Hi @bob https://e.x", textColor: Color(r: 20, g: 40, b: 60), numberOfLines: 0,
    highlights: HighlightScanner.scan("Hi @bob https://e.x", color: Highlight.vveboBlue),
    shadow: TextShadowStyle(offsetY: 2), underline: true)

  static func request(_ content: DrawContent, width: Double = 200, height: Double = 60)
    -> RenderRequest
  {
    RenderRequest(
      width: width, height: height, scale: 2, opaque: true,
      background: Color(r: 250, g: 250, b: 250), content: content)
  }

  static func image(_ result: RenderResult) throws -> RenderedImage {
    try #require((result.bitmap as? PangoBitmap)?.image)
  }

  @Test func labelPixelsStagesAndHighlightsMatchADirectRender() throws {
    let result = try PangoLayerRenderer().render(Self.request(.label(Self.label)))
    let direct = try TextRenderer().render(
      RenderSpec(
        width: 200, height: 60, scale: 2, opaque: true,
        background: Color(r: 250, g: 250, b: 250), text: Self.label))
    #expect(try Self.image(result).pngData() == direct.image.pngData())
    #expect(result.highlightRects == direct.highlightRects)
    #expect(result.highlightRects.count == 2)
    let kinds = result.stages.map(\.kind)
    #expect(
      kinds == [.context, .layout, .pass("shadow"), .pass("underline"), .pass("text"), .image])
    #expect(result.counts.pixels == 400 * 120 && result.counts.glyphs > 0)
    #expect(result.layoutCacheHit == false)
  }

  @Test func measureIsTheRenderersMeasure() {
    let measured = PangoLayerRenderer().measure(Self.label, width: 120)
    let direct = TextRenderer().measure(Self.label, width: 120)
    #expect(
      measured
        == TextMeasure(
          height: direct.height, lines: direct.lines, glyphs: direct.glyphs,
          characterWrapped: Self.label.lineBreak == .char, width: direct.width))
    #expect(measured.glyphs > 0, "a measure reports the glyphs a render's layout prices")
    #expect(measured.lines >= 2)
  }

  @Test func flattenedCellsHaveNoLayoutStageAndMatchADirectRender() throws {
    let request = AgreementSamples.feedCell(quote: true)
    guard case .flattened(let drawing) = request.content else {
      Issue.record("the sample cell is a flattened drawing")
      return
    }
    let result = try PangoLayerRenderer().render(request)
    let direct = try TextRenderer().renderFlattened(
      drawing, width: request.width, height: request.height, scale: 2, opaque: true,
      background: request.background)
    #expect(try Self.image(result).pngData() == direct.image.pngData())
    #expect(!result.stages.contains { $0.kind == .layout })
    #expect(result.layoutCacheHit == nil)
  }

  @Test func imagesCountTheirDecodedPixels() throws {
    let png = try GeneratedImage.png(for: "https://e.x/cat.png", pixelWidth: 30, pixelHeight: 20)
    let asset = ImageAsset(url: "https://e.x/cat.png", bytes: png, pixelWidth: 30, pixelHeight: 20)
    let drawing = ImageDrawing(
      image: asset, placeholder: Color(r: 230, g: 230, b: 230), contentMode: .scaleAspectFit)
    let result = try PangoLayerRenderer().render(Self.request(.image(drawing), height: 100))
    #expect(result.counts.decodedPixels == 600)
    #expect(result.stages.map(\.kind) == [.context, .pass("decode"), .pass("draw"), .image])
  }

  @Test func aJPEGsDecodeCarriesItsFormatToTheCounts() throws {
    let url = "https://e.x/cat.jpg"
    let jpeg = try GeneratedImage.picture(for: url, pixelWidth: 30, pixelHeight: 20)
    let asset = ImageAsset(url: url, bytes: jpeg, pixelWidth: 30, pixelHeight: 20)
    #expect(asset.format == .jpeg)
    let drawing = ImageDrawing(
      image: asset, placeholder: Color(r: 230, g: 230, b: 230), contentMode: .scaleAspectFit)
    let drawn = try PangoLayerRenderer().render(Self.request(.image(drawing), height: 100))
    #expect(drawn.counts.decodedFormat == .jpeg)
    let decoding = ImageDecoding.of(
      asset, width: 100, height: 100, scale: 2, downsampling: false, contentMode: .scaleAspectFill)
    let decoded = try PangoLayerRenderer().render(Self.request(.decode(decoding), height: 100))
    #expect(decoded.counts.decodedFormat == .jpeg)
    #expect(decoded.counts.decodedPixels == 600)
  }

  @Test func rendererErrorsBecomeModelErrors() {
    #expect(throws: ModelError.self) {
      try PangoLayerRenderer().render(Self.request(.label(Self.label), width: .nan))
    }
  }
}
