import Testing

@testable import LayerLab

/// The render loop after the commit: N+2 presentation, commit and render hitches, and the
/// fall-back to triple buffering and back (docs/research/renderloop.md §1–2).
struct FramePipelineTests {
  let device = DeviceProfile.iphone11
  var interval: Micros { device.frameInterval }

  func commit(
    begin: Int64, at time: Micros, prepare: Micros = 500, execute: Micros = 2_000
  ) -> FramePipeline.Commit {
    FramePipeline.Commit(begin: begin, committedAt: time, prepare: prepare, execute: execute)
  }

  @Test func aCommitAppearsTwoVsyncsAfterTheIntervalItWasMadeIn() {
    var pipeline = FramePipeline()
    // Made at 16.1 ms, in the interval that began at vsync 0: rendered during interval 1,
    // shown at vsync 2 (33.3 ms), not at the 16.7 ms vsync.
    let early = pipeline.render(commit(begin: 0, at: 16_100), on: device)
    #expect(early.deadline == 1 && early.presented == 2 && early.hitch == .none)
    #expect(device.vsyncTime(early.presented) == 33_333)
    // Made at 20 ms, in the interval that began at vsync 1: shown at vsync 3 (50 ms).
    let later = pipeline.render(commit(begin: 1, at: 20_000), on: device)
    #expect(later.presented == 3 && device.vsyncTime(later.presented) == 50_000)
    #expect(later.hitchTime == 0 && later.buffers == 2)
  }

  @Test func aCommitPastItsDeadlineIsACommitHitchOfOneIntervalPerVsyncMissed() {
    var pipeline = FramePipeline()
    // Begun at vsync 0, committed at 20 ms: it missed the 16.7 ms deadline by one vsync.
    let one = pipeline.render(commit(begin: 0, at: 20_000), on: device)
    #expect(one.hitch == .commit && one.presented == 3 && one.expected == 2)
    #expect(one.hitchTime == device.vsyncTime(3) - device.vsyncTime(2))
    // Begun at vsync 3, committed at 85 ms: past the 66.7 and 83.3 ms deadlines.
    let two = pipeline.render(commit(begin: 3, at: 85_000), on: device)
    #expect(two.hitch == .commit && two.presented == two.expected + 2)
    #expect(pipeline.buffers == 2)
  }

  @Test func aFrameThatReplacedALateCommitIsExpectedWhereThatCommitWas() {
    var pipeline = FramePipeline()
    // Commit A, begun at vsync 0, missed its 16.7 ms deadline; before its render began the
    // next tick's commit B (begun at vsync 1, on time for vsync 2) replaced it. The screen
    // showed nothing new at vsync 2, where A was expected: one interval late, the app's.
    var b = commit(begin: 1, at: 20_000)
    b.heldSince = 0
    b.heldLate = true
    let frame = pipeline.render(b, on: device)
    #expect(frame.expected == 2 && frame.presented == 3)
    #expect(frame.hitch == .commit && frame.hitchTime == device.vsyncTime(3) - device.vsyncTime(2))
    // The same commit replacing nothing is on time: B alone was expected at vsync 3.
    var fresh = FramePipeline()
    let alone = fresh.render(commit(begin: 1, at: 20_000), on: device)
    #expect(alone.expected == 3 && alone.hitch == .none)
  }

  @Test func aFrameThatReplacedOnTimeCommitsIsLateByTheRenderServer() {
    var pipeline = FramePipeline()
    // Both commits made their deadlines; B replaced A only because A had not begun its
    // render. Presented after A's expected vsync: the render server's lateness, not the app's.
    var b = commit(begin: 1, at: 20_000)
    b.heldSince = 0
    let frame = pipeline.render(b, on: device)
    #expect(frame.presented > frame.expected && frame.hitch == .render)
    // The buffering follows the render server's own slot: B rendered in time for it.
    #expect(pipeline.buffers == 2)
  }

  @Test func aSlowRenderIsARenderHitchThenTripleBufferingUntilItCatchesUp() {
    var pipeline = FramePipeline()
    // On time, but the GPU needs 1.5 intervals: shown one vsync late, and the server moves to
    // three buffers.
    let slow = pipeline.render(
      commit(begin: 0, at: 10_000, execute: interval * 3 / 2), on: device)
    #expect(slow.hitch == .render && slow.presented == 3 && slow.expected == 2)
    #expect(slow.buffers == 2 && pipeline.buffers == 3)
    // The next frames take 3 intervals by design and are not hitches, even when the GPU
    // needs more than one interval for them.
    let next = pipeline.render(
      commit(begin: 2, at: 40_000, execute: interval * 3 / 2), on: device)
    #expect(next.buffers == 3 && next.hitch == .none && next.presented == next.expected)
    #expect(next.presented == 5 && pipeline.buffers == 3)
    // A frame that renders within one interval of its deadline brings back two buffers.
    let quick = pipeline.render(commit(begin: 4, at: 70_000), on: device)
    #expect(quick.buffers == 3 && quick.hitch == .none && quick.presented == 7)
    #expect(pipeline.buffers == 2)
    let after = pipeline.render(commit(begin: 6, at: 105_000), on: device)
    #expect(after.buffers == 2 && after.presented == 8 && after.hitch == .none)
  }

  @Test func renderPrepareMustFitOneIntervalEvenWithThreeBuffers() {
    var pipeline = FramePipeline()
    let first = pipeline.render(commit(begin: 0, at: 5_000, prepare: interval + 1_000), on: device)
    #expect(first.hitch == .render)
    #expect(pipeline.buffers == 3)
    let second = pipeline.render(
      commit(begin: 2, at: 40_000, prepare: interval + 1_000), on: device)
    #expect(second.hitch == .render && second.presented > second.expected)
  }

  @Test func aHundredTwentyHertzDeviceHalvesTheLifetime() {
    var pipeline = FramePipeline()
    let promotion = DeviceProfile.ipadPro
    let frame = pipeline.render(commit(begin: 0, at: 4_000), on: promotion)
    #expect(promotion.vsyncTime(frame.presented) == 16_666)
    #expect(frame.presented == 2)
  }

  @Test func presentationNeverGoesBackToAnOlderVsync() {
    var pipeline = FramePipeline()
    _ = pipeline.render(commit(begin: 0, at: 10_000, execute: interval * 3 / 2), on: device)
    var last: Int64 = 0
    for begin in Int64(1)...8 {
      let frame = pipeline.render(
        commit(begin: begin, at: device.vsyncTime(begin) + 3_000, execute: 1_000), on: device)
      #expect(frame.presented >= last)
      last = frame.presented
    }
  }
}
