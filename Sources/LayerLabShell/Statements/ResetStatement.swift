import LayerLab
import LayerLabPango

/// `reset`: start the same experiment again from time 0.
///
/// It replaces the session's ``Experiment`` with a fresh one around a fresh engine that keeps
/// the settings, so everything kept about the old run goes with it. A Pango renderer is
/// replaced too, so its layout cache starts empty and a second run is not flattered by the
/// first one's cache hits.
struct ResetStatement: StatementFamily {
  static let keywords = ["reset"]

  static let help = [
    StatementHelp(
      name: "reset", group: .settings, usage: "reset",
      summary: "start again at time 0 with no views and an empty trace; every setting stays "
        + "(device, promotion, clock, pool, cpuclock, costs, images, seed and the shell's own) (the layout cache is emptied too, so runs compare fairly)",
      example: "reset")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> ResetStatement {
    try words.none("reset")
    return ResetStatement()
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  { [] }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    var renderer: (any LayerRenderer)?
    let engine = session.engine
    if engine.renderer is PangoLayerRenderer {
      let pango = PangoLayerRenderer()
      session.pollsInterrupt(pango)
      renderer = pango
    }
    session.experiment = Experiment(engine: engine.fresh(renderer: renderer))
    let fresh = session.engine
    session.out(
      "reset: time 0, no views; \(fresh.clock.rawValue) clock, \(fresh.device.name), "
        + "pool \(fresh.pool.rawValue)" + (fresh.device.promotionOptIn ? ", promotion on" : ""))
    return .ok
  }
}
