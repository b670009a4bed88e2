/// One thing that happened, in the order it was processed.
///
/// The record stores what happened as a typed `payload`; the `kind`, `name` and `detail`
/// columns of the `events` CSV are derived from it, so nothing parses them back. `draw`
/// links checkpoint, dispatch and contents events to their draw record so a transcript can
/// show sentinel values beside them.
///
/// The stored properties are compact, since a session may hold half a million of them: the
/// thread and layer are interned names, the turn and draw number 32-bit (a draw number is at
/// least 1, so 0 stands for none). 72 bytes a record; 104 with plain strings and integers.
public struct EventRecord: Sendable, Equatable {
  public var seq: Int
  public var time: Micros
  @Int32Stored public var turn: Int
  @DrawNumber public var draw: Int?
  /// `main`, a render queue's label, `network`, or `render-server` for vsyncs.
  @Interned public var thread: String
  @Interned public var layer: String
  public var mode: RunLoopMode
  public var payload: TraceEvent

  public init(
    seq: Int, time: Micros, turn: Int, thread: String, mode: RunLoopMode, payload: TraceEvent,
    layer: String = "", draw: Int? = nil
  ) {
    self.seq = seq
    self.time = time
    self.turn = turn
    self.draw = draw
    self.thread = thread
    self.layer = layer
    self.mode = mode
    self.payload = payload
  }

  /// True when `thread` is `main`, without reading the name back.
  public var isOnMain: Bool { _thread == Interned.main }

  /// The `kind` column.
  public var kind: EventKind { payload.kind }
  /// The `name` column.
  public var name: String { payload.name }
  /// The `detail` column, built on demand.
  public var detail: String { payload.detail }

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
