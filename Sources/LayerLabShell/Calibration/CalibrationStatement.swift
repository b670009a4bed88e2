import Foundation
import LayerLab

/// `calibration [ID]`: the published measurements the unit prices are fitted to, each
/// predicted against observed, the leave-one-out error, and the fitted prices — so every
/// millisecond the tool prints can be traced to observations a reader can check.
struct CalibrationStatement: StatementFamily {
  var id: String?

  static let keywords = ["calibration"]

  static let help = [
    StatementHelp(
      name: "calibration", group: .settings, usage: "calibration [ID]",
      summary: "the published measurements of real devices the unit prices are fitted to "
        + "(source, device, what was timed), each observed against predicted at the session's "
        + "prices, with the prediction of a fit that left it out; then the fitted prices, each "
        + "with its spread (how far leaving any one observation out moves it) and the "
        + "observations behind it — text is priced per glyph, per line and per glyph from a "
        + "cascade font (Chinese, emoji: fitted to a Weibo cell's layout timed on an iPhone 6 "
        + "and an iPhone X), the same on one line or wrapped; then the rule for observations "
        + "that contradict, and the iOS-version evidence (one device's work under two "
        + "versions) with whether its rule supports a term and the one term applied (Auto "
        + "Layout's engine priced apart before iOS 12: autolayout.view.ios11, "
        + "stackview.view.ios11; 'devices' gives each device's iOS), and the figures held out of the "
        + "fit (a whole screen's: the seed's text-only row, a slow drag's new cell on an iPhone "
        + "X, read on main and on a worker) against the model's; "
        + "'calibration ID' shows one "
        + "observation in full; 'costs' lists the prices, 'costs set' and 'costs fit' change "
        + "them",
      example: "calibration")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> CalibrationStatement {
    CalibrationStatement(id: try words.optional("calibration [ID]"))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? Observation.published.map(\.id) : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let prices = session.engine.costs.prices
    if let id {
      guard let observation = Observation.published.first(where: { $0.id == id }) else {
        let ids = Observation.published.map(\.id)
        if let guess = Suggest.closest(to: id, among: ids) {
          throw ShellError("unknown observation '\(id)'; did you mean '\(guess)'?")
        }
        throw ShellError("unknown observation '\(id)'; 'calibration' lists them")
      }
      for line in Self.detail(observation, prices: prices) { session.out(line) }
      return .ok
    }
    Self.print(session.engine.costs.calibration.fit, in: session)
    return .ok
  }

  /// The table, the summary and the fitted prices (the last two in table mode only).
  static func print(_ fit: PriceFit, in session: Session) {
    let report = CalibrationReport(fit: fit)
    let table = session.settings.mode == .table
    session.printTable(
      header: table ? CalibrationReport.header : CalibrationReport.dataHeader,
      rows: report.rows(data: !table))
    guard table else { return }
    session.out(report.summary)
    session.out("fitted prices (A13; 'costs' shows them on the current device):")
    for line in report.prices { session.out(line) }
    for tie in UnitPrices.ties where fit.informedBy[tie.name] != nil {
      session.out("  \(tie.name.rawValue) is tied to \(tie.anchor.rawValue): \(tie.why)")
    }
    let contradictions = fit.contradictions
    session.out(
      "contradictions: "
        + (contradictions.isEmpty
          ? "none" : contradictions.map(CalibrationReport.contradiction).joined(separator: "; "))
        + " (the rule: \(PriceFit.contradictionRule))")
    session.out(
      CalibrationReport.osVersion(
        OSVersionEvidence(
          Observation.published + Observation.excluded.map(\.observation), prices: fit.prices,
          typical: fit.typicalFactor), prices: fit.prices))
    for (observation, reason) in Observation.excluded {
      let predicted = observation.predictedMicros(fit.prices)
      session.out(
        "not fitted: \(observation.id) (\(observation.device), observed "
          + "\(CalibrationReport.figure(observation.observedMicros)) µs, predicted "
          + "\(CalibrationReport.figure(predicted)), ×"
          + String(format: "%.2f", predicted / observation.observedMicros) + "): \(reason)")
    }
    for check in HeldOutCheck.all {
      session.out(
        "held out (never fitted): \(check.id) (\(check.device)), \(check.what): "
          + "\(CalibrationReport.figure(check.observed.lowerBound))–"
          + "\(CalibrationReport.figure(check.observed.upperBound)) \(check.unit) observed "
          + "(\(check.source)), \(CalibrationReport.figure(check.modelled)) modelled at the "
          + "standard prices (×" + String(format: "%.2f", check.ratio.lowerBound) + "–"
          + String(format: "%.2f", check.ratio.upperBound) + "; \(check.modelledBy)): "
          + check.note)
    }
    if !session.engine.costs.calibration.isStandard {
      session.out(
        "the session's prices are its own ('costs set', 'costs fit'): the fit above holds "
          + "what you set; 'costs reset' goes back to the standard prices")
    }
  }

  /// One observation in full: where it comes from, what was timed, the work in the model's
  /// units and what the session's prices make of it.
  static func detail(_ o: Observation, prices: UnitPrices) -> [String] {
    let work = o.work.amounts.sorted { $0.key < $1.key }.map { name, amount in
      "\(name.rawValue) × \(CalibrationReport.figure(amount)) = "
        + CalibrationReport.figure(
          prices[name] * amount * prices.slowdown(singleCore: o.singleCore ?? 0)) + " µs"
    }
    let predicted = o.predictedMicros(prices)
    return [
      "\(o.id): \(o.source)", "  \(o.url)",
      "  device \(o.device)\(o.os.isEmpty ? "" : ", \(o.os)"); publisher \(o.publisher)",
      "  timed: \(o.timed)",
      "  observed \(CalibrationReport.figure(o.observedMicros)) µs; predicted "
        + "\(CalibrationReport.figure(predicted)) µs (×"
        + String(format: "%.2f", predicted / o.observedMicros) + ")",
      "  work: " + work.joined(separator: "; "),
    ]
  }
}
