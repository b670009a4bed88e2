import LayerLab

/// `sweep FIGURE over TARGET=A…B step S [STRATEGY|POOL…] [runs=N [seed=S]] -- FILE.lab`: one
/// compared figure across a range of one thing — a property, the gestures' size, the device —
/// one column per strategy (or pool), each point `runs=N` times; `plot sweep FILE.png` draws it.
struct SweepStatement: StatementFamily {
  /// The compare column swept, as written (`hitches`, `mem_peak`, …).
  var figure: String
  var target: SweepTarget
  /// The strategies or pools whose columns the table gets, and `runs=`/`seed=`.
  var names: [Word]
  var file: String

  static let keywords = ["sweep"]

  static let usage =
    "sweep FIGURE over VIEW.PROP=A…B step S|gesture=A…B step S|device [STRATEGY|POOL…] "
    + "[runs=N [seed=S]] -- FILE.lab"

  static let help = [
    StatementHelp(
      name: "sweep", group: .looking, usage: usage,
      summary: "run FILE.lab at every point of a range and print one figure of compare's table "
        + "(its columns' names: hitches, hitch_ms_per_s, dropped, frame_cpu_p99_ms, mem_peak, "
        + "blank_frames, …) at each point, a column per strategy or pool named (none: the "
        + "file's own): over VIEW.PROP=A…B step S (or =V1,V2,…: forced as compare's "
        + "VIEW.PROP=V1,V2 forces it, a prototype's view as PROTOTYPE.VIEW.PROP), over "
        + "gesture=A…B step S (every drag's distance and fling's velocity in the file times "
        + "the factor: 0.5…1.5 step 0.25 is half to one and a half times the script's "
        + "gestures), or over device (the catalogue, slowest chip by Geekbench 5 single-core "
        + "first; device=NAME,NAME for some); 2 to \(SweepTarget.maxPoints) points (the "
        + "sweep-points limit), every run counted against compare's budget of "
        + "\(Session.maxComparedPerStatement) a statement. With runs=N each cell is the "
        + "median of N runs [their 25th–75th percentile], each run's gestures varied as "
        + "compare's runs=N varies them (±\(Int(GestureVariation.spread * 100)) %, around the "
        + "point's factor in a gesture sweep); in csv and json one row per point and column "
        + "(point, series, median, p25, p75). Measured over compare's window. 'plot sweep "
        + "FILE.png' then draws a bar per column at each point, whiskers from p25 to p75",
      example: "sweep hitch_ms_per_s over gesture=0.5…1.5 step 0.25 sync async runs=6 -- "
        + "Sessions/verdict-scroll.lab")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> SweepStatement {
    let rest = words.rest
    let texts = rest.map(\.text)
    guard let dashes = texts.firstIndex(of: "--"), dashes + 2 == texts.count, dashes >= 3,
      texts[1] == "over"
    else {
      throw ShellError(
        "usage: \(usage), e.g. sweep hitches over gesture=0.5…1.5 step 0.25 sync async -- "
          + "scroll.lab")
    }
    var names = Array(rest[3..<dashes])
    var step: String?
    if names.first?.text == "step" {
      guard names.count >= 2 else { throw ShellError("'step' needs a size, e.g. step 0.25") }
      step = names[1].text
      names.removeFirst(2)
    }
    let target = try SweepTarget.parse(texts[2], step: step)
    return SweepStatement(figure: texts[0], target: target, names: names, file: texts[dashes + 1])
  }

  /// Figures, then `over`, then what can be swept, then strategies until `--`, then the file.
  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    switch words.count {
    case 1: return CompareJob.tableHeader
    case 2: return ["over"]
    case 3: return ["gesture=", "device"]
    default:
      guard let dashes = words.firstIndex(of: "--") else {
        return CompareStatement.names + ["step", "runs=", "seed=", "--"]
      }
      return dashes == words.index(before: words.endIndex) ? completer.paths(word) : []
    }
  }
}
