import LayerLabRender

/// Section 1: one `UILabel`-sized render, 300 x 60 pt at @2x (600 x 120 px) with a 64-character,
/// two-line text, with its layout built (cache miss) and reused (cache hit).
///
/// Why this label: it is the reference render `CostModel`'s formulas were fitted to (a
/// 600 x 120 px, 64-glyph, 2-line label: context ≈ 14 µs, layout ≈ 78, text pass ≈ 53, image
/// ≈ 16), so these figures say whether the model clock still agrees with the measured one. Why
/// miss and hit: the layout cache is what makes a cell scrolled back on screen cheap, and the
/// difference between the two series is exactly what it saves.
struct LabelBench {
  let options: BenchOptions

  /// 60 characters; four digits are appended, so every miss text is new and all have 64.
  static let stem = "Layer contents are drawn off the main thread and committed. "
  /// The box, in points, and the device scale.
  static let width = 300.0
  static let height = 60.0
  static let scale = 2.0

  /// The stem and `number` as four digits: 64 characters, a distinct layout key per number.
  static func text(_ number: Int) -> String {
    let digits = String(number % 10_000)
    return stem + String(repeating: "0", count: 4 - digits.count) + digits
  }

  /// The spec for text number `number`: an opaque white layer holding two lines of the default
  /// 17 pt font, as `LabelDrawing`'s defaults make a fresh `UILabel`.
  static func spec(_ number: Int) -> RenderSpec {
    RenderSpec(
      width: width, height: height, scale: scale, opaque: true, background: .white,
      text: LabelDrawing(text: text(number), numberOfLines: 2))
  }

  func run(_ report: Report) throws {
    report.section("1. label render: 300x60 pt @2x, 64 characters, 2 lines (DejaVu Sans 17)")
    let renderer = TextRenderer()
    let sample = try renderer.render(Self.spec(0))
    report.value("label.chars", Self.text(0).count)
    report.value("label.glyphs", sample.glyphCount)
    report.value("label.lines", sample.lineCount)
    report.value("label.pixels", sample.image.pixelWidth * sample.image.pixelHeight)

    // Misses: a new text every time (numbers 1...), so the cache never holds its key. Warm-up
    // numbers come from the top of the range, so they never collide with the timed ones.
    for number in 0..<options.warmUpRenders { _ = try renderer.render(Self.spec(9_999 - number)) }
    var misses = StageSamples(hasLayoutStage: true)
    for number in 1...options.labelRepetitions {
      let spec = Self.spec(number)
      let (output, micros) = try Stopwatch.micros { () throws(RenderError) in
        try renderer.render(spec)
      }
      misses.add(output, callMicros: micros)
    }
    misses.report("label.miss", into: report)
    report.value("label.miss.cache_hit_fraction", Double(misses.cacheHits) / Double(misses.count))

    // Hits: the same text again and again after one render put its layout in the cache.
    let spec = Self.spec(0)
    for _ in 0..<options.warmUpRenders { _ = try renderer.render(spec) }
    var hits = StageSamples(hasLayoutStage: true)
    for _ in 0..<options.labelRepetitions {
      let (output, micros) = try Stopwatch.micros { () throws(RenderError) in
        try renderer.render(spec)
      }
      hits.add(output, callMicros: micros)
    }
    hits.report("label.hit", into: report)
    report.value("label.hit.cache_hit_fraction", Double(hits.cacheHits) / Double(hits.count))
  }
}
