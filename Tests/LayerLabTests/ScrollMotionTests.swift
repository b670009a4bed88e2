import Testing

@testable import LayerLab

/// A scripted finger drag, `setContentOffset(animated:)`, and the motion that wraps them.
@Suite struct ScrollMotionTests {
  @Test func dragMovesLinearly() {
    let d = DragMotion(
      from: 1000, distance: 400, start: 10_000, duration: 200_000, bounds: 0...5000)
    #expect(d.end == 210_000)
    #expect(d.offset(at: 0) == 1000 && d.offset(at: 10_000) == 1000)
    #expect(d.offset(at: 60_000) == 1100)
    #expect(d.offset(at: 110_000) == 1200)
    #expect(d.offset(at: 209_999) < 1400)
    #expect(d.offset(at: 210_000) == 1400 && d.offset(at: 9_999_999) == 1400)
    #expect(d.velocity == 2000, "400 pt in 0.2 s")
  }

  @Test func dragTowardsTheTopIsClampedAtZero() {
    let d = DragMotion(from: 300, distance: -600, start: 0, duration: 100_000, bounds: 0...5000)
    #expect(d.offset(at: 25_000) == 150)
    #expect(d.offset(at: 50_000) == 0)
    #expect(d.offset(at: 75_000) == 0, "no rubber band")
    #expect(d.offset(at: d.end) == 0)
    #expect(d.velocity == -6000, "the finger keeps its speed at the edge")
  }

  @Test func dragIsClampedAtTheBottomAndStartsInsideTheBounds() {
    let d = DragMotion(from: 4900, distance: 500, start: 0, duration: 50_000, bounds: 0...5000)
    #expect(d.offset(at: 10_000) == 5000 && d.offset(at: d.end) == 5000)
    let outside = DragMotion(from: 9000, distance: -100, start: 0, duration: 10, bounds: 0...5000)
    #expect(outside.offset(at: 0) == 5000 && outside.offset(at: 10) == 4900)
  }

  @Test func zeroAndNegativeDurationsJump() {
    for duration: Micros in [0, -5_000] {
      let d = DragMotion(from: 10, distance: 90, start: 500, duration: duration, bounds: 0...1000)
      #expect(d.end == 500)
      #expect(d.offset(at: 499) == 10 && d.offset(at: 500) == 100)
      #expect(d.velocity == 0)
    }
    let bad = DragMotion(from: .nan, distance: .infinity, start: 0, duration: 10, bounds: 0...1)
    #expect(bad.offset(at: 5) == 0 && bad.velocity == 0)
    let late = DragMotion(from: 0, distance: 1, start: .max - 1, duration: 100, bounds: 0...1)
    #expect(late.end == .max)
  }

  @Test func animationEasesInAndOut() {
    let a = ScrollAnimation(from: 8000, to: 0, start: 1_000_000)
    #expect(ScrollAnimation.scrollToTopDuration == 300_000)
    #expect(a.end == 1_300_000 && a.target == 0)
    #expect(a.offset(at: 999_999) == 8000 && a.offset(at: 1_000_000) == 8000)
    #expect(a.offset(at: 1_150_000) == 4000, "halfway in time is halfway in distance")
    // smoothstep(0.1) = 0.028: slow at the start, and symmetric at the end.
    #expect(abs(a.offset(at: 1_030_000) - 8000 * (1 - 0.028)) < 1e-9)
    #expect(abs(a.offset(at: 1_270_000) - 8000 * 0.028) < 1e-9)
    #expect(a.offset(at: 1_300_000) == 0 && a.offset(at: 5_000_000) == 0)
    var previous = 8000.0
    for t in stride(from: Micros(1_000_000), through: 1_300_000, by: 1000) {
      #expect(a.offset(at: t) <= previous)
      previous = a.offset(at: t)
    }
  }

  @Test func animationTargetIsExactForAnyDuration() {
    let a = ScrollAnimation(from: 0.1, to: 1234.567, start: 0, duration: 77_777)
    #expect(a.offset(at: 77_777) == 1234.567)
    let jump = ScrollAnimation(from: 50, to: 70, start: 10, duration: -1)
    #expect(jump.end == 10 && jump.offset(at: 9) == 50 && jump.offset(at: 10) == 70)
    let bad = ScrollAnimation(from: .nan, to: .infinity, start: 0)
    #expect(bad.target == 0 && bad.offset(at: 100_000) == 0)
  }

  @Test func motionForwardsAndTracksLikeUIKit() {
    let drag = DragMotion(from: 0, distance: 300, start: 0, duration: 100_000, bounds: 0...9000)
    let fling = Deceleration(from: 300, velocity: 3000, start: 100_000, bounds: 0...9000)
    let top = ScrollAnimation(from: 1797, to: 0, start: 5_000_000)
    let motions: [ScrollMotion] = [.dragging(drag), .decelerating(fling), .animating(top)]
    #expect(motions.map(\.isTracking) == [true, true, false])
    #expect(motions.map(\.start) == [0, 100_000, 5_000_000])
    #expect(motions.map(\.end) == [drag.end, fling.end, top.end])
    #expect(motions.map { $0.offset(at: 50_000) } == [150, 300, 1797])
    #expect(ScrollMotion.decelerating(fling).offset(at: fling.end) == fling.target)
  }
}
