import Testing

@testable import LayerLab

/// The `kind`, `name` and `detail` columns derived from each payload: the strings the
/// `events` CSV and the recorded transcripts were made with, which must not drift.
@Suite struct TraceEventColumnsTests {
  /// A payload and the three columns it must produce.
  struct Row: Sendable, CustomTestStringConvertible {
    let event: TraceEvent
    let kind: EventKind
    let name: String
    let detail: String
    var testDescription: String { "\(kind.rawValue) \(name)" }

    init(_ event: TraceEvent, _ kind: EventKind, _ name: String, _ detail: String = "") {
      self.event = event
      self.kind = kind
      self.name = name
      self.detail = detail
    }
  }

  static let runLoop: [Row] = [
    Row(.activity(.beforeTimers), .activity, "BeforeTimers"),
    Row(
      .activity(.afterWaiting, woken: .mainQueue, asleep: 120), .activity, "AfterWaiting",
      "woken by main queue after 0.120 ms asleep"),
    Row(.observer(name: "CA commit", order: 2_000_000), .observer, "CA commit", "2000000"),
    Row(
      .observer(name: "YYTransaction", order: 0xFF_FFFF, callout: .taskSet(pending: 0)),
      .observer, "YYTransaction", "16777215; nothing pending"),
    Row(
      .observer(name: "YYTransaction", order: 0xFF_FFFF, callout: .taskSet(pending: 2)),
      .observer, "YYTransaction", "16777215; 2 pending"),
    Row(
      .observer(
        name: "Texture transactions", order: 2_147_483_647,
        callout: .texture(committed: 3, ready: 1)),
      .observer, "Texture transactions", "2147483647; 3 committed, 1 ready"),
    Row(.sources0(handled: 2), .input, "sources0", "2 handled; poll, no BeforeWaiting"),
    Row(.input(text: "t.text = hi", source: .typed), .input, "t.text = hi", "typed"),
    Row(.input(text: "x", source: .scheduled), .input, "x", "scheduled"),
    Row(.input(text: "x", source: .failed("no view 'x'")), .input, "x", "error: no view 'x'"),
    Row(.displayLink(due: 16_666, late: 0), .timer, "display-link", "due 16.666 ms; on time"),
    Row(
      .displayLink(due: 16_666, late: 40), .timer, "display-link", "due 16.666 ms; late 0.040 ms"),
    Row(.drain(blocks: 1), .mainqueue, "drain", "1 block"),
    Row(.drain(blocks: 3), .mainqueue, "drain", "3 blocks"),
    Row(.didDisplayCancelled, .mainqueue, "didDisplay(false)"),
    Row(.textureCompletion(draws: 4), .mainqueue, "Texture completion", "4 draws"),
    Row(.transaction(selector: "s", step: .coalesced), .transaction, "s", "coalesced"),
    Row(.commit(number: 2, layers: ["a", "b"]), .commit, "CA", "commit 2: a b"),
    Row(.commit(number: 3, layers: []), .commit, "CA", "commit 3: no layer changed"),
    Row(.nothingToCommit, .commit, "CA", "nothing to commit"),
    Row(.layoutSubviews, .layout, "layoutSubviews"),
  ]

  static let drawing: [Row] = [
    Row(.display(reason: "CA commit", path: .sync), .display, "CA commit", "sync"),
    Row(.display(reason: "draw()", path: .async), .display, "draw()", "async"),
    Row(
      .display(reason: "CA commit", path: .asyncCleared), .display, "CA commit",
      "async; size < 1: cleared"),
    Row(.renderFailed("too big"), .display, "render failed", "too big"),
    Row(.layoutCache(hit: false), .display, "layout", "cache miss"),
    Row(.sentinel(reason: "setNeedsDisplay", value: 4), .sentinel, "setNeedsDisplay", "4"),
    Row(
      .dispatch(queue: "yy.user-initiated.1", sentinel: 4), .dispatch, "yy.user-initiated.1",
      "sentinel 4"),
    Row(.checkpoint(.pass("text"), passed: false), .checkpoint, "draw:text", "cancel"),
    Row(.checkpoint(.c4, passed: true), .checkpoint, "C4", "pass"),
    Row(
      .contentsSet(draw: 7, pixelWidth: 400, pixelHeight: 80), .contents, "set",
      "draw 7; 400x80 px"),
    Row(.contentsCleared, .contents, "cleared"),
    Row(.vsync(index: 5, commit: 0), .vsync, "vsync 5", "nothing committed yet"),
    Row(.vsync(index: 6, commit: 2), .vsync, "vsync 6", "shows commit 2"),
  ]

  static let images: [Row] = [
    Row(.imageQueued(url: "a.png"), .dispatch, "image", "a.png: download queued"),
    Row(.imageJoined(url: "a.png"), .dispatch, "image", "a.png: joins the running download"),
    Row(.downloadStarted(url: "a.png", bytes: 900), .dispatch, "download", "a.png: 900 bytes"),
    Row(.downloaded(url: "a.png"), .dispatch, "downloaded", "a.png"),
    Row(.imageSet(url: "a.png", from: .memory), .contents, "image", "a.png from memory cache"),
    Row(.imageSet(url: "a.png", from: .disk), .contents, "image", "a.png from disk cache"),
    Row(.imageSet(url: "a.png", from: .download), .contents, "image", "a.png from download"),
    Row(
      .imageDropped(url: "a.png", reason: .notDisplayed), .contents, "image",
      "a.png dropped: not displayed"),
    Row(.imageDropped(url: "a.png", reason: .reused), .contents, "image", "a.png dropped: reused"),
    Row(.diskCacheError(url: "a.png", message: "full"), .contents, "disk cache", "a.png: full"),
    Row(.imageLoadFailed(url: "b.png", message: "missing"), .contents, "image", "b.png: missing"),
  ]

  static let tables: [Row] = [
    Row(.cellForRow(row: 3, table: "t"), .layout, "cellForRow", "row 3 of t"),
    Row(.noCell(row: 9), .layout, "cellForRow", "row 9: no cell (limit)"),
    Row(.newCell(table: "t"), .layout, "new cell", "for table t"),
    Row(.reloadData(rows: 10), .layout, "reloadData", "10 rows"),
    Row(
      .reloadData(rows: 10, contentHeight: 1234.5), .layout, "reloadData",
      "10 rows, content 1234.5 pt"),
    Row(
      .skip(row: 4, why: .notInNeedLoad), .display, "skip", "row 4 left blank: not in needLoad"),
    Row(.loadContent(blank: 2, visible: 6), .display, "loadContent", "2 of 6 to draw"),
    Row(.drawNothing, .display, "draw()", "already drawn; nothing to do"),
    Row(.clearNothing, .display, "clear()", "not drawn; nothing to do"),
    Row(.drag(dy: -120, duration: 200_000), .input, "drag", "finger -120 pt over 200 ms"),
    Row(.lift(offset: 99.6, moving: true), .input, "lift", "drag ends at offset 100 pt, moving"),
    Row(
      .lift(offset: 40, moving: false), .input, "lift", "drag ends at offset 40 pt, no velocity"),
    Row(
      .fling(target: 800.2, row: 9, duration: 1_500_000, needLoad: [12, 10, 11]), .input,
      "fling", "target offset 800 pt (row 9), stops after 1500 ms; needLoad 10-12"),
    Row(
      .fling(target: 0, row: nil, duration: 0, needLoad: nil), .input, "fling",
      "target offset 0 pt, stops after 0 ms"),
    Row(.scrollToTop(duration: 300_000), .input, "scrollToTop", "animating for 300 ms"),
    Row(
      .stop(.stopped(by: "touch", motion: "deceleration")), .input, "stop",
      "touch stops the deceleration"),
    Row(
      .stop(.decelerationEnded(offset: 512)), .input, "stop",
      "deceleration ends at offset 512 pt"),
    Row(.stop(.scrollToTopEnded), .input, "stop", "scroll to top ends"),
  ]

  @Test(arguments: runLoop + drawing + images + tables)
  func columnsComeFromThePayload(_ row: Row) {
    #expect(row.event.kind == row.kind)
    #expect(row.event.name == row.name)
    #expect(row.event.detail == row.detail)
  }

  @Test func aRecordsFieldsAreItsPayloadsColumns() {
    let record = EventRecord(
      seq: 3, time: 40, turn: 1, thread: "main", mode: .tracking,
      payload: .sentinel(reason: "clear()", value: 9), layer: "cell0.text")
    #expect(
      record.fields == [
        "3", "40", "1", "main", "tracking", "sentinel", "clear()", "cell0.text", "9",
      ])
  }
}
