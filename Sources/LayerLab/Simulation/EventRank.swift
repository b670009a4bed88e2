/// The order of events that fall at the same virtual time — the kernel's one tie-break rule
/// after time itself (insertion order breaks what is left).
///
/// The standard ranks, lowest first:
/// - `vsync`: the display presents at the vsync itself, before anything else at that instant
///   can change what it shows;
/// - `main`: the main thread, so a `setNeedsDisplay` made on main at the very time of a
///   worker's checkpoint cancels it there (YYAsyncLayer compares the sentinel at that moment);
/// - `worker`: render-queue checkpoints and task starts;
/// - `network`: downloads finishing, which only post to main.
///
/// A new process picks one of these or its own value between them.
public struct EventRank: Comparable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: Int
  public var name: String

  public init(_ rawValue: Int, name: String) {
    self.rawValue = rawValue
    self.name = name
  }

  public static let vsync = EventRank(0, name: "vsync")
  public static let main = EventRank(10, name: "main")
  public static let worker = EventRank(20, name: "worker")
  public static let network = EventRank(30, name: "network")

  public static func < (a: EventRank, b: EventRank) -> Bool { a.rawValue < b.rawValue }
  public static func == (a: EventRank, b: EventRank) -> Bool { a.rawValue == b.rawValue }
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
  public var description: String { name }
}
