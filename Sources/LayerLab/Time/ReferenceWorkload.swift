/// The fixed work both clocks are measured in: two labels, a two-line one and a paragraph.
///
/// `clock measured` renders them on the host (the fastest of five runs after one warm-up) to
/// learn how fast the host is; `clock model` prices them with `CostModel`'s formulas. A
/// device's costs are then *reference units* — a render's cost ÷ the workload's cost on the
/// same host — times the device's own time for the workload (`DeviceProfile.referenceMicros`).
/// So a faster host makes renders and the reference cheaper alike, and the device's figures
/// stay the device's.
public enum ReferenceWorkload {
  /// 300×60 pt at @2x (600×120 px): two lines of 64 characters in the default font.
  public static let label = RenderRequest(
    width: 300, height: 60, scale: 2, opaque: false, background: nil,
    content: .label(
      LabelDrawing(
        text: "The quick brown fox jumps over the lazy dog, then naps in the sun",
        numberOfLines: 0)))

  /// 375×200 pt at @2x (750×400 px, big enough to pay fresh pages): a paragraph.
  public static let paragraph = RenderRequest(
    width: 375, height: 200, scale: 2, opaque: true, background: .white,
    content: .label(
      LabelDrawing(
        text: String(
          repeating: "Pack my box with five dozen liquor jugs; sphinx of black quartz. ",
          count: 5),
        numberOfLines: 0)))

  public static let requests = [label, paragraph]

  /// What Pango makes of the two requests (pixels, glyphs, lines); the model prices these
  /// counts, and a test checks Pango still produces them.
  public static let counts = [
    RenderCounts(pixels: 600 * 120, glyphs: 65, lines: 2),
    RenderCounts(pixels: 750 * 400, glyphs: 320, lines: 8),
  ]

  /// The model's price of the workload with the standard formulas: 1,958 µs.
  public static let modelReference = modelMicros(CostModel())

  /// The model's price of the workload on the development host (factor 1), in µs: each
  /// request's stages as a label draws them (context, layout, text pass, image).
  public static func modelMicros(_ costs: CostModel) -> Double {
    counts.reduce(0.0) { total, counts in
      let stages: [RenderStage.Kind] = [.context, .layout, .pass("text"), .image]
      return total
        + stages.reduce(0.0) {
          $0 + Double(costs.modelCost(of: $1, counts: counts, speedFactor: 1))
        }
    }
  }

  /// The host's time for the workload: the fastest of `runs` runs after one warm-up, each the
  /// sum of every stage of both renders; nil when a render fails.
  ///
  /// Every run lays its texts out afresh (`fresh(_:run:)`): the model prices the workload
  /// with its layouts, as a first draw of a text pays them, while a renderer's layout cache
  /// would make repeated runs skip them.
  public static func hostMicros(_ renderer: any LayerRenderer, runs: Int = 5) -> Double? {
    var best: Double?
    for run in 0...max(1, runs) {
      var total = 0.0
      for request in requests {
        guard let result = try? renderer.render(fresh(request, run: run)) else { return nil }
        total += result.stages.reduce(0.0) { $0 + $1.hostMicros }
      }
      if run > 0 { best = min(best ?? total, total) }
    }
    return best
  }

  /// `request` with its text's last letter replaced by the `run`-th letter of the alphabet:
  /// the same glyph and line counts, a text no cache has seen in this calibration.
  static func fresh(_ request: RenderRequest, run: Int) -> RenderRequest {
    guard case .label(var drawing) = request.content, !drawing.text.isEmpty else {
      return request
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    drawing.text = String(drawing.text.dropLast()) + String(letters[run % letters.count])
    var copy = request
    copy.content = .label(drawing)
    return copy
  }
}
