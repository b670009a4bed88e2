import Testing

@testable import LayerLab

/// A refused statement throws a lowercase `ModelError` and leaves everything as it was.
@Suite struct RefusalTests {
  /// What a refusal must not change: the log, the draws, the counters and every property.
  private struct Snapshot: Equatable {
    var events: Int
    var draws: Int
    var counters: Counters
    var now: Micros
    var views: [String]
    var properties: [PropertyValue?]
    var sentinel: Int?
    var needsDisplay: Bool?

    init(_ h: Harness) {
      events = h.engine.recording.events.count
      draws = h.engine.recording.draws.count
      counters = h.engine.recording.counters
      now = h.engine.now
      views = Array(h.engine.views.keys)
      let view = h.engine.view(named: "t")
      properties = LabelView.properties.map { view?.value(of: $0.name) ?? nil }
      sentinel = view?.layer.display.sentinel
      needsDisplay = view?.layer.display.needsDisplay
    }
  }

  /// Runs `statement`, expects a refusal, and checks the message and the unchanged state.
  private func expectRefusal(
    _ h: Harness, containing fragment: String, _ statement: () throws(ModelError) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let before = Snapshot(h)
    do throws(ModelError) {
      try statement()
      Issue.record("expected a refusal containing '\(fragment)'", sourceLocation: sourceLocation)
    } catch {
      let prose = RefusalTests.prose(error.message)
      #expect(prose == prose.lowercased(), sourceLocation: sourceLocation)
      #expect(error.message.first?.isUppercase == false, sourceLocation: sourceLocation)
      #expect(error.message.contains(fragment), sourceLocation: sourceLocation)
    }
    #expect(Snapshot(h) == before, sourceLocation: sourceLocation)
  }

  /// The message with every quoted name taken out.
  ///
  /// Why: diagnostics are lowercase prose that quotes names as written, and a quoted
  /// `'setNeedsDisplay()'` keeps its capitals.
  static func prose(_ message: String) -> String {
    message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset.isMultiple(of: 2) }.map { String($0.element) }.joined()
  }

  @Test func proseDropsQuotedNames() {
    #expect(
      RefusalTests.prose("'T' has no method 'redraw'; it has 'setNeedsDisplay()'")
        == " has no method ; it has ")
  }

  /// An idle engine with one async label "t", the state every refusal starts from.
  private func ready() throws -> Harness {
    let h = Harness()
    try h.label("t")
    h.idle()
    return h
  }

  @Test func frameNeedingMoreThan4096PixelsIsRefused() throws {
    let h = try ready()
    let wide = Rect(x: 0, y: 0, width: 2049, height: 20)
    expectRefusal(h, containing: "needs a 4098x40 px bitmap at @2x") { () throws(ModelError) in
      try h.set("t", "frame", .rect(wide))
    }
    // 2048 pt is exactly 4096 px: accepted.
    try h.set("t", "frame", .rect(Rect(x: 0, y: 0, width: 2048, height: 20)))
    #expect(h.layer("t")?.frame.width == 2048)
  }

  @Test func unknownPropertyIsRefused() throws {
    let h = try ready()
    expectRefusal(h, containing: "label 't' has no property 'colour'") { () throws(ModelError) in
      try h.set("t", "colour", .text("red"))
    }
    expectRefusal(h, containing: "wrong kind of value for 'opaque'") { () throws(ModelError) in
      try h.set("t", "opaque", .text("yes"))
    }
  }

  @Test func duplicateNewNameIsRefused() throws {
    let h = try ready()
    expectRefusal(h, containing: "a view named 't' already exists") { () throws(ModelError) in
      try h.label("t", text: "other")
    }
    #expect(h.engine.view(named: "t")?.value(of: "text") == .text("hi"))
  }

  @Test(arguments: ["9lives", "bad-name", "", "main", "screen"])
  func badViewNameIsRefused(_ name: String) throws {
    let h = try ready()
    expectRefusal(h, containing: "'\(name)'") { () throws(ModelError) in
      try h.engine.input(.create(kind: .label, name: name, properties: []), text: "new label")
    }
  }

  @Test func unknownViewAndMethodAreRefused() throws {
    let h = try ready()
    #expect(h.engine.view(named: "nope") == nil)
    expectRefusal(h, containing: "has no method 'redraw'") { () throws(ModelError) in
      try h.call("t", "redraw")
    }
  }

  @Test func badScheduledStatementIsRefusedAtOnce() throws {
    let h = try ready()
    expectRefusal(h, containing: "label 't' has no property 'colour'") { () throws(ModelError) in
      try h.engine.schedule(after: 1_000, .set(view: "t", property: "colour", value: .text("red")))
    }
    expectRefusal(h, containing: "a delay cannot be negative") { () throws(ModelError) in
      try h.schedule("t", "display", at: h.engine.now - 5)
    }
    #expect(h.engine.scheduledCount == 0)
  }
}
