import LayerLab

/// `clock [measured|model]`: how a render's virtual cost is decided.
struct ClockStatement: SettingStatement {
  var value: String?

  static let keywords = ["clock"]
  static let values = ClockMode.allCases.map(\.rawValue)

  static let help = [
    StatementHelp(
      name: "clock", group: .settings, usage: "clock [\(values.joined(separator: "|"))]",
      summary: "model (the default): a render costs the fitted unit prices ('costs', "
        + "'calibration') over its glyphs, lines and pixels — the same on every host and run; "
        + "measured: the host's real Pango/Cairo time converted to the device, which moves with "
        + "the host and its load (single runs on a busy host stray by tens of percent: "
        + "scripts/hog-check)",
      example: "clock model")
  ]

  static let topics = valueTopics(ClockMode.allCases, summary: summary)

  private static func summary(_ mode: ClockMode) -> String {
    switch mode {
    case .measured:
      "a render costs the host time the real Pango/Cairo work took, converted to the device "
        + "by calibration probes; moves with the host and its load (scripts/hog-check)"
    case .model:
      "the default: a render costs the fitted unit prices over its pixels, glyphs and lines "
        + "('costs'), so every host and run print the same figures"
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    guard let value else {
      session.out(
        "clock \(engine.clock.rawValue) (options: \(Self.values.joined(separator: ", ")))")
      return .ok
    }
    guard let mode = ClockMode(rawValue: value) else {
      let names = Self.values.map { "'\($0)'" }.joined(separator: " or ")
      throw ShellError("unknown clock '\(value)' (use \(names))")
    }
    engine.setClock(mode)
    return .ok
  }
}
