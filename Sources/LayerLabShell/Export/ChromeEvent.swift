import LayerLab

/// A value in a Chrome trace's `args` or `otherData`.
///
/// Only what the exporter writes: integers (times, counts, sentinels), strings (names) and
/// the one fractional number, fps. Keeping it closed makes the JSON writer total.
enum ChromeValue: Equatable, Sendable {
  case int(Int64)
  case string(String)
  case number(Double)

  /// An `Int` argument (sentinel values, draw numbers, turns).
  static func int(_ value: Int) -> ChromeValue { .int(Int64(value)) }
}

/// One entry of `traceEvents` in the Trace Event Format, as LayerLab writes it.
///
/// The fields that depend only on the phase are not stored: every instant is thread-scoped
/// (`"s":"t"`), and every flow end binds to its enclosing slice (`"bp":"e"`) so that it
/// attaches to the slice it sits in rather than to whatever slice comes next.
struct ChromeEvent: Equatable, Sendable {
  /// The `ph` values the exporter uses.
  enum Phase: String, Sendable {
    case complete = "X"
    case instant = "i"
    case counter = "C"
    case metadata = "M"
    case flowStart = "s"
    case flowStep = "t"
    case flowEnd = "f"

    /// Order among events at the same timestamp. Instants come first: the model logs an
    /// event after charging for the work that caused it, so an instant on a boundary belongs
    /// to the slice ending there, and Perfetto (closed-left, open-right) would otherwise
    /// nest it in the slice starting there. Flow points come after the slices, so that the
    /// slice they are placed at the start of is open when they are read.
    var rankAtSameTime: Int {
      switch self {
      case .metadata: 0
      case .instant: 1
      case .complete: 2
      case .flowStart, .flowStep, .flowEnd: 3
      case .counter: 4
      }
    }
  }

  /// Every event belongs to the one simulated process.
  static let pid: Int64 = 1

  var phase: Phase
  var name: String
  var category: String?
  /// Omitted only for the `process_name` metadata event.
  var tid: Int?
  /// Omitted only for metadata.
  var ts: Micros?
  /// Only for `X`.
  var dur: Micros?
  /// Only for flow events: the draw number.
  var id: Int?
  var args: [String: ChromeValue] = [:]
}
