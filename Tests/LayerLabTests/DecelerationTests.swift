import Foundation
import PropertyBased
import Testing

@testable import LayerLab

/// UIScrollView's deceleration: velocity × rate per ms, UIKit's projection, edge stops.
@Suite struct DecelerationTests {
  /// A long feed, so only the top edge is near.
  let feed = 0.0...100_000

  @Test func projectsVelocityTimesRateOverOneMinusRate() {
    let d = Deceleration(from: 1000, velocity: 1000, start: 0, bounds: feed)
    // 1 pt/ms · 0.998 / 0.002
    #expect(abs(d.projectedDistance - 499) < 1e-9)
    #expect(abs(d.target - 1499) < 1e-9)
    let fast = Deceleration(from: 1000, velocity: 1000, start: 0, bounds: feed, rate: 0.99)
    #expect(abs(fast.projectedDistance - 99) < 1e-9)
  }

  @Test func followsTheDiscretePerMillisecondSum() {
    let d = Deceleration(from: 0, velocity: 3000, start: 5_000, bounds: feed)
    var moved = 0.0
    var speed = 3.0  // pt/ms
    for ms in 1...50 {
      speed *= 0.998
      moved += speed
      #expect(abs(d.offset(at: 5_000 + Micros(ms) * 1000) - moved) < 1e-9, "ms \(ms)")
    }
  }

  @Test func monotoneAndExactlyOnTargetAtTheEnd() {
    let start: Micros = 2_000_000
    let d = Deceleration(from: 500, velocity: 1000, start: start, bounds: feed)
    // ln(0.5 / 499) / ln(0.998) ≈ 3449.4 ms until less than half a point remains.
    #expect(d.end - start == 3_449_423)
    #expect(d.offset(at: start - 1) == 500)
    #expect(d.offset(at: start) == 500)
    var previous = 500.0
    for t in stride(from: start, through: d.end + 10_000, by: 997) {
      let y = d.offset(at: t)
      #expect(y >= previous)
      previous = y
    }
    #expect(d.offset(at: d.end) == d.target)
    #expect(d.offset(at: d.end + 1_000_000) == d.target)
    let gap = d.target - d.offset(at: d.end - 1)
    #expect(gap > 0.49 && gap < 0.51, "the last jump is about half a point")
  }

  @Test func velocityShrinksByTheRateEachMillisecond() {
    let d = Deceleration(from: 0, velocity: 2000, start: 100, bounds: feed)
    #expect(d.velocity(at: 100) == 2000)
    #expect(abs(d.velocity(at: 1100) / d.velocity(at: 100) - 0.998) < 1e-12)
    #expect(abs(d.velocity(at: 100 + 10_000) / 2000 - 0.980_179_043) < 1e-9, "0.998^10")
    #expect(d.velocity(at: 99) == 0 && d.velocity(at: d.end) == 0)
    #expect(d.velocity(at: d.end - 1) > 0)
  }

  @Test func stopsDeadAtTheBottomEdgeWithoutBounces() {
    let free = Deceleration(from: 100, velocity: 1000, start: 0, bounds: feed)
    let d = Deceleration(from: 100, velocity: 1000, start: 0, bounds: 0...300, bounces: false)
    #expect(d.target == 300)
    #expect(abs(d.projectedDistance - 499) < 1e-9, "the projection itself is unclamped")
    // 1 − 0.998^ms = 200 / 499  →  ms ≈ 255.8
    #expect(d.end == 255_826)
    #expect(d.end < free.end)
    #expect(d.offset(at: d.end - 1) < 300 && d.offset(at: d.end - 1) > 299.99)
    #expect(d.offset(at: d.end) == 300)
    #expect(d.velocity(at: d.end) == 0)
  }

  @Test func stopsDeadAtTheTopEdgeWithoutBounces() {
    let d = Deceleration(from: 200, velocity: -1000, start: 0, bounds: 0...5000, bounces: false)
    #expect(abs(d.projectedDistance + 499) < 1e-9)
    #expect(d.target == 0)
    #expect(d.end == 255_826)
    #expect(d.offset(at: d.end - 1) > 0 && d.offset(at: d.end) == 0)
  }

  @Test func alreadyAtTheEdgeStopsAtOnceWithoutBounces() {
    let top = Deceleration(from: 0, velocity: -5000, start: 7, bounds: 0...5000, bounces: false)
    #expect(top.end == 7 && top.target == 0 && top.offset(at: 1000) == 0)
    let bottom = Deceleration(
      from: 5000, velocity: 5000, start: 7, bounds: 0...5000, bounces: false)
    #expect(bottom.end == 7 && bottom.target == 5000)
  }

  /// UIScrollView bounces (`bounces`, on by default): the fling meets the edge with the
  /// velocity it has there, overshoots by v / (ω·e) a tenth of a second later (ω = 10/s,
  /// ScrollMechanics' critically damped spring), and settles back on the edge.
  @Test func bouncesPastTheEdgeAndSettlesOnIt() {
    let still = Deceleration(from: 100, velocity: 1000, start: 0, bounds: 0...300, bounces: false)
    let d = Deceleration(from: 100, velocity: 1000, start: 0, bounds: 0...300)
    #expect(d.target == 300)
    // It meets the edge when the no-bounce fling stops, at the velocity it has there.
    let meets = still.end
    #expect(d.offset(at: meets - 1) == still.offset(at: meets - 1))
    let atEdge = 1000 * pow(0.998, Double(meets) / 1000)
    #expect(abs(d.velocity(at: meets) - atEdge) < 5)
    // The peak: a tenth of a second later, v / (10·e) past the edge.
    let peak = d.offset(at: meets + 100_000)
    #expect(abs(peak - (300 + atEdge / (10 * M_E))) < 0.5)
    #expect(abs(d.velocity(at: meets + 100_000)) < 5)
    // Back within half a point, then on the edge.
    #expect(d.end > meets + 400_000 && d.end < meets + 1_500_000)
    #expect(abs(d.offset(at: d.end - 1) - 300) < 0.501)
    #expect(d.offset(at: d.end) == 300 && d.velocity(at: d.end) == 0)
    // At the top, the same the other way; a fling from the edge outwards bounces at once.
    let top = Deceleration(from: 0, velocity: -2000, start: 7, bounds: 0...5000)
    #expect(top.offset(at: 100_007) < -70 && top.offset(at: top.end) == 0)
  }

  /// Let go past the edge (a rubber-banded drag), it springs back from where it is.
  @Test func aStartPastTheEdgeSpringsBack() {
    let d = Deceleration(from: -60, velocity: 0, start: 1000, bounds: 0...500)
    #expect(d.target == 0 && d.offset(at: 1000) == -60)
    #expect(d.offset(at: 200_000) > -60 && d.offset(at: 200_000) < 0)
    #expect(d.offset(at: d.end) == 0 && d.end > 400_000)
  }

  @Test func negativeVelocityMovesTowardsTheTop() {
    let d = Deceleration(from: 5000, velocity: -1000, start: 0, bounds: feed)
    #expect(abs(d.target - 4501) < 1e-9)
    #expect(d.offset(at: 100_000) < 5000 && d.offset(at: 100_000) > d.target)
    #expect(d.velocity(at: 0) == -1000)
    #expect(d.end == 3_449_423)
  }

  @Test func zeroAndTinyVelocitiesDoNotMove() {
    for v in [0.0, -0.0, 0.5, -0.9, .nan] {
      let d = Deceleration(from: 42, velocity: v, start: 1000, bounds: feed)
      #expect(d.end == 1000 && d.target == 42, "v \(v)")
      #expect(d.offset(at: 0) == 42 && d.offset(at: 5000) == 42)
      #expect(d.velocity(at: 1000) == 0)
    }
    let outside = Deceleration(from: -30, velocity: 0, start: 0, bounds: 0...10, bounces: false)
    #expect(outside.target == 0 && outside.offset(at: -5) == 0, "the start is clamped")
  }

  @Test func hugeVelocitiesNeverTrap() {
    for v in [1e6, -1e6, 1e300, -.infinity, .infinity, .greatestFiniteMagnitude] {
      let d = Deceleration(from: 50_000, velocity: v, start: .max - 10, bounds: 0...1e12)
      #expect(d.target.isFinite && d.projectedDistance.isFinite, "v \(v)")
      #expect(d.end >= d.start)
      #expect(d.offset(at: .max).isFinite && d.velocity(at: .max - 5).isFinite)
    }
    let d = Deceleration(from: 0, velocity: 1e6, start: 0, bounds: 0...1e12)
    #expect(abs(d.target - 499_000) < 1e-6)
    #expect(d.end == 6_899_846, "ln(0.5 / 499 000) / ln(0.998) ≈ 6.9 s")
    let wall = Deceleration(from: 0, velocity: 1e6, start: 0, bounds: 0...4000, bounces: false)
    #expect(wall.target == 4000 && wall.end < 5_000)
    // A bounce at such a speed is cut at its 10 s and ends on the edge.
    let bounced = Deceleration(from: 0, velocity: 1e6, start: 0, bounds: 0...4000)
    #expect(bounced.end <= 10_005_000 && bounced.offset(at: bounced.end) == 4000)
    #expect(bounced.offset(at: 50_000).isFinite)
  }

  @Test func invalidRatesFallBackToNormal() {
    let normal = Deceleration(from: 10, velocity: 800, start: 3, bounds: feed)
    for rate in [1, 0, -0.5, 1.5, .nan, .infinity, -.infinity] {
      let d = Deceleration(from: 10, velocity: 800, start: 3, bounds: feed, rate: rate)
      #expect(d == normal, "rate \(rate)")
    }
  }

  @Test func aRateAHairBelowOneIsCutAtSixtySeconds() {
    let d = Deceleration(from: 0, velocity: 100, start: 0, bounds: 0...1e15, rate: 0.999_999_9)
    #expect(d.end == 60_000_000)
    #expect(d.offset(at: d.end) == d.target && d.target.isFinite)
  }

  @Test func an8000PointFlingRunsFourAndAHalfSeconds() {
    let d = Deceleration(from: 0, velocity: 8000, start: 0, bounds: feed)
    #expect(abs(d.target - 3992) < 1e-6)
    #expect(d.end == 4_488_104)
    let fast = Deceleration(from: 0, velocity: 8000, start: 0, bounds: feed, rate: 0.99)
    #expect(abs(fast.target - 792) < 1e-9)
    #expect(fast.end == 733_081)
  }

  /// Offsets 0…20 000 in a 0…10 000 range, speeds up to 20 000 pt/s, rates 0.9…0.9999.
  /// With bounces: never further past an edge than a spring from the edge velocity (or the
  /// starting displacement) allows, always finite, ending on the target.
  @Test func aBounceStaysNearTheEdgeAndEndsOnTarget() async {
    await propertyCheck(
      count: 150, input: Gen.int(in: -2000...12_000), Gen.int(in: -20_000...20_000)
    ) { offset, velocity in
      let d = Deceleration(
        from: Double(offset), velocity: Double(velocity), start: 1_000, bounds: 0...10_000)
      let reach = 2000.0 + abs(Double(velocity)) / (10 * M_E) + 1
      let step = Int(max((d.end - d.start) / 200, 1))
      for t in stride(from: d.start, through: d.end + Micros(step), by: step) {
        let y = d.offset(at: t)
        #expect(y.isFinite && y > -reach && y < 10_000 + reach, "\(offset) \(velocity) at \(t)")
      }
      #expect(d.offset(at: d.end) == d.target && (0...10_000).contains(d.target))
    }
  }

  @Test func alwaysInsideTheBoundsMonotoneAndEndingOnTarget() async {
    await propertyCheck(
      count: 150, input: Gen.int(in: -2000...12_000), Gen.int(in: -20_000...20_000),
      Gen.int(in: 9000...9999)
    ) { offset, velocity, rate in
      let d = Deceleration(
        from: Double(offset), velocity: Double(velocity), start: 1_000,
        bounds: 0...10_000, rate: Double(rate) / 10_000, bounces: false)
      #expect(d.end - d.start <= 60_000_000)
      let step = Int(max((d.end - d.start) / 200, 1))
      var previous = d.offset(at: d.start)
      for t in stride(from: d.start, through: d.end + Micros(step), by: step) {
        let y = d.offset(at: t)
        #expect((0...10_000).contains(y))
        #expect(velocity >= 0 ? y >= previous : y <= previous)
        previous = y
      }
      #expect(d.offset(at: d.end) == d.target)
      #expect(
        d.target == min(max(d.offset(at: 0) + d.projectedDistance, 0), 10_000)
          || d.end == d.start)
    }
  }

  /// Issue 39: a fling goes on against the content's new size. The decay is memoryless, so the
  /// rebased fling follows the same path and only its stop moves to the new edge.
  @Test func aReboundedFlingKeepsItsPathAndStopsAtTheNewEdge() {
    let short = Deceleration(from: 0, velocity: 8000, start: 0, bounds: 0...3000)
    #expect(short.target == 3000)
    let grown = short.rebounded(to: 0...10_000, at: 500_000)
    #expect(grown.target > 3991 && grown.target < 3993)
    for time: Micros in [600_000, 1_000_000, 1_500_000] {
      let free = Deceleration(from: 0, velocity: 8000, start: 0, bounds: 0...10_000)
      #expect(abs(grown.offset(at: time) - free.offset(at: time)) < 1e-6, "\(time)")
    }
    // Already stopped, or the same bounds: nothing changes.
    #expect(short.rebounded(to: 0...10_000, at: short.end) == short)
    #expect(short.rebounded(to: 0...3000, at: 500_000) == short)
  }
}
