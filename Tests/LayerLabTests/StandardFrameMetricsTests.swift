import Testing

@testable import LayerLab

/// The frame figures under their standard names, pinned on hand-made frames: XCTest's number
/// of hitches and hitch total time, the hitch time ratio with the Organizer's band, and
/// Macrobenchmark's frameOverrunMs / frameDurationCpuMs percentiles.
@Suite struct StandardFrameMetricsTests {
  let device = DeviceProfile.iphone6

  /// A frame that appeared at vsync `index`, `late` µs late for `kind`.
  func appeared(_ kind: FramePipeline.HitchKind, late: Micros) -> FrameRecord.Appeared? {
    FrameRecord.Appeared([
      RenderRecord(
        commit: 1, committedAt: 0, begin: 0, deadline: 1, prepareStart: 0, executeStart: 0,
        presented: 2, expected: 2, buffers: 2, hitch: kind, hitchTime: late, cost: RenderCost())
    ])
  }

  /// One second at 60 Hz, a frame at every vsync; three late: a commit hitch of one
  /// interval, a render hitch of two, a commit hitch of three.
  @Test func threeHitchesGiveTheirCountTotalAndRatio() throws {
    let late: [Int64: (FramePipeline.HitchKind, Micros)] = [
      10: (.commit, 16_667), 20: (.render, 33_333), 30: (.commit, 50_000),
    ]
    var rows: [FrameRow] = []
    var ticks: [TickRecord] = []
    for index in Int64(1)...60 {
      let vsync = device.vsyncTime(index)
      ticks.append(TickRecord(due: vsync, fired: vsync))
      let (kind, time) = late[index] ?? (.none, 0)
      rows.append(
        FrameRow(
          frame: index, vsync: vsync, tick: .onTime, fired: vsync, late: 0, mainBusy: 0,
          commitTime: 0, commit: Int(index), newCommit: true, shows: Int(index),
          appeared: appeared(kind, late: time)))
    }
    let summary = FrameSummary(ticks: ticks, rows: rows, duration: 1_000_000)
    #expect(summary.hitches.count == 3)
    #expect(summary.hitches.commit == 2 && summary.hitches.render == 1)
    #expect(summary.hitches.time == 100_000)
    // 100 ms late in one second: 100 ms/s, past the Organizer's 50 ms/s.
    let ratio = try #require(summary.hitches.ratio)
    #expect(abs(ratio - 100) < 1e-9)
    #expect(summary.hitches.organizerRating == "immediate attention")
    #expect(summary.frameRate == 60)
  }

  /// Eleven frames: overruns −8 … 10 ms in steps of 2 and one of 50 ms; CPU 1 … 11 ms.
  /// Linear interpolation at rank p/100 × (n − 1), as androidx's MetricResult.
  @Test func percentilesInterpolateBetweenRanks() {
    let overruns: [Micros] = [-8, -6, -4, -2, 0, 2, 4, 6, 8, 10, 50].map { $0 * 1000 }
    let timings = overruns.enumerated().map { index, overrun in
      FrameTiming(
        commit: index + 1, committedAt: Micros(index) * 16_667, overrun: overrun,
        cpu: Micros(index + 1) * 1000)
    }
    let summary = FrameTimingSummary(timings.reversed())
    #expect(summary.count == 11)
    // Ranks 5, 9, 9.5, 9.9: 2 ms, 10 ms, halfway to 50 → 30 ms, 90 % of the way → 46 ms.
    #expect(summary.overrun.map { ($0 / 1000 * 1000).rounded() / 1000 } == [2, 10, 30, 46])
    #expect(summary.cpu.map { ($0 / 1000 * 1000).rounded() / 1000 } == [6, 10, 10.5, 10.9])
    #expect(FrameTimingSummary([]).overrun.isEmpty)
    #expect(FrameTimingSummary.percentile([7], 99) == 7)
  }

  /// A sync draw of 36 ms on main: its frame's commit misses the deadline; the overrun is the
  /// commit − the vsync after the frame began, and the CPU time holds the draw.
  @Test func aLateCommitHasAPositiveOverrunAndItsWorkInTheCPUTime() throws {
    let h = Harness(clock: .measured)
    h.renderer.textPassMicros["slow"] = 36_000 / h.engine.speedFactor
    #expect(h.engine.advance(.duration(20_000)) == .reached)
    try h.label("s", async: false, text: "slow")
    #expect(h.engine.advance(.duration(200_000)) == .reached)
    let timings = h.engine.frameTimings
    let record = try #require(h.engine.recording.renders.first { $0.hitch == .commit })
    let timing = try #require(timings.first { $0.commit == record.commit })
    let deadline = h.engine.device.vsyncTime(record.begin + 1)
    #expect(timing.overrun == record.committedAt - deadline)
    #expect(timing.overrun > 0)
    #expect(timing.cpu >= 36_000 + record.cost.prepare)
    #expect(timings.allSatisfy { $0.cpu >= 0 })
  }
}
