import Testing

@testable import LayerLab

/// VVebo cells: geometry that follows the text, draw()/clear() flags, layers and sentinels —
/// the standalone cell made from the shipped feed prototype, as every table's cell is.
struct CellTests {
  /// `new cell NAME …` typed at the prompt (the shell declares the feed prototype first).
  func cell(_ h: Harness, _ name: String, text: String, retweet: String = "") throws {
    _ = try h.declare(cell: "feed")
    let properties = [
      PropertySetting("name", .text("Ada Lovelace")), PropertySetting("text", .text(text)),
      PropertySetting("retweet", .text(retweet)),
    ]
    try h.engine.input(
      .create(kind: .cell, name: name, properties: properties), text: "new cell \(name)")
  }

  @Test func heightFollowsTheTextLikeVVebo() throws {
    let h = Harness()
    // The fake measures 20 pt per 40 characters.
    try cell(h, "c", text: String(repeating: "a", count: 90))
    let c = try #require(h.engine.view(named: "c") as? CellView)
    #expect(c.layout.map { Int($0.height.rounded()) } == 63 + 60 + 30)
    #expect(c.layer.frame == Rect(x: 0, y: 0, width: 414, height: 153))
    #expect(h.layer("c.text")?.frame == Rect(x: 15, y: 63, width: 384, height: 60))
    #expect(h.layer("c.retweet")?.hidden == true)
  }

  @Test func aRetweetAddsItsBoxBelowTheText() throws {
    let h = Harness()
    try cell(h, "c", text: "short", retweet: "quoted")
    let c = try #require(h.engine.view(named: "c") as? CellView)
    #expect(h.layer("c.retweet")?.frame == Rect(x: 15, y: 103, width: 384, height: 20))
    #expect(c.layout.map { Int($0.height.rounded()) } == 63 + 20 + 10 + 40 + 30)
    #expect(h.layer("c.retweet")?.hidden == false)
    // The box is flattened into the cell's bitmap: a box in its drawing, no layer shown.
    #expect(h.layer("c.retweetBox")?.hidden == true)
    guard case .flattened(let drawing) = c.drawContent() else {
      Issue.record("the cell draws its flattened views")
      return
    }
    #expect(drawing.elements.contains { $0.frame == Rect(x: 0, y: 93, width: 414, height: 40) })
  }

  @Test func theCommitDrawsTheBackgroundAndTheVisibleLabels() throws {
    let h = Harness()
    try cell(h, "c", text: "hello")
    #expect(h.idle() == .reached)
    let layers = h.engine.recording.draws.map(\.layer)
    #expect(layers.sorted() == ["c", "c.text"])
    #expect(h.engine.recording.draws.allSatisfy { $0.outcome == .committed })
    #expect((h.engine.view(named: "c") as? CellView)?.drawn == true)
  }

  @Test func drawIsANoOpOnceDrawnAndClearBlanksAndCancels() throws {
    let h = Harness()
    try cell(h, "c", text: "hello")
    #expect(h.idle() == .reached)
    let before = h.engine.recording.draws.count
    try h.call("c", "draw")
    #expect(h.engine.recording.draws.count == before, "drawn: draw() does nothing")
    let sentinel = try #require(h.layer("c.text")?.display.sentinel)
    try h.call("c", "clear")
    #expect(h.layer("c")?.contents == nil && h.layer("c.text")?.contents == nil)
    #expect(h.layer("c.text")?.display.sentinel == sentinel + 1)
    try h.call("c", "draw")
    #expect(h.engine.recording.draws.count == before + 2, "background and text start at once")
    // Clearing while those draws fly cancels them.
    try h.call("c", "clear")
    #expect(h.idle() == .reached)
    let last = h.engine.recording.draws.suffix(2)
    #expect(last.allSatisfy { $0.outcome == .cancelled })
    #expect(h.layer("c")?.contents == nil)
  }

  /// VVebo's `draw` runs on the global DEFAULT queue and checks nothing there: a draw cleared
  /// mid-way runs to its end, and only main's flag compare (C4) throws it away.
  @Test func aClearedVVeboDrawRunsToItsEndAndMainDropsIt() throws {
    let h = Harness()
    try cell(h, "c", text: "hello")
    #expect(h.idle() == .reached)
    try h.call("c", "clear")
    try h.call("c", "draw")
    try h.call("c", "clear")
    #expect(h.idle() == .reached)
    let last = h.engine.recording.draws.suffix(2)
    #expect(last.allSatisfy { $0.queue.hasPrefix("global.thread.") && $0.qos == "default" })
    #expect(last.allSatisfy { $0.cancelledAt == "C4" && $0.times.imaged != nil }, "ran to the end")
    let workerChecks = h.engine.recording.events.filter {
      if case .checkpoint = $0.payload { return $0.thread != "main" && $0.draw ?? 0 > 2 }
      return false
    }
    #expect(workerChecks.isEmpty, "no check on the worker")
  }

  @Test func settingTheTextRelaysOutAndRedrawsTheLabel() throws {
    let h = Harness()
    try cell(h, "c", text: "one line")
    #expect(h.idle() == .reached)
    try h.set("c", "text", .text(String(repeating: "b", count: 100)))
    let c = try #require(h.engine.view(named: "c") as? CellView)
    #expect(h.layer("c.text")?.frame.height == 60)
    #expect(h.layer("c.text")?.display.needsDisplay == true)
    #expect(h.layer("c")?.display.needsDisplay == true)
  }

  /// A cell's label takes a value of its own (until the cell is configured again) but not a
  /// place: the cell's layout gives it its frame and superview.
  @Test func labelsOfACellTakeValuesButNotAPlace() throws {
    let h = Harness()
    try cell(h, "c", text: "x")
    #expect(h.engine.view(named: "c.text") != nil)
    #expect(throws: Never.self) {
      _ = try ViewCommand.set(view: "c.text", property: "numberOfLines", value: .integer(2))
        .check(in: h.engine)
    }
    for (property, value) in [
      ("frame", PropertyValue.rect(Rect(x: 0, y: 0, width: 10, height: 10))),
      ("superview", .text("none")),
    ] {
      #expect(throws: ModelError.self) {
        _ = try ViewCommand.set(view: "c.text", property: property, value: value).check(
          in: h.engine)
      }
    }
  }
}
