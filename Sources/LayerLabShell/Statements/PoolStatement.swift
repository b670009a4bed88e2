import LayerLab

/// `pool [KIND]`: which render queues async draws go to.
struct PoolStatement: SettingStatement {
  var value: String?

  static let keywords = ["pool"]
  static let values = PoolKind.allCases.map(\.rawValue)

  static let help = [
    StatementHelp(
      name: "pool", group: .settings, usage: "pool [\(values.joined(separator: "|"))]",
      summary: "render queues: yy = YYDispatchQueuePool (per-QoS, min(cores,32), round-robin "
        + "from index 1); yy-fallback = min(cores,16) 'render' queues; ad = AsyncDraw's "
        + "ADManager: min(cores,6) serial queues, least loaded first; global = one "
        + "concurrent queue whose free threads take its draws in order (a thread per draw up to "
        + "the cores, more only while workers block). Only the queues: how a draw is cancelled "
        + "is the layer's class (layerClass=ad on a label or prototype table for ADLayer)",
      example: "pool yy-fallback")
  ]

  static let topics = valueTopics(PoolKind.allCases, summary: summary)

  private static func summary(_ kind: PoolKind) -> String {
    switch kind {
    case .yy:
      "YYDispatchQueuePool: per-QoS contexts of min(cores, 32) serial queues, round-robin "
        + "from index 1"
    case .yyFallback:
      "YYAsyncLayer without the pool: min(cores, 16) serial 'render' queues, round-robin"
    case .ad:
      "AsyncDraw's ADManager: up to min(cores, 6) serial queues made as needed, then the "
        + "least loaded first; for ADLayer's two-state flag (a stale draw can overwrite newer "
        + "contents) make the label with layerClass=ad"
    case .global:
      "one global concurrent queue: a FIFO its free threads take draws from in order; GCD "
        + "brings up a thread per draw up to the core count, and more (up to 64, GCD's thread "
        + "explosion) only while workers block"
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    let list = Self.values.joined(separator: ", ")
    guard let value else {
      session.out("pool \(engine.pool.rawValue) (options: \(list))")
      return .ok
    }
    guard let kind = PoolKind(rawValue: value) else {
      throw ShellError("unknown pool '\(value)' (one of: \(list))")
    }
    try session.model { () throws(ModelError) in try engine.setPool(kind) }
    return .ok
  }
}
