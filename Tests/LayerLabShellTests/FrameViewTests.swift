import LayerLab
import Testing

@testable import LayerLabShell

/// `frames`, `explain frame N` and `explain frames`, on sessions small enough to reason about:
/// a sync label whose draw crosses vsyncs (a commit hitch), shadowed views whose offscreen
/// passes overrun the GPU (a render hitch).
struct FrameViewTests {
  /// Chinese, so most of its glyphs come from a cascade font: 528 glyphs on 24 lines, a
  /// 26 ms draw on an iPhone 6 (an English text that long lays out in a fraction of that).
  static let longText = String(repeating: "敏捷的棕色狐狸跳过了懒狗，然后继续穿过田野。", count: 24)

  /// A label drawn on main (YYLabel's default) whose one draw takes two intervals.
  func slowLabel() -> SessionHarness {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare(
      "new label big frame=0,0,375,600 numberOfLines=0 text=\"\(Self.longText)\"",
      "run until idle")
    return harness
  }

  /// Twenty rounded, shadowed views without a shadowPath (a shadow container around a clipped
  /// child each: a masked layer casts no shadow), and a label ticking every 16 ms.
  func shadows() -> SessionHarness {
    let harness = SessionHarness(device: .iphone6)
    for index in 0..<20 {
      let x = 20 + (index % 4) * 87
      let y = 80 + (index / 4) * 100
      harness.prepare(
        "new view s\(index) frame=\(x),\(y),80,80 cornerRadius=12 shadowOpacity=0.5 "
          + "shadowRadius=16",
        "new view c\(index) frame=\(x),\(y),80,80 backgroundColor=#FF0000 cornerRadius=12 "
          + "masksToBounds=true superview=s\(index)")
    }
    harness.prepare(
      "new label ticker frame=20,30,335,30 text=tick opaque=true backgroundColor=#FFFFFF",
      "run until idle", "repeat 10 every 16ms ticker.setNeedsDisplay()", "run until idle")
    return harness
  }

  @Test func aSyncDrawAcrossAVsyncIsACommitHitchNamingTheLabel() throws {
    let harness = slowLabel()
    let groups = FrameExplanation(engine: harness.engine).groups()
    let worst = try #require(groups.first, "the label's draw makes a late frame")
    #expect(worst.cause.label == "sync draw on main: big")
    #expect(harness.run("explain frame \(worst.worst)") == .ok, "\(harness.err)")
    let out = harness.out
    #expect(out.contains("frame \(worst.worst) at "))
    #expect(out.contains("commit hitch"))
    #expect(out.contains("display big"), "the heaviest work is the label's display")
    #expect(
      out.contains("fix: big drew on main for ")
        && out.contains("displaysAsynchronously=false — try displaysAsynchronously=true"))
  }

  /// Issue 43: the fix named the strategy the table had when `explain` ran, not the one its
  /// late frames were drawn under ("strategy async — try strategy=async").
  @Test func theFixNamesTheStrategyTheFrameWasDrawnUnder() throws {
    let harness = SessionHarness(device: try #require(DeviceProfile.named("iphone5")))
    harness.prepare(
      "new table feed rows=200 seed=7 strategy=sync", "run until idle",
      "feed.fling(velocity: -14000)", "run until idle", "feed.strategy = async")
    harness.clear()
    #expect(harness.run("explain frames") == .ok, "\(harness.err)")
    #expect(
      harness.out.contains("strategy sync when it drew — try strategy=async"), "\(harness.out)")
    #expect(!harness.out.contains("strategy async"), "\(harness.out)")
  }

  /// Issue 23: the late frame of a table measured at creation read "main: input handling"
  /// with no fix; the heights have a span of their own, a cause and the fix. Issue 24: a
  /// feed table measures at load as VVebo's loadData does, and the fix says so.
  ///
  /// The table draws its first screen on main (`sync`), in the same commit as the heights,
  /// so no later commit takes that late frame's place before it renders; 5000 rows so the
  /// heights outweigh the first screen's draws.
  @Test func rowsMeasuredOnMainAreTheCauseAndTheFixFollowsWhenTheyWereMeasured() throws {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare("new table feed rows=5000 seed=7 strategy=sync", "run until idle")
    let heights = harness.engine.recording.spans.filter { $0.category == "heights" }
    let draws = harness.engine.recording.draws.filter { $0.mode == .sync }
    #expect(
      heights.reduce(0) { $0 + $1.end - $1.start } > draws.reduce(0) { $0 + ($1.drawCost ?? 0) },
      "the heights are most of the frame's main-thread work")
    let groups = FrameExplanation(engine: harness.engine).groups()
    let group = try #require(groups.first)
    #expect(group.cause.label == "main: row heights measured")
    #expect(group.cause.hint?.contains("loadData feed ×5000") == true, "\(group.cause)")
    #expect(group.cause.hint?.contains("VVebo computes every row's frame") == true)

    let eager = SessionHarness(device: .iphone6)
    eager.prepare(
      "new table news rows=100 seed=7 cell=news images=false estimatedRowHeight=0",
      "run until idle")
    let late = try #require(FrameExplanation(engine: eager.engine).groups().first)
    #expect(late.cause.label == "main: row heights measured")
    #expect(
      late.cause.hint?.contains("news.estimatedRowHeight=0 asks every row at reloadData")
        == true,
      "\(late.cause)")
  }

  /// Heights asked during the scroll (the default) name measuring ahead or caching as the fix.
  @Test func heightsMeasuredDuringTheScrollNameMeasuringAheadAsTheFix() {
    let fix = MainWorkReport.heightsFix("heightForRow news ×3, 3 measured", table: "news")
    #expect(fix.contains("during the scroll"))
    #expect(fix.contains("news.estimatedRowHeight=0"))
    #expect(fix.contains("heightWith:"))
  }

  /// Issue 23: a sync feed's worst frame was its creation (reloadData and the first draws),
  /// before any scroll; set-up frames are grouped apart and the worst frame is the scroll's.
  @Test func theSetUpBeforeTheFirstGestureIsGroupedApart() throws {
    let harness = SessionHarness(device: .iphone6)
    // A 30 000 pt/s fling (the AsyncDraw demo's) brings in enough rows a frame for the sync
    // draws to miss frames.
    harness.prepare(
      "new table feed rows=1000 seed=7 strategy=sync", "run until idle",
      "feed.fling(velocity: -30000)", "run 1500ms")
    let explanation = FrameExplanation(engine: harness.engine)
    let groups = explanation.groups()
    let gesture = try #require(harness.engine.recording.firstGesture)
    #expect(groups.contains { $0.cause.label.hasPrefix("set-up: ") })
    #expect(groups.contains { !$0.cause.label.hasPrefix("set-up: ") })
    let worst = try #require(explanation.worstFrame())
    #expect(harness.engine.device.vsyncTime(worst) > gesture, "the scroll's worst frame")
  }

  @Test func shadowsWithoutAPathAreARenderHitchOfOffscreenPasses() throws {
    let harness = shadows()
    let groups = FrameExplanation(engine: harness.engine).groups()
    let worst = try #require(groups.first)
    #expect(worst.cause.label == "render: offscreen passes")
    #expect(groups.allSatisfy { $0.cause.label.hasPrefix("render") }, "main never missed")
    harness.clear()
    #expect(harness.run("explain frame \(worst.worst)") == .ok, "\(harness.err)")
    #expect(harness.out.contains("render hitch"))
    #expect(harness.out.contains("20 offscreen passes"))
    #expect(harness.out.contains("fix: 20 offscreen passes: set shadowPath / shouldRasterize"))
    harness.clear()
    #expect(harness.run("frames late") == .ok)
    #expect(harness.outLines.dropFirst(2).first?.hasPrefix("render: offscreen passes") == true)
  }

  @Test func anOnTimeFrameIsOneLine() throws {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare("new label small frame=0,0,100,20 text=hi", "run until idle")
    let shown = try #require(harness.engine.recording.renders.last)
    #expect(shown.hitch == .none)
    #expect(harness.run("explain frame \(shown.presented)") == .ok)
    #expect(harness.outLines.count == 1)
    #expect(harness.out.contains("commit \(shown.commit) appeared on time"))
  }

  @Test func framesListsOneRowPerVsyncInTheWindow() {
    let harness = slowLabel()
    #expect(harness.run("frames from 16ms to 50ms") == .ok, "\(harness.err)")
    let lines = harness.outLines
    #expect(lines.first?.hasPrefix("frame  vsync_ms  tick") == true)
    // vsyncs 1 (16.666 ms), 2 (33.333 ms) and 3 (50.000 ms).
    #expect(lines.count == 5, "\(lines)")
    #expect(lines.last?.contains("50.000") == true)
  }

  @Test func framesCapsTheRowsAndSaysHowToNarrow() {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare("run 40s")
    #expect(harness.run("frames") == .ok)
    let first = harness.outLines.first ?? ""
    #expect(first.hasPrefix("(the first 2000 of 2400 frames; 400 left out"), "\(first)")
    #expect(first.contains("'frames from 33.35s'"))
    #expect(harness.outLines.count == 2000 + 3)
  }

  @Test func badWindowsAndFramesAreRefusedInOneLine() {
    let harness = slowLabel()
    let cases: [(String, String)] = [
      ("frames from 50ms to 20ms", "frames window is empty: from 50ms is after to 20ms"),
      ("frames from 10s", "is beyond the session's end"),
      ("frames to", "usage: frames [from DURATION]"),
      ("frames from 1ms from 2ms", "usage: frames"),
      ("frames sideways", "usage: frames"),
      ("explain frame 99999", "no frame 99999: the frames kept are 1 to "),
      ("explain frame -3", "'frame' must be from 1"),
      ("explain frame", "usage: explain frame N"),
      ("explain window", "usage: explain frame N | explain frame worst | explain frames"),
    ]
    for (line, message) in cases {
      let before = harness.snapshot(of: "big")
      harness.clear()
      #expect(harness.run(line) != .ok, "\(line)")
      #expect(
        harness.errLines.count == 1 && harness.err.contains(message), "\(line): \(harness.err)")
      #expect(harness.snapshot(of: "big") == before)
    }
  }

  @Test func explainWithNoFramesSaysToRunFirst() {
    let harness = SessionHarness()
    #expect(harness.run("explain frame 1") != .ok)
    #expect(harness.err.contains("no frames yet; run something first"))
    harness.clear()
    #expect(harness.run("explain frames") == .ok)
    #expect(harness.out == "no frames yet\n")
  }

  @Test func cellLayersGroupByTheirCell() {
    #expect(HitchCause.family(of: "feed.cell12.text") == "feed.cell*")
    #expect(HitchCause.family(of: "feed.cell3") == "feed.cell*")
    #expect(HitchCause.family(of: "title") == "title")
  }
}
