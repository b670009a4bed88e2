import Testing

@testable import LayerLab

/// The blank-area definition on hand-made trees: which layers count, how they are cut, and
/// that overlaps count once.
struct ContentCoverageTests {
  /// A bitmap of any size: only whether contents exist (and are a placeholder) matters here.
  static func contents(placeholder: Bool = false) -> Contents {
    var contents = Contents(bitmap: FakeBitmap(pixelWidth: 1, pixelHeight: 1), draw: 1)
    contents.placeholder = placeholder
    return contents
  }

  static func node(
    _ name: String, _ frame: Rect, parent: Int? = nil, expects: Bool = true,
    contents: Contents? = nil, clip: Rect? = nil, masks: Bool = false, alpha: Double = 1
  ) -> RenderTree.Node {
    var style = LayerStyle()
    style.masksToBounds = masks
    style.alpha = alpha
    var state = LayerSnapshot(
      contents: contents, frame: frame, hidden: false, clip: clip, opaque: false,
      backgroundColor: nil, style: style)
    state.expectsContent = expects
    return RenderTree.Node(
      name: name, parent: parent, depth: parent == nil ? 0 : 1, hasSublayers: false,
      state: state)
  }

  /// A 100 × 100 pt screen at scale 1: 10 000 px.
  static func measure(_ nodes: [RenderTree.Node]) -> ContentCoverage {
    ContentCoverage(
      tree: RenderTree(nodes: nodes), screenWidth: 100, screenHeight: 100, scale: 1)
  }

  @Test func aDrawingLayerWithoutContentsIsBlankAndOneWithContentsIsNot() {
    let coverage = Self.measure([
      Self.node("empty", Rect(x: 0, y: 0, width: 50, height: 10)),
      Self.node("drawn", Rect(x: 0, y: 20, width: 50, height: 10), contents: Self.contents()),
      Self.node("plain", Rect(x: 0, y: 40, width: 50, height: 10), expects: false),
    ])
    #expect(coverage.screenPixels == 10_000)
    #expect(coverage.blankPixels == 500)
    #expect(coverage.blankPercent == 5)
    #expect(coverage.blankLayers.map(\.name) == ["empty"])
    #expect(coverage.entries.map(\.name) == ["empty", "drawn"])
  }

  @Test func aPlaceholderIsBlank() {
    let coverage = Self.measure([
      Self.node(
        "thumb", Rect(x: 0, y: 0, width: 10, height: 10),
        contents: Self.contents(placeholder: true))
    ])
    #expect(coverage.blankPixels == 100)
  }

  @Test func blankAreaIsCutToTheScreenTheClipAndMaskingAncestors() {
    let coverage = Self.measure([
      // Half off the bottom of the screen: 100 × 20 visible of 100 × 40.
      Self.node("low", Rect(x: 0, y: 80, width: 100, height: 40)),
      // Cut by its clip to 10 × 10.
      Self.node(
        "clipped", Rect(x: 0, y: 0, width: 50, height: 50),
        clip: Rect(x: 0, y: 0, width: 10, height: 10)),
      // A masking container 20 × 20 at (50, 0) holding a 60 × 60 blank child: 20 × 20.
      Self.node("box", Rect(x: 50, y: 0, width: 20, height: 20), expects: false, masks: true),
      Self.node("child", Rect(x: 50, y: 0, width: 60, height: 60), parent: 2),
    ])
    #expect(coverage.blankPixels == 2000 + 100 + 400)
  }

  @Test func invisibleLayersAreNotBlank() {
    let coverage = Self.measure([
      Self.node("off", Rect(x: 0, y: 200, width: 100, height: 40)),
      Self.node("transparent", Rect(x: 0, y: 0, width: 100, height: 40), alpha: 0),
    ])
    #expect(coverage.blankPixels == 0)
    #expect(coverage.entries.allSatisfy { !$0.visible })
  }

  @Test func overlappingBlankLayersCountOnce() {
    // A blank cell and a blank label on it: the label's pixels are the cell's.
    let coverage = Self.measure([
      Self.node("cell", Rect(x: 0, y: 0, width: 100, height: 30)),
      Self.node("cell.text", Rect(x: 10, y: 10, width: 50, height: 10), parent: 0),
      Self.node("other", Rect(x: 50, y: 20, width: 50, height: 20)),
    ])
    // 3000 for the cell, plus "other"'s 1000 less its 500 inside the cell.
    #expect(coverage.blankPixels == 3500)
    #expect(coverage.blankLayers.count == 3)
  }
}

/// Time to content on a hand-made sequence of presented frames.
struct ContentLatencyTests {
  static func frame(_ entries: [(String, visible: Bool, blank: Bool)]) -> ContentCoverage {
    ContentCoverage(
      screenPixels: 100, blankPixels: 0,
      entries: entries.map {
        ContentCoverage.Entry(name: $0.0, visible: $0.visible, blank: $0.blank, rect: nil)
      })
  }

  @Test func aWaitRunsFromEnteringToTheFirstFrameWithContents() {
    var tracker = ContentLatencyTracker()
    var waits: [ContentLatency] = []
    // Frame 1: "a" off screen. 2: enters blank. 3: still blank. 4: contents.
    waits += tracker.observe(Self.frame([("a", false, true)]), at: 100)
    waits += tracker.observe(Self.frame([("a", true, true)]), at: 200)
    waits += tracker.observe(Self.frame([("a", true, true)]), at: 300)
    waits += tracker.observe(Self.frame([("a", true, false)]), at: 400)
    // Still on screen with contents: no new wait.
    waits += tracker.observe(Self.frame([("a", true, false)]), at: 500)
    #expect(waits == [ContentLatency(layer: "a", entered: 200, shown: 400)])
  }

  @Test func arrivingDrawnIsAZeroWaitAndLeavingBlankIsNone() {
    var tracker = ContentLatencyTracker()
    var waits: [ContentLatency] = []
    waits += tracker.observe(Self.frame([("drawn", true, false), ("gone", true, true)]), at: 10)
    // "gone" leaves the screen still blank, then comes back with contents: a new wait of 0.
    waits += tracker.observe(Self.frame([("drawn", true, false), ("gone", false, true)]), at: 20)
    waits += tracker.observe(Self.frame([("drawn", true, false), ("gone", true, false)]), at: 30)
    #expect(
      waits == [
        ContentLatency(layer: "drawn", entered: 10, shown: 10),
        ContentLatency(layer: "gone", entered: 30, shown: 30),
      ])
  }

  @Test func aLayerClearedOnScreenStartsANewWait() {
    // A reused cell: on screen with its old row's contents, cleared for the new row in the
    // same frame it moved, drawn two frames later.
    var tracker = ContentLatencyTracker()
    var waits: [ContentLatency] = []
    waits += tracker.observe(Self.frame([("cell.text", true, false)]), at: 0)
    waits += tracker.observe(Self.frame([("cell.text", true, true)]), at: 16)
    waits += tracker.observe(Self.frame([("cell.text", true, true)]), at: 33)
    waits += tracker.observe(Self.frame([("cell.text", true, false)]), at: 50)
    #expect(waits.map(\.micros) == [0, 34])
  }

  @Test func theSummaryTakesFlashListsMaxAndCumulativeAndThePercentiles() {
    var rows: [FrameRow] = []
    for (index, blank) in [0, 2500, 0, 5000, 1000].enumerated() {
      var row = FrameRow(
        frame: Int64(index + 1), vsync: Micros(index + 1) * 16_667, tick: .onTime, fired: nil,
        late: 0, mainBusy: 0, commitTime: 0, commit: 1, newCommit: false, shows: 1,
        appeared: nil)
      row.blank.screenPixels = 10_000
      row.blank.blankPixels = blank
      rows.append(row)
    }
    let waits = [0, 0, 16_667, 33_333, 100_000].map {
      ContentLatency(layer: "x", entered: 0, shown: Micros($0))
    }
    let summary = ContentSummary(rows: rows, latencies: waits)
    #expect(summary.blankFrames == 3)
    #expect(summary.maxBlankPixels == 5000 && summary.maxBlankPercent == 50)
    #expect(summary.cumulativeBlankPixels == 8500)
    #expect(summary.cumulativeBlankPercent == 85)
    #expect(summary.timeToContentP50 == 16_667)
    // Rank 0.95 × 4 = 3.8: 33 333 + 0.8 × (100 000 − 33 333).
    #expect(abs((summary.timeToContentP95 ?? 0) - 86_666.6) < 0.01)
    #expect(summary.timeToContentMax == 100_000)
  }
}
