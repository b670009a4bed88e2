import LayerLab
import LayerLabRender

/// The model's renderer port (`LayerRenderer`), backed by Pango and Cairo: the adapter
/// between the model and LayerLabRender.
///
/// Why a target of its own: the model knows no C and the renderer knows no model; this is
/// the one place that knows both, so the shell and the benchmarks can ask for pixels without
/// sitting on the pixel path. Both sides speak the `LayerLabValues` types, so a label's or a
/// cell's drawing crosses unchanged; only the image view is mapped, because its drawing
/// carries an asset and a content mode where the renderer wants bytes and a fit.
///
/// One instance owns one `TextRenderer` (its own font map, context and layout cache), so it
/// must only be used from one thread; the engine is single-threaded and calls it in
/// virtual-time order.
public final class PangoLayerRenderer: LayerRenderer {
  let renderer = TextRenderer()

  public init() {}

  public func render(_ request: RenderRequest) throws(ModelError) -> RenderResult {
    let output: RenderOutput
    do {
      switch request.content {
      case .label(let label):
        output = try renderer.render(
          RenderSpec(
            width: request.width, height: request.height, scale: request.scale,
            opaque: request.opaque, background: request.background, text: label))
      case .cell(let cell):
        output = try renderer.renderCell(
          cell, width: request.width, height: request.height, scale: request.scale)
      case .image(let drawing):
        output = try renderer.renderImage(Self.imageSpec(drawing, request))
      }
    } catch {
      throw ModelError(error.message)
    }
    let image = output.image
    let timing = output.timing
    var stages = [RenderStage(kind: .context, hostMicros: timing.context)]
    if case .label = request.content {
      stages.append(RenderStage(kind: .layout, hostMicros: timing.layout))
    }
    stages += output.passes.map { RenderStage(kind: .pass($0.name), hostMicros: $0.micros) }
    stages.append(RenderStage(kind: .image, hostMicros: timing.image))
    let isLabel: Bool
    if case .label = request.content { isLabel = true } else { isLabel = false }
    var decoded = 0
    if case .image(let drawing) = request.content, let asset = drawing.image {
      decoded = asset.pixelWidth * asset.pixelHeight
    }
    return RenderResult(
      bitmap: PangoBitmap(image), stages: stages,
      counts: RenderCounts(
        pixels: image.pixelWidth * image.pixelHeight, glyphs: output.glyphCount,
        lines: output.lineCount, decodedPixels: decoded),
      highlightRects: output.highlightRects,
      layoutCacheHit: isLabel ? output.layoutCacheHit : nil)
  }

  public func measure(_ label: LabelDrawing, width: Double) -> TextMeasure {
    let measured = renderer.measure(label, width: width)
    return TextMeasure(height: measured.height, lines: measured.lines)
  }

  /// An image view's spec: its PNG (decoded by the render, as `ADOperation` does) or none for
  /// the placeholder; stages are context, the passes "decode" and "draw", then image.
  static func imageSpec(_ drawing: ImageDrawing, _ request: RenderRequest) -> ImageSpec {
    ImageSpec(
      width: request.width, height: request.height, scale: request.scale,
      opaque: request.opaque, background: request.background,
      encoded: drawing.image?.bytes, placeholder: drawing.placeholder,
      contentMode: fit(drawing.contentMode), name: drawing.image?.url ?? "",
      cornerRadius: drawing.cornerRadius)
  }

  /// `UIView.ContentMode`'s scaling modes as the renderer's.
  static func fit(_ mode: ImageContentMode) -> ImageFit {
    switch mode {
    case .scaleAspectFill: .aspectFill
    case .scaleAspectFit: .aspectFit
    case .scaleToFill: .fill
    }
  }
}
