#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UIScrollView deceleration: the velocity is multiplied by `rate` every millisecond.
///
/// This is the model behind `UIScrollView.DecelerationRate` and the projection Apple gives in
/// WWDC 2018 "Designing Fluid Interfaces": each millisecond the velocity (in points per ms) is
/// first scaled by `rate`, then added to the offset, so after `n` ms the offset has moved
/// `v·rate·(1 − rateⁿ)/(1 − rate)` and the whole fling travels `v·rate/(1 − rate)`. Between
/// whole milliseconds the same formula is evaluated with a fractional `n`.
///
/// At a content edge it bounces (``EdgeSpring``, UIScrollView's `bounces`, on by default): the
/// offset meets the edge with the velocity it has there, overshoots and springs back; a fling
/// that starts past an edge (the finger let go of a rubber-banded offset) is that spring alone.
/// With `bounces` off it stops dead at the edge. The edges are the content's as it is now: when a table's estimated heights give way to measured ones during
/// the fling, the deceleration goes on against the new bounds (``rebounded(to:at:)``), as
/// UIScrollView's per-frame deceleration does against its current `contentSize`.
public struct Deceleration: Sendable, Equatable {
  /// `UIScrollView.DecelerationRate.normal`.
  public static let normalRate = 0.998
  /// `UIScrollView.DecelerationRate.fast`.
  public static let fastRate = 0.99
  /// Speeds are pinned to this many points per second so every product stays finite; real
  /// flings top out near 10⁴ pt/s and user input is documented up to 10⁶.
  static let maxSpeed = 1e9
  /// The longest a fling may last; a rate a hair below 1 would otherwise decelerate for
  /// years. Past this the offset snaps to `target`.
  static let maxDuration: Micros = 60_000_000
  /// UIKit ends the animation once the offset is within half a point of where it is going.
  static let stopDistance = 0.5

  /// When the finger lifted and the deceleration began.
  public let start: Micros
  /// Where it will stop: `(offset + projectedDistance)` clamped to the bounds, which is what
  /// UIKit hands `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. For a
  /// fling that would move less than half a point it is the starting offset.
  public let target: Double
  /// When it stops: the first time the remaining distance to the unclamped projection falls
  /// below 0.5 pt, or, meeting a bound, when its bounce has settled (without `bounces`, the
  /// moment it meets it); `start` for a fling that would move less than half a point. At most
  /// 60 s after `start` (and a bounce's 10 s).
  public let end: Micros
  /// The offset when the finger lifted: inside the bounds, unless it starts with a bounce.
  private let origin: Double
  /// The bounce at the edge it meets (or starts past), and when it begins.
  private let bounce: EdgeSpring?
  private let bounceStart: Micros
  /// Points per second along the content offset, pinned to `±maxSpeed`.
  private let initialVelocity: Double
  /// The per-millisecond factor, in (0, 1).
  private let rate: Double
  /// The allowed offsets.
  private let bounds: ClosedRange<Double>
  /// UIScrollView's `bounces`.
  private let bounces: Bool

  /// - Parameters:
  ///   - offset: the content offset when the finger lifts; pinned into `bounds`.
  ///   - velocity: points per SECOND along the content offset (positive = offset increasing,
  ///     towards later rows), as UIKit's pan velocity; NaN counts as 0.
  ///   - start: when the finger lifts.
  ///   - bounds: the allowed offsets, `0...maxOffset`.
  ///   - rate: the per-millisecond factor; anything outside (0, 1) falls back to
  ///     `normalRate`, since 1 never stops and 0 or less is not a deceleration.
  ///   - bounces: UIScrollView's `bounces` (true by default): past an edge the offset springs
  ///     back; false pins the start into the bounds and stops dead at an edge.
  public init(
    from offset: Double, velocity: Double, start: Micros, bounds: ClosedRange<Double>,
    rate: Double = normalRate, bounces: Bool = true
  ) {
    let rate = rate > 0 && rate < 1 ? rate : Deceleration.normalRate
    let speed = Deceleration.maxSpeed
    self.start = start
    self.rate = rate
    self.bounds = bounds
    self.bounces = bounces
    self.initialVelocity = velocity.isNaN ? 0 : min(max(velocity, -speed), speed)
    // Let go past an edge (a rubber-banded drag): the spring alone brings it back.
    if bounces, offset.isFinite, !bounds.contains(offset) {
      let edge = bounds.pin(offset)
      let spring = EdgeSpring(
        edge: edge, displacement: offset - edge, velocity: initialVelocity)
      origin = offset
      target = edge
      bounce = spring
      bounceStart = start
      end = start.saturatingAdd(spring.duration)
      return
    }
    let origin = bounds.pin(offset)
    self.origin = origin
    let distance = initialVelocity / 1000 * rate / (1 - rate)
    guard origin.isFinite, abs(distance) >= Deceleration.stopDistance else {
      target = origin
      end = start
      bounce = nil
      bounceStart = start
      return
    }
    target = bounds.pin(origin + distance)
    // rate^ms = remaining / distance, so ms = log(remaining / distance) / log(rate).
    let logRate = log(rate)
    var elapsed = log(Deceleration.stopDistance / abs(distance)) / logRate
    let edge = distance > 0 ? bounds.upperBound : bounds.lowerBound
    let room = (edge - origin) / distance  // the share of the projection before the edge
    var meetsEdge = false
    if room.isFinite, room < 1 {
      let atEdge = room > 0 ? log(1 - room) / logRate : 0
      meetsEdge = atEdge <= elapsed
      elapsed = min(elapsed, atEdge)
    }
    let limit = Double(Deceleration.maxDuration)
    let micros = min(max((elapsed * 1000).rounded(.up), 0), limit)
    let stops = start.saturatingAdd(Micros(micros))
    // Meeting the edge with the velocity it has there: the bounce takes over.
    let edgeVelocity = initialVelocity * exp(elapsed * logRate)
    if bounces, meetsEdge, edgeVelocity.isFinite {
      let spring = EdgeSpring(edge: edge, displacement: 0, velocity: edgeVelocity)
      bounce = spring.duration > 0 ? spring : nil
      bounceStart = stops
      end = stops.saturatingAdd(spring.duration)
    } else {
      bounce = nil
      bounceStart = stops
      end = stops
    }
  }

  /// The same fling from `time` on, within `bounds`: its offset and velocity at `time`, and
  /// the same rate. The decay is memoryless (each millisecond scales the velocity by `rate`),
  /// so away from the edges the path is the one it would have taken; only where it stops
  /// changes. Itself when it has already stopped by `time`.
  public func rebounded(to bounds: ClosedRange<Double>, at time: Micros) -> Deceleration {
    guard time >= start, time < end, bounds != self.bounds else { return self }
    return Deceleration(
      from: offset(at: time), velocity: velocity(at: time), start: time, bounds: bounds,
      rate: rate, bounces: bounces)
  }

  /// The unclamped projected distance, `v(pt/ms) · rate / (1 − rate)`: the discrete per-ms
  /// geometric sum, as UIKit's projection. About 499 pt for 1000 pt/s at the normal rate.
  public var projectedDistance: Double {
    initialVelocity / 1000 * rate / (1 - rate)
  }

  /// `origin + D · (1 − rate^ms)` clamped to the bounds, where `ms` is the (fractional)
  /// number of milliseconds since `start`; the starting offset before `start`, and exactly
  /// `target` at and after `end`.
  public func offset(at time: Micros) -> Double {
    guard time >= start else { return origin }
    guard time < end else { return target }
    if let bounce, time >= bounceStart { return bounce.offset(after: time - bounceStart) }
    return bounds.pin(origin + projectedDistance * (1 - decay(at: time)))
  }

  /// The velocity in points per second, `v · rate^ms`: it shrinks by `rate` each
  /// millisecond. 0 before `start` and from `end` on, when the scroll view has stopped.
  public func velocity(at time: Micros) -> Double {
    guard time >= start, time < end else { return 0 }
    if let bounce, time >= bounceStart { return bounce.velocity(after: time - bounceStart) }
    return initialVelocity * decay(at: time)
  }

  /// `rate^ms` for the milliseconds since `start`; only called for `start <= time < end`,
  /// which keeps `time − start` within 60 s.
  private func decay(at time: Micros) -> Double {
    exp(Double(time - start) / 1000 * log(rate))
  }
}
