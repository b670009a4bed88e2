/// A stretch of main-thread time: a turn, a sleep, an observer, a display, a block.
///
/// Events mark instants; spans say how long main was busy with something, which is what a
/// timeline or a Chrome trace draws as a slice. Spans on main nest: a turn holds its sleep,
/// its observers and its blocks; the CA commit's span holds its layouts and displays.
public struct SpanRecord: Sendable, Equatable {
  public var thread: String
  public var name: String
  /// `turn`, `sleep`, `input`, `observer`, `commit`, `layout`, `display`, `transaction`,
  /// `mainqueue` or `timer`.
  public var category: String
  public var start: Micros
  public var end: Micros
  public var turn: Int
  public var layer: String
  public var draw: Int?

  public init(
    thread: String, name: String, category: String, start: Micros, end: Micros, turn: Int,
    layer: String = "", draw: Int? = nil
  ) {
    self.thread = thread
    self.name = name
    self.category = category
    self.start = start
    self.end = end
    self.turn = turn
    self.layer = layer
    self.draw = draw
  }
}

/// A span name's parts, the key its made string is kept under.
struct SpanNameKey: Hashable {
  var what: String
  var layer: String
}
