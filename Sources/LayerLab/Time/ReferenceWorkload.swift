/// The fixed work both clocks are measured in: a two-line label, a paragraph and a feed cell's
/// bitmap.
///
/// `clock model` prices them with `CostModel`'s formulas; a device's costs are the formulas'
/// price of a render ÷ the workload's price, times the device's own time for the workload
/// (`DeviceProfile.referenceMicros`, the one fitted constant). `clock measured` renders them
/// on the host, with two more probes, to learn each kind of work's rate from this host's time
/// to the formulas' units (`hostRates`, `StageRates`), so a faster host makes renders and
/// probes cheaper alike and the device's figures stay the device's; `hostMicros` is the
/// workload's total on this host, which `device` prints.
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

  /// 375×185 pt at @2x: the shipped feed cell's bitmap with a quoted post's box (VVebo's
  /// cell as `Prototypes/feed.lab` declares it: its flattened views).
  public static let cell = AgreementSamples.feedCell(quote: true)

  public static let requests = [label, paragraph, cell]

  /// What Pango makes of the requests (pixels, glyphs, lines); the model prices these counts,
  /// and a test checks Pango still produces them.
  public static let counts = [
    RenderCounts(pixels: 600 * 120, glyphs: 65, lines: 2),
    RenderCounts(pixels: 750 * 400, glyphs: 320, lines: 8),
    RenderCounts(pixels: 750 * 370, glyphs: 42, lines: 6, filledPixels: 424_150),
  ]

  /// The stages each request draws in, as the renderer reports them.
  public static let stages: [[RenderStage.Kind]] = [
    [.context, .layout, .pass("text"), .image],
    [.context, .layout, .pass("text"), .image],
    [.context, .pass("fills"), .pass("texts"), .image],
  ]

  /// The model's price of the workload with the standard formulas.
  public static let modelReference = modelMicros(CostModel())

  /// The model's price of the workload on the development host (factor 1), in µs: every
  /// stage of every request.
  public static func modelMicros(_ costs: CostModel) -> Double {
    zip(counts, stages).reduce(0.0) { total, part in
      total
        + part.1.reduce(0.0) {
          $0 + Double(costs.modelCost(of: $1, counts: part.0, speedFactor: 1))
        }
    }
  }

  /// Untimed passes over the whole workload before timing it: a renderer's first renders run
  /// slower than later ones (fonts, glyph caches, the heap growing).
  static let warmUpRounds = 2

  /// The host's time for the workload: per request, the fastest of `runs` renders, summed,
  /// after `warmUpRounds` untimed passes, every text laid out afresh; nil when a render fails.
  ///
  /// Per request and not per whole workload: the model's formulas were fitted to the fastest
  /// of repeated renders of one request (`layerlab-bench --agreement`), and the fastest of
  /// whole interleaved runs came out ~10 % slower. Laid out afresh: the model prices the
  /// workload with its layouts, as a first draw of a text pays them; before this, a second
  /// calibration in one process found the texts in the layout cache and read ~0.47 ms where
  /// the first read ~0.75 ms.
  public static func hostMicros(_ renderer: any LayerRenderer, runs: Int = 5) -> Double? {
    try? renderer.withFreshLayouts { () throws(ModelError) -> Double in
      for _ in 0..<warmUpRounds {
        for request in requests { _ = try renderer.render(request) }
      }
      var total = 0.0
      for request in requests {
        var best = Double.infinity
        for _ in 0..<max(1, runs) {
          let result = try renderer.render(request)
          best = min(best, result.stages.reduce(0.0) { $0 + $1.hostMicros })
        }
        total += best
      }
      return total
    }
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
