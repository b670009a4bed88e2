import LayerLab
import Testing

@testable import LayerLabShell

/// `compare`: one session file, several pools, one table.
@Suite("Session: compare")
struct SessionCompareTests {
  /// A YYLabel changed while its slow draw runs (Chinese: its glyphs come from a cascade
  /// font, the slow part of a layout).
  static let script = """
    clock model
    cpuclock fixed
    pool yy
    new label t frame=0,0,300,40 displaysAsynchronously=true text="一段旧的文字，比新的长得多，排版也慢得多：中文从级联字体里来"
    run 50us
    t.text = "new"
    run until idle
    """

  /// An ADLabel changed while its slow draw runs (pools.lab's race): its first draw starts at
  /// vsync 1; another label's change 1 ms after t's wakes main, whose commit re-arms the flag.
  /// On the iPhone 6, where the long text's draw lasts a few ms at the fitted prices.
  static let adScript = """
    clock model
    cpuclock fixed
    device iphone6
    new label t frame=0,0,300,40 numberOfLines=0 layerClass=ad text="一段旧的文字，比新的长得多，排版也慢得多：中文从级联字体里来。一段旧的文字，比新的长得多，排版也慢得多：中文从级联字体里来。"
    new label other frame=0,50,300,40 text="other"
    run 17ms
    t.text = "new"
    run 1ms
    other.text = "changed"
    run until idle
    """

  /// Both scripts run at peak CPU clock: the change lands inside the draw timed at the cost
  /// model's prices.
  /// One row per pool; the stale draw follows the label's layer class, not the pool: a
  /// YYLabel's is cancelled on both pools, an ADLabel's commits on both.
  @Test(arguments: [(script, "1", "0"), (adScript, "0", "1")])
  func oneRowPerPoolAndTheStaleDrawFollowsTheLayerClass(
    _ script: String, cancelled: String, stale: String
  ) throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/race.lab"
      try AtomicFile.write(script, to: path)
      let harness = SessionHarness()
      #expect(harness.run("compare yy ad -- \(path)") == .ok)
      #expect(harness.err == "")
      let lines = harness.outLines
      try #require(lines.count == 6, "conditions, header, rule, two rows, the window note")
      #expect(
        lines[0].hasPrefix("conditions: iphone") && lines[0].contains("· 60 Hz · clock model"))
      #expect(lines[1].hasPrefix("pool"))
      let yy = lines[3].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      let ad = lines[4].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      // pool frame_rate label_fps_last label_fps_min dropped dropped_frame_pct hitch gpu_ms
      // offscreen executed cancelled skipped stale …
      #expect(yy.first == "yy" && ad.first == "ad")
      for row in [yy, ad] {
        #expect(row[10] == cancelled && row[12] == stale, "\(row.first ?? "")")
      }
      #expect(harness.engine.views.isEmpty, "the session's own state is untouched")
    }
  }

  static let scroll = """
    clock model
    device iphone6
    new table feed rows=200 seed=3 strategy=texture
    run until idle
    feed.strategy = texture
    feed.fling(velocity: -9000)
    run 400ms
    feed.tap()
    run until idle
    """

  @Test func strategiesAreForcedOnEveryTableAndVVeboSkipsRows() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/scroll.lab"
      try AtomicFile.write(Self.scroll, to: path)
      let harness = SessionHarness()
      #expect(harness.run("compare sync vvebo -- \(path)") == .ok)
      #expect(harness.err == "")
      let lines = harness.outLines
      try #require(lines.count == 6, "conditions, header, rule, two rows, the window note")
      #expect(lines[1].hasPrefix("strategy"))
      let sync = lines[3].split(separator: " ").map(String.init)
      let vvebo = lines[4].split(separator: " ").map(String.init)
      // strategy frame_rate label_fps_last label_fps_min dropped dropped_frame_pct hitch gpu_ms
      // offscreen executed cancelled skipped …
      #expect(sync.first == "sync" && vvebo.first == "vvebo")
      #expect(sync[11] == "0", "sync draws every row")
      #expect((Int(vvebo[11]) ?? 0) > 0, "vvebo leaves rows far from the target blank")
      #expect((Int(vvebo[9]) ?? 0) < (Int(sync[9]) ?? 0), "so it executes fewer draws")
      // The sync run made no queue at all: the file's texture lines were overridden.
      // (peak_bitmap is two words: "14.0 MiB"; peak_threads follows it.)
      #expect(sync.count > 16 && sync[16] == "0")
    }
  }

  @Test func unknownNamesAreRefused() {
    let harness = SessionHarness()
    #expect(harness.run("compare synk -- x.lab") == .failed)
    #expect(harness.errLines.last?.contains("did you mean 'sync'") == true)
    #expect(harness.run("compare sync -- x.lab") == .failed)
    #expect(harness.errLines.last?.contains("cannot read") == true)
    #expect(harness.run("compare yyy -- x.lab") == .failed)
    #expect(harness.run("compare yy") == .failed)
    #expect(harness.errLines.last?.hasPrefix("error: usage: compare") == true)
  }
}
