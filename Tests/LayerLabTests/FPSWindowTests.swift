import Testing

@testable import LayerLab

/// A stall before YYFPSLabel's first callback: the label's own windows never see it, the
/// summary's figures must.
struct FPSWindowTests {
  /// 60 Hz: main stalls through vsyncs 1–5 (dropped), then 70 callbacks on time.
  static func stalledStart() -> (ticks: [TickRecord], rows: [FrameRow]) {
    let device = DeviceProfile.iphone11
    var ticks: [TickRecord] = []
    var rows: [FrameRow] = []
    for index in Int64(1)...75 {
      let vsync = device.vsyncTime(index)
      let dropped = index <= 5
      if !dropped { ticks.append(TickRecord(due: vsync, fired: vsync)) }
      rows.append(
        FrameRow(
          frame: index, vsync: vsync, tick: dropped ? .missed : .onTime,
          fired: dropped ? nil : vsync, late: 0, mainBusy: 0, commitTime: 0, commit: 0,
          newCommit: false, shows: 0, appeared: nil))
    }
    return (ticks, rows)
  }

  @Test func theLabelsOwnWindowsMissAStallBeforeItsFirstTick() {
    let (ticks, _) = FPSWindowTests.stalledStart()
    let label = FrameSummary.fpsWindows(ticks)
    #expect(label.map(\.fps).min().map { $0 > 59.9 } == true, "YYFPSLabel alone reads 60")
  }

  @Test func theSummaryCountsTheStallInTheWindowItFallsIn() {
    let (ticks, rows) = FPSWindowTests.stalledStart()
    let summary = FrameSummary(ticks: ticks, rows: rows, duration: rows.last?.vsync ?? 0)
    #expect(summary.ticksMissed == 5)
    // Nothing was due on screen: missed ticks, no dropped frame, no share to give.
    #expect(summary.dropped == 0 && summary.droppedPercent == nil)
    let minFPS = summary.labelFPSMin ?? 100
    let worst = summary.worstSecondFPS ?? 100
    #expect(minFPS < 57, "the first window holds the five dropped frames: \(minFPS)")
    #expect(worst < 57, "the worst second shows them too: \(worst)")
  }
}
