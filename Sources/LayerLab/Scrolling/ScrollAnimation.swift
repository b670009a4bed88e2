/// `setContentOffset(_:animated: true)`, for example the status-bar tap's scroll-to-top: an
/// ease-in-out from one offset to another.
///
/// VVebo treats this case specially (`scrollToToping`): while the animation runs it draws no
/// cells at all and loads the visible ones once `scrollViewDidScrollToTop:` fires, so the
/// engine needs to know exactly when the animation ends.
public struct ScrollAnimation: Sendable, Equatable {
  /// UIKit's scroll-to-top takes about 0.3 s. Apple does not document the figure, so it is
  /// an approximation; `setContentOffset(_:animated:)` is of the same order.
  public static let scrollToTopDuration: Micros = 300_000

  /// When the animation begins.
  public let start: Micros
  /// When it ends: `start + max(duration, 0)`.
  public let end: Micros
  /// The offset it arrives at, exactly, at `end`.
  public let target: Double
  /// The offset it leaves from.
  private let origin: Double

  /// - Parameters:
  ///   - from: the offset the animation leaves from; non-finite counts as 0.
  ///   - to: the offset it arrives at; non-finite counts as 0. Not clamped: UIKit animates
  ///     to whatever offset it is given.
  ///   - start: when the animation begins.
  ///   - duration: how long it takes; negative counts as 0, a jump.
  public init(from: Double, to: Double, start: Micros, duration: Micros = scrollToTopDuration) {
    self.start = start
    self.end = start.saturatingAdd(max(duration, 0))
    self.origin = from.isFinite ? from : 0
    self.target = to.isFinite ? to : 0
  }

  /// The offset at `time`: `from` until `start`, exactly `target` from `end` on, and in
  /// between a smoothstep `3p² − 2p³` of the elapsed fraction `p`.
  ///
  /// Core Animation's `easeInEaseOut` is the cubic Bézier (0.42, 0, 0.58, 1), which needs a
  /// root solve per sample; smoothstep is a polynomial with the same shape that matters
  /// here: zero speed at both ends, exactly symmetric, halfway at half time, and never
  /// leaving `[from, to]`, so it crosses the same rows in nearly the same frames.
  public func offset(at time: Micros) -> Double {
    guard time < end else { return target }
    guard time > start else { return origin }
    let p = Double(time - start) / Double(end - start)
    let eased = p * p * (3 - 2 * p)
    return origin + (target - origin) * eased
  }
}
