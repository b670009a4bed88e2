import LayerLab

/// The refit of `CostModel`'s render formulas: one weighted fit per stage over the sessions'
/// renders that laid their text out (no layout-cache hit), timed where they ran, printed as the coefficients of each formula.
extension AgreementBench {
  /// A stage's key and features: `[1, px]` for context and image, `[1, glyphs, lines]` for
  /// layout, `[decoded px]` for decode and `[px]` for an image's draw (the sessions draw one picture
  /// size, so a constant could not be told apart), `[1, glyphs, px]` for each other pass by name.
  static func addSample(
    _ stage: RenderStage, counts: RenderCounts, to fits: inout [String: StageFit]
  ) {
    let px = Double(counts.pixels)
    let glyphs = Double(counts.glyphs)
    let key: String
    let features: [Double]
    switch stage.kind {
    case .context: (key, features) = ("context", [1, px])
    case .layout: (key, features) = ("layout", [1, glyphs, Double(counts.lines)])
    case .pass("decode"): (key, features) = ("pass decode", [Double(counts.decodedPixels)])
    case .pass("draw"): (key, features) = ("pass draw", [px])
    case .pass(let name): (key, features) = ("pass " + name, [1, glyphs, px])
    case .image: (key, features) = ("image", [1, px])
    }
    let wrap = counts.characterWrapped ? " char" : ""
    fits[key + wrap, default: StageFit()].add(features, micros: stage.hostMicros)
  }

  static func reportFits(_ fits: [String: StageFit], into report: Report) {
    let names = [
      "context": ["1", "px"], "layout": ["1", "glyphs", "lines"],
      "pass decode": ["decoded_px"], "pass draw": ["px"], "pass": ["1", "glyphs", "px"],
      "image": ["1", "px"],
    ]
    for key in fits.keys.sorted() {
      guard let fit = fits[key], let solved = fit.solve() else { continue }
      let base = key.replacingOccurrences(of: " char", with: "")
      let terms = zip(names[base] ?? ["1", "glyphs", "px"], solved.coefficients).map {
        name, value in
        String(format: "%.6g", value) + (name == "1" ? "" : "·" + name)
      }
      report.value(
        "agree.fit." + key.replacingOccurrences(of: " ", with: "_"),
        terms.joined(separator: " + ")
          + String(format: "   (rms %.0f %%, n=%d)", solved.rmsRelative * 100, fit.count))
    }
  }
}

/// Model and host cost in reference units, summed per render class.
struct AgreementTally {
  private var classes: [String: (model: Double, host: Double, count: Int)] = [:]

  mutating func add(_ name: String, model: Double, host: Double) {
    var entry = classes[name, default: (0, 0, 0)]
    entry.model += model
    entry.host += host
    entry.count += 1
    classes[name] = entry
  }

  /// One line per class and one for the session: measured ÷ model (1.00 = agreement).
  func report(_ session: String, into report: Report) {
    var model = 0.0
    var host = 0.0
    var count = 0
    for name in classes.keys.sorted() {
      guard let entry = classes[name] else { continue }
      model += entry.model
      host += entry.host
      count += entry.count
      report.value(
        "agree.\(session).\(name)",
        String(
          format: "measured/model %.2f  (n=%d)", entry.host / max(entry.model, 1e-9), entry.count))
    }
    report.value(
      "agree.\(session).all",
      String(format: "measured/model %.2f  (n=%d)", host / max(model, 1e-9), count))
  }
}
