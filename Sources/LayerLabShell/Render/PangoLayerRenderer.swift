import LayerLab
import LayerLabRender

/// The model's renderer, backed by Pango and Cairo.
///
/// One instance owns one `TextRenderer` (its own font map and context), so it must only be
/// used from one thread; the engine is single-threaded and calls it in virtual-time order.
public final class PangoLayerRenderer: LayerRenderer {
  private let renderer = TextRenderer()

  public init() {}

  public func render(_ request: RenderRequest) throws(ModelError) -> RenderResult {
    let spec = RenderSpec(
      width: request.width, height: request.height, scale: request.scale,
      opaque: request.opaque, background: request.background.map(Self.rgba),
      text: Self.style(request.content))
    let output: RenderOutput
    do {
      output = try renderer.render(spec)
    } catch {
      throw ModelError(error.message)
    }
    let image = output.image
    let timing = output.timing
    return RenderResult(
      bitmap: PangoBitmap(image),
      stages: [
        RenderStage(kind: .context, hostMicros: timing.context),
        RenderStage(kind: .layout, hostMicros: timing.layout),
        RenderStage(kind: .pass("text"), hostMicros: timing.text),
        RenderStage(kind: .image, hostMicros: timing.image),
      ],
      counts: RenderCounts(
        pixels: image.pixelWidth * image.pixelHeight, glyphs: output.glyphCount,
        lines: output.lineCount))
  }

  static func rgba(_ color: Color) -> RGBA {
    RGBA(
      r: Double(color.r) / 255, g: Double(color.g) / 255, b: Double(color.b) / 255,
      a: Double(color.a) / 255)
  }

  static func style(_ content: DrawContent) -> TextStyle? {
    switch content {
    case .label(let label):
      TextStyle(
        text: label.text, font: label.font, color: rgba(label.textColor),
        alignment: LayerLabRender.TextAlignment(rawValue: label.alignment.rawValue) ?? .natural,
        lineSpacing: label.lineSpacing, numberOfLines: label.numberOfLines)
    }
  }
}

/// A rendered image as the model's `Bitmap`: the model sees sizes, the shell saves pixels.
public final class PangoBitmap: Bitmap {
  public let image: RenderedImage

  init(_ image: RenderedImage) {
    self.image = image
  }

  public var pixelWidth: Int { image.pixelWidth }
  public var pixelHeight: Int { image.pixelHeight }
}
