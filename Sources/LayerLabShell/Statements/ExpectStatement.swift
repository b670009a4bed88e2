import LayerLab

/// `expect FIGURE OP VALUE [for ROW]`: a gate for CI. It checks a figure of the last `compare`
/// (each row, or ROW; a repeated compare's median) or, before any compare, of this session's
/// own measured window, and fails — one line naming the figure, its value with its spread, the
/// threshold and where to look — when it does not hold, so a batch run ends with status 3.
///
/// A figure the window does not have (no frames measured, no layer waited for) fails with
/// the reason: a gate that cannot see must not pass.
struct ExpectStatement: StatementFamily {
  var figure: String
  var comparison: Comparison
  var threshold: Double
  /// The compare row to check (nil: every row).
  var row: String?

  /// The comparisons `expect` takes.
  enum Comparison: String, CaseIterable {
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="

    func holds(_ value: Double, _ threshold: Double) -> Bool {
      switch self {
      case .less: value < threshold
      case .lessOrEqual: value <= threshold
      case .greater: value > threshold
      case .greaterOrEqual: value >= threshold
      case .equal: value == threshold
      case .notEqual: value != threshold
      }
    }
  }

  static let keywords = ["expect"]

  static let usage = "expect FIGURE <|<=|>|>=|==|!= VALUE [for ROW]"

  static let help = [
    StatementHelp(
      name: "expect", group: .looking, usage: usage,
      summary: "a gate for CI: checks a figure of the last 'compare' (every row, or ROW; a "
        + "repeated compare's median) or, before any compare, of this session's measured "
        + "window (from the first scroll gesture, or a 'measure' signpost); the figures are "
        + "compare's columns (hitch_ms_per_s, hitches, dropped, blank_frames, mem_peak in "
        + "bytes, …). It prints one line when the figure holds; when it does not, or the "
        + "window has no such figure, it fails with the value, its spread, the threshold and "
        + "where to look, and a batch run whose only failures are expects ends with status 3",
      example: "expect hitch_ms_per_s < 5 for async")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> ExpectStatement {
    let rest = words.rest.map(\.text)
    guard rest.count == 3 || (rest.count >= 5 && rest[3] == "for") else {
      throw ShellError("usage: \(usage), e.g. expect hitches == 0 for async")
    }
    guard let figure = CompareJob.column(named: rest[0]) else {
      throw ShellError(
        "expect has no figure '\(Excerpt.of(rest[0]))'\(CompareJob.guess(for: rest[0])); the "
          + "figures are compare's columns: " + CompareJob.tableHeader.joined(separator: ", "))
    }
    guard let comparison = Comparison(rawValue: rest[1]) else {
      throw ShellError(
        "'\(Excerpt.of(rest[1]))' is not a comparison; use one of "
          + Comparison.allCases.map(\.rawValue).joined(separator: " "))
    }
    guard let threshold = Double(rest[2]), threshold.isFinite else {
      throw ShellError("'\(Excerpt.of(rest[2]))' is not a number; give the threshold, e.g. 5")
    }
    let row = rest.count >= 5 ? rest[4...].joined(separator: " ") : nil
    return ExpectStatement(figure: figure, comparison: comparison, threshold: threshold, row: row)
  }

  /// The figures, then the comparisons, then `for`.
  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    switch words.count {
    case 1: CompareJob.tableHeader
    case 2: Comparison.allCases.map(\.rawValue)
    case 4: ["for"]
    default: []
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let compared = session.experiment.compared
    let figures =
      compared
      ?? ComparedFigures(
        rows: [
          CompareJob.row(
            "this session", session.engine, window: CompareWindow.of(session.engine))
        ],
        repeats: CompareRepeats(count: 1))
    let column = CompareJob.header.firstIndex(of: figure) ?? 0
    var samples = figures.repeats.samples(figures.rows)
    if let row {
      guard samples.contains(where: { $0.name == row }) else {
        throw ShellError(
          "the last compare has no row '\(Excerpt.of(row))'; its rows: "
            + samples.map(\.name).joined(separator: ", "))
      }
      samples = samples.filter { $0.name == row }
    } else if compared == nil, samples.count == 1 {
      samples[0].name = "this session"
    }
    let shown = CompareJob.byteColumns[figure] ?? figure
    let statement = "expect \(shown) \(comparison.rawValue) \(CompareRepeats.plain(threshold))"
    var held: [String] = []
    for sample in samples {
      let values = sample.figures[column]
      guard let median = values.median else {
        session.failures.expectations += 1
        throw ShellError(
          "\(statement) cannot be checked for \(sample.name): the measured window has no "
            + "\(shown) (no frames measured, or nothing it counts); 'stats' shows the window")
      }
      let value = Self.describe(values, runs: figures.repeats.count)
      guard comparison.holds(median, threshold) else {
        session.failures.expectations += 1
        throw ShellError(
          "\(statement) failed for \(sample.name): \(value)"
            + whereToLook(compared: compared, session))
      }
      held.append("\(sample.name) \(value)")
    }
    session.out("\(statement): holds for " + held.joined(separator: ", "))
    return .ok
  }

  /// `242.4`, or `242.4 [236.9–248.9] (median and middle half of 8 runs)`.
  static func describe(_ sample: Sample, runs: Int) -> String {
    let median = CompareRepeats.plain(sample.median ?? 0)
    guard runs > 1, let quartiles = sample.quartiles else { return median }
    guard quartiles.low != quartiles.high else { return "\(median) (median of \(runs) runs)" }
    return "\(median) [\(CompareRepeats.plain(quartiles.low))–"
      + "\(CompareRepeats.plain(quartiles.high))] (median and middle half of \(runs) runs)"
  }

  /// Where to look next: this session's worst frame, or how to see a compared row's.
  func whereToLook(compared: ComparedFigures?, _ session: Session) -> String {
    guard compared == nil else {
      return "; run the file alone under that row's setting and 'explain frames' for its "
        + "worst windows"
    }
    guard let worst = FrameExplanation(engine: session.engine).worstFrame() else { return "" }
    return "; the worst frame is \(worst) ('explain frame \(worst)')"
  }
}
