/// A table method that takes arguments: the scroll gestures and jumps.
///
/// Finger conventions are a pan gesture's: `dy` and `velocity` are the finger's movement, so a
/// negative value moves the feed up and shows later rows (the content offset grows).
public enum TableCall: Sendable, Equatable {
  /// Touch down, move the finger by `dy` points over `duration`, hold still, lift.
  case drag(dy: Double, duration: Micros)
  /// Touch down and flick: lift at `velocity` points per second; the content decelerates.
  case fling(velocity: Double)
  /// `scrollToRow(at:at: .top, animated: false)`: jump so the row is at the top.
  case scrollTo(row: Int)
  /// The status-bar tap: animate to the top (VVebo draws nothing until it ends).
  case scrollToTop
  /// A touch that does not move: stops a deceleration; VVebo draws every visible cell.
  case tap
  /// `reloadData`: heights from the cache (new rows measured), visible cells configured again.
  case reloadData

  /// The largest |dy| and |velocity| accepted, in points and points per second.
  public static let maxDistance = 1_000_000.0
  public static let maxVelocity = 100_000.0
  /// The longest drag.
  public static let maxDuration: Micros = 60_000_000

  /// A finger's gesture (a drag or a fling): what a repeated run varies.
  public var isGesture: Bool {
    switch self {
    case .drag, .fling: true
    default: false
    }
  }

  public var name: String {
    switch self {
    case .drag: "drag"
    case .fling: "fling"
    case .scrollTo: "scrollTo"
    case .scrollToTop: "scrollToTop"
    case .tap: "tap"
    case .reloadData: "reloadData"
    }
  }

  /// A method named without arguments: the ones that take none, or a refusal naming the
  /// arguments the others need; nil for a method that is not a scrolling one.
  init?(_ method: String, on table: String) throws(ModelError) {
    switch method {
    case "scrollToTop": self = .scrollToTop
    case "tap": self = .tap
    case "reloadData": self = .reloadData
    case "drag":
      throw ModelError("drag needs arguments: \(table).drag(dy: -600, duration: 300ms)")
    case "fling": throw ModelError("fling needs a velocity: \(table).fling(velocity: -8000)")
    case "scrollTo": throw ModelError("scrollTo needs a row: \(table).scrollTo(row: 100)")
    default: return nil
    }
  }
}

extension TableCall: CustomStringConvertible {
  /// The call as the language spells it.
  public var description: String {
    switch self {
    case .drag(let dy, let duration): "drag(dy: \(Rect.format(dy)), duration: \(duration)us)"
    case .fling(let velocity): "fling(velocity: \(Rect.format(velocity)))"
    case .scrollTo(let row): "scrollTo(row: \(row))"
    case .scrollToTop, .tap, .reloadData: "\(name)()"
    }
  }
}
