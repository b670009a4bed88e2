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
}
