/// The main run loop's modes.
///
/// `tracking` is UITrackingRunLoopMode, active while a scroll view is dragged or decelerating.
/// `common` is not a mode the loop runs in: it is the set of both, which is where the main
/// queue, the display link and Core Animation's observers live, so they keep running while
/// the user scrolls, and an item added to `default` alone stalls then.
public enum RunLoopMode: String, Sendable, CaseIterable {
  case `default`
  case tracking
  case common

  /// Whether an item registered in `self` runs while the loop is in `current`.
  public func includes(_ current: RunLoopMode) -> Bool {
    self == .common || self == current
  }
}
