#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UIScrollView's bounce: past a content edge, a critically damped spring pulls the offset back
/// to the edge.
///
/// That a scroll view bounces is Apple's: `UIScrollView.bounces`, true by default, "the scroll
/// view bounces when it encounters a boundary of the content" (UIScrollView documentation).
/// The curve is not published. SECONDARY SOURCE: Ilya Lobanov's reconstruction of UIScrollView
/// (super-ultra/ScrollMechanics, 2019: `SimpleScrollView.bounce`) — a spring of mass 1,
/// stiffness 100 and damping ratio 1, so ω = √(100/1) = 10 per second, started at the edge
/// with the deceleration's velocity there (or where the finger left the offset, with its
/// velocity), ending within half a point of the edge. For a displacement x₀ and a velocity v₀
/// the offset is `edge + (x₀ + (v₀ + ω·x₀)·t)·e^(−ω·t)`: an 8000 pt/s fling meeting the edge at
/// 2000 pt/s overshoots it by 2000 / (10·e) ≈ 74 pt, 0.1 s later, and is back within half a
/// point some 0.8 s after meeting it.
public struct EdgeSpring: Sendable, Equatable {
  /// ω = √(stiffness / mass), per second (ScrollMechanics' spring: stiffness 100, mass 1).
  static let omega = 10.0
  /// UIKit ends a scroll animation within half a point of where it is going.
  static let stopDistance = 0.5
  /// The longest a bounce may last, however fast the offset met the edge.
  static let maxDuration: Micros = 10_000_000

  /// The offset it pulls towards.
  public let edge: Double
  /// Offset minus edge when it starts (0 when a deceleration meets the edge).
  private let displacement: Double
  /// Points per second along the offset when it starts.
  private let initialVelocity: Double
  /// From its start until it is within half a point of the edge for good.
  public let duration: Micros

  public init(edge: Double, displacement: Double, velocity: Double) {
    self.edge = edge
    self.displacement = displacement.isFinite ? displacement : 0
    self.initialVelocity = velocity.isFinite ? velocity : 0
    duration = Self.settlingTime(
      displacement: self.displacement, velocity: self.initialVelocity)
  }

  /// `x₀ + (v₀ + ω·x₀)·t`'s two terms: the offset from the edge is `(a + b·t)·e^(−ω·t)`.
  private var a: Double { displacement }
  private var b: Double { initialVelocity + Self.omega * displacement }

  /// The offset `elapsed` after it started; the edge from `duration` on.
  public func offset(after elapsed: Micros) -> Double {
    guard elapsed < duration else { return edge }
    let t = Double(max(elapsed, 0)) / 1_000_000
    return edge + (a + b * t) * exp(-Self.omega * t)
  }

  /// The velocity, in points per second, `elapsed` after it started; 0 from `duration` on.
  public func velocity(after elapsed: Micros) -> Double {
    guard elapsed < duration else { return 0 }
    let t = Double(max(elapsed, 0)) / 1_000_000
    return (b - Self.omega * (a + b * t)) * exp(-Self.omega * t)
  }

  /// When `(|a| + |b|·t)·e^(−ω·t)` — a bound on the distance from the edge that only falls
  /// once past its peak — reaches half a point: from then on the offset stays within it.
  static func settlingTime(displacement: Double, velocity: Double) -> Micros {
    let a = abs(displacement)
    let b = abs(velocity + omega * displacement)
    func envelope(_ t: Double) -> Double { (a + b * t) * exp(-omega * t) }
    var low = b > 0 ? max(0, 1 / omega - a / b) : 0
    guard envelope(low) > stopDistance else { return 0 }
    var high = Double(maxDuration) / 1_000_000
    guard envelope(high) < stopDistance else { return maxDuration }
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if envelope(mid) > stopDistance { low = mid } else { high = mid }
    }
    return Micros((high * 1_000_000).rounded(.up))
  }
}
