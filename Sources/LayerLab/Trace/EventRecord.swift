/// One thing that happened, in the order it was processed.
///
/// The first nine fields are the `events` CSV columns; `draw` links checkpoint, dispatch and
/// contents events to their draw record so a transcript can show sentinel values beside them.
public struct EventRecord: Sendable, Equatable {
  public var seq: Int
  public var time: Micros
  public var turn: Int
  /// `main`, a render queue's label, or `render-server` for vsyncs.
  public var thread: String
  public var mode: RunLoopMode
  public var kind: EventKind
  public var name: String
  public var layer: String
  public var detail: String
  public var draw: Int?

  public init(
    seq: Int, time: Micros, turn: Int, thread: String, mode: RunLoopMode, kind: EventKind,
    name: String, layer: String, detail: String, draw: Int? = nil
  ) {
    self.seq = seq
    self.time = time
    self.turn = turn
    self.thread = thread
    self.mode = mode
    self.kind = kind
    self.name = name
    self.layer = layer
    self.detail = detail
    self.draw = draw
  }

  /// The CSV header, in the contract's order.
  public static let columns = [
    "seq", "t_us", "turn", "thread", "mode", "kind", "name", "layer", "detail",
  ]

  /// The fields in `columns` order.
  public var fields: [String] {
    [
      String(seq), String(time), String(turn), thread, mode.rawValue, kind.rawValue, name, layer,
      detail,
    ]
  }
}
