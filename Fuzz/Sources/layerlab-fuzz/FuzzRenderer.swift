import LayerLab

/// A small deterministic renderer: no pixels, sizes and stage times computed from the
/// request alone, so a crash reproduces exactly and no Pango time is spent per input.
final class FuzzRenderer: LayerRenderer {
  final class Pixels: Bitmap, @unchecked Sendable {
    let pixelWidth: Int
    let pixelHeight: Int
    init(_ width: Int, _ height: Int) {
      pixelWidth = width
      pixelHeight = height
    }
  }

  func render(_ request: RenderRequest) throws(ModelError) -> RenderResult {
    let characters: Int
    switch request.content {
    case .label(let label): characters = label.text.unicodeScalars.count
    case .image, .flattened, .decode: characters = 40
    }
    let pixels = request.pixelWidth * request.pixelHeight
    return RenderResult(
      bitmap: Pixels(request.pixelWidth, request.pixelHeight),
      stages: [
        RenderStage(kind: .context, hostMicros: Double(pixels) / 1_000_000),
        RenderStage(kind: .layout, hostMicros: Double(characters) / 10),
        RenderStage(kind: .pass("text"), hostMicros: Double(characters) / 20),
        RenderStage(kind: .image, hostMicros: 1),
      ],
      counts: RenderCounts(pixels: pixels, glyphs: characters, lines: 1 + characters / 40))
  }

  func measure(_ label: LabelDrawing, width: Double) -> TextMeasure {
    let perLine = max(1, Int(width / 8))
    let lines = 1 + label.text.unicodeScalars.count / perLine
    return TextMeasure(
      height: Double(lines) * 20, lines: lines, glyphs: label.text.unicodeScalars.count,
      characterWrapped: label.lineBreak == .char)
  }
}
