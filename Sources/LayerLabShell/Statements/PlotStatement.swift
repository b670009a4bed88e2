import LayerLab

/// `plot fps|frametime|hist|hitches FILE.png [--session]`: YYFPSLabel's readings, the time
/// between display-link callbacks, a histogram of it, or each presented frame's time on
/// screen with its hitch (Instruments' view), as a PNG; after a `compare`, one line (or bar)
/// per compared run.
struct PlotStatement: StatementFamily {
  var kind: PlotKind
  var path: String
  var session: Bool

  static let keywords = ["plot"]

  static let usage =
    "plot " + PlotKind.allCases.map(\.rawValue).joined(separator: "|") + " FILE.png [--session]"

  static let help = [
    StatementHelp(
      name: "plot", group: .looking, usage: usage,
      summary: "draw fps (YYFPSLabel readings, budget at the refresh rate, missed ticks "
        + "marked), frame time between display-link callbacks (budgets at 1 and 2 frames, "
        + "missed ticks and commit/render hitches marked), a histogram of it, or hitches "
        + "(as Instruments shows them: a bar per frame that reached the screen, as wide and tall "
        + "as the time it stayed there, the part past one refresh coloured by hitch kind, late "
        + "frames marked below), or blank (the share of the screen each frame showed layers "
        + "without their contents: FlashList's blank area over time), or sweep (the last "
        + "sweep's figure: a bar per column at each point, whiskers p25–p75), as PNG; "
        + "after a compare it draws the compared runs, one line each, until reset or the next "
        + "compare (--session draws this session instead); the subtitle's counts cover the "
        + "stretch the compare table (or stats) counts, and say which",
      example: "plot fps fps.png")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> PlotStatement {
    let rest = words.rest.map(\.text)
    guard rest.count == 2 || (rest.count == 3 && rest[2] == "--session") else {
      throw ShellError("usage: " + usage)
    }
    guard let kind = PlotKind(rawValue: rest[0]) else {
      let kinds = PlotKind.allCases.map(\.rawValue)
      let hint = Suggest.closest(to: rest[0], among: kinds).map { "; did you mean '\($0)'?" }
      throw ShellError(
        "unknown plot '\(rest[0])'" + (hint ?? " (one of: \(kinds.joined(separator: ", ")))"))
    }
    return PlotStatement(kind: kind, path: rest[1], session: rest.count == 3)
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    switch words.count {
    case 1: PlotKind.allCases.map(\.rawValue)
    case 2: completer.paths(word)
    case 3: ["--session"]
    default: []
    }
  }
}
