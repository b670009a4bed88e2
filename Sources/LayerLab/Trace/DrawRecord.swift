/// One display attempt of a layer: what was captured, where it ran, how it ended.
///
/// Times are virtual microseconds; a stage that did not happen is nil (empty in CSV).
public struct DrawRecord: Sendable, Equatable {
  /// How a display attempt ended.
  public enum Outcome: String, Sendable {
    /// Contents were set.
    case committed
    /// A sentinel check found the layer had been marked again; the work was thrown away.
    case cancelled
    /// The layer was smaller than 1 pt: contents cleared, nothing dispatched.
    case cleared
  }

  /// Synchronous (on main, during the commit or `display()`) or asynchronous (on a queue).
  public enum Mode: String, Sendable {
    case sync
    case async
  }

  public var draw: Int
  public var layer: String
  public var mode: Mode
  public var queue: String
  public var qos: String
  public var sentinel: Int
  public var sentinelEnd: Int?
  public var outcome: Outcome?
  public var cancelledAt: String?
  /// When it was asked for and when it passed each checkpoint.
  public var times: DrawTimes
  /// Virtual time spent drawing (context, layout, passes and image) on a core, cancelled work
  /// included: longer on an E core than on a P core.
  public var drawCost: Micros?
  /// Time an async draw's thread was runnable without a core: from its arrival on the queue
  /// to its start, and while preempted (nil for sync draws, which run on main).
  public var waitMicros: Micros?
  /// The cores an async draw ran on, in order (`E2`, `E2>P1` after a migration).
  public var cores: String?
  /// The bitmap it drew: the layer's size when captured, and its scale.
  public var size: DrawSize
  /// The draw's layer is an ADLayer: its checks read the two-state flag, not the sentinel
  /// (not a CSV column; transcripts say which they read).
  public var readsFlag = false

  /// The CSV header, in the contract's order.
  public static let columns = [
    "draw", "layer", "mode", "queue", "qos", "sentinel", "sentinel_end", "outcome",
    "cancelled_at", "requested_us", "started_us", "drawn_us", "imaged_us", "finished_us",
    "draw_us", "width", "height", "scale", "wait_us", "cores",
  ]

  /// The fields in `columns` order; nil becomes an empty field.
  public var fields: [String] {
    func text(_ value: Micros?) -> String { value.map(String.init) ?? "" }
    return [
      String(draw), layer, mode.rawValue, queue, qos, String(sentinel),
      sentinelEnd.map(String.init) ?? "", outcome?.rawValue ?? "", cancelledAt ?? "",
      String(times.requested), text(times.started), text(times.drawn), text(times.imaged),
      text(times.finished), text(drawCost), Rect.format(size.width), Rect.format(size.height),
      Rect.format(size.scale),
      text(waitMicros), cores ?? "",
    ]
  }

  /// True while the draw has not ended yet (queued, running, or waiting for main).
  public var isInFlight: Bool { outcome == nil }
}
