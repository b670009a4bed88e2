/// A stretch of main-thread time: a turn, a sleep, an observer, a display, a block.
///
/// Events mark instants; spans say how long main was busy with something, which is what a
/// timeline or a Chrome trace draws as a slice. Spans on main nest: a turn holds its sleep,
/// its observers and its blocks; the CA commit's span holds its layouts and displays.
///
/// Compact like `EventRecord`: thread, category and layer are interned names, the turn and
/// draw number 32-bit (0 = no draw). The name stays a string: it often carries a number
/// ("render prepare 1234") that would fill the name table. 56 bytes a record; 104 before.
public struct SpanRecord: Sendable, Equatable {
  public var name: String
  public var start: Micros
  public var end: Micros
  @Interned public var thread: String
  /// `turn`, `sleep`, `input`, `observer`, `commit`, `layout`, `display`, `transaction`,
  /// `mainqueue`, `timer` or `decode` (a UIImageView's image decoded in the commit).
  @Interned public var category: String
  @Interned public var layer: String
  @Int32Stored public var turn: Int
  @DrawNumber public var draw: Int?

  /// True when `thread` is `main`, without reading the name back.
  public var isOnMain: Bool { _thread == Interned.main }

  public init(
    thread: String, name: String, category: String, start: Micros, end: Micros, turn: Int,
    layer: String = "", draw: Int? = nil
  ) {
    self.name = name
    self.start = start
    self.end = end
    self.thread = thread
    self.category = category
    self.layer = layer
    self.turn = turn
    self.draw = draw
  }
}

/// A span name's parts, the key its made string is kept under.
struct SpanNameKey: Hashable {
  var what: String
  var layer: String
}
