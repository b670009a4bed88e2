import LayerLab

/// `cpuclock [dynamic|governor|fixed]`: whether the CPU's cluster clocks follow the load (DVFS).
struct CPUClockStatement: SettingStatement {
  var value: String?

  static let keywords = ["cpuclock"]
  static let values = CPUClockMode.allCases.map(\.rawValue)

  static let help = [
    StatementHelp(
      name: "cpuclock", group: .settings, usage: "cpuclock [\(values.joined(separator: "|"))]",
      summary: "dynamic (the default): each CPU cluster's clock ramps from its idle frequency "
        + "to peak in 100 ms of load and falls back in 100 ms of idle (DVFS), so work in short "
        + "bursts after idle takes longer than the cost model's price at peak — and, as since "
        + "iOS 12, UIKit tells the performance controller when a scroll begins and when a "
        + "scroll frame brings a new cell on screen, which puts main's cluster at peak at once; "
        + "governor: the same DVFS with no hint from UIKit (iOS 11 and earlier), so a slow "
        + "drag's rows run near the idle clock; 'stats' says how much ran below 90 % of peak, "
        + "'explain frame' when a late frame's work did; fixed: every core at peak, always; "
        + "refused while draws are in flight",
      example: "cpuclock fixed")
  ]

  static let topics = valueTopics(CPUClockMode.allCases, summary: summary)

  private static func summary(_ mode: CPUClockMode) -> String {
    switch mode {
    case .dynamic:
      "clusters ramp up under load and fall back when idle, and go to peak at once when UIKit "
        + "announces a burst (a scroll beginning, a new cell in a scroll frame; iOS 12+)"
    case .governor:
      "clusters ramp up under load and fall back when idle, with no hint from UIKit (before "
        + "iOS 12): short bursts run slower"
    case .fixed:
      "every core at its peak clock: work takes exactly what the cost model prices it at"
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    guard let value else {
      let spec = engine.device.clock
      session.out(
        "cpuclock \(engine.cpuClock.rawValue) (options: \(Self.values.joined(separator: ", ")))")
      session.out("  \(engine.device.spec.soc): \(spec.sources)")
      return .ok
    }
    guard let mode = CPUClockMode(rawValue: value) else {
      let names = Self.values.map { "'\($0)'" }.joined(separator: " or ")
      let hint =
        Suggest.closest(to: value, among: Self.values).map { "did you mean '\($0)'? " } ?? ""
      throw ShellError("unknown cpuclock '\(value)'; \(hint)(use \(names))")
    }
    try session.model { () throws(ModelError) in try engine.setCPUClock(mode) }
    return .ok
  }
}
