import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// The text after a transcript line's time column (`    0.003 ms  BeforeWaiting` gives
/// `BeforeWaiting`), or nil for a line without one (turn headers, the `→ now` status).
private func body(_ line: String) -> String? {
  guard let range = line.range(of: " ms  ") else { return nil }
  let time = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
  guard !time.isEmpty, time.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) else {
    return nil
  }
  return line[range.upperBound...].trimmingCharacters(in: .whitespaces)
}

/// Whether a transcript line reports the run-loop activity `name` itself.
private func isActivity(_ line: String, _ name: String) -> Bool {
  guard let text = body(line) else { return false }
  return text == name || text.hasPrefix(name + " ")
}

/// An event for feeding `Transcript` directly.
private func event(
  _ seq: Int, at time: Micros, turn: Int, thread: String = "main", _ payload: TraceEvent,
  layer: String = ""
) -> EventRecord {
  EventRecord(
    seq: seq, time: time, turn: turn, thread: thread, mode: .default, payload: payload,
    layer: layer)
}

@Suite("Transcript: what step prints")
struct TranscriptTests {
  @Test func aTurnWithTypedInputPollsAndSkipsBeforeWaiting() throws {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,200,40 text=hi displaysAsynchronously=true")
    #expect(harness.run("step turn") == .ok)
    #expect(harness.err == "")
    let lines = harness.outLines
    #expect(lines.contains { body($0) == "sources0: 1 handled; poll, no BeforeWaiting" })
    #expect(!lines.contains { isActivity($0, "BeforeWaiting") })
    #expect(!lines.contains { $0.contains("CA commit") })
    #expect(lines.contains("turn 1 [default]"))
    #expect(lines.last?.hasPrefix("  → now ") == true)

    harness.clear()
    #expect(harness.run("step turn") == .ok)
    let next = harness.outLines
    #expect(next.contains("turn 2 [default]"))
    let beforeWaiting = try #require(next.firstIndex { isActivity($0, "BeforeWaiting") })
    let commit = try #require(
      next.firstIndex { body($0) == "observer 2000000 CA commit" })
    let transaction = try #require(
      next.firstIndex { body($0)?.hasPrefix("observer 16777215 YYTransaction") == true })
    #expect(beforeWaiting < commit)
    #expect(commit < transaction)
    #expect(!next.contains { body($0)?.hasPrefix("sources0:") == true })
  }

  @Test func aSetterAfterIdleIsHandledInAPollingTurnThenCommitted() throws {
    let harness = SessionHarness()
    harness.prepare(
      "new label t frame=0,0,200,40 text=hi displaysAsynchronously=true", "run until idle",
      #"t.text = "Hello""#)
    // The sleeping loop first wakes (AfterWaiting ends the turn it slept in); the input is
    // handled by sources0 in the next whole turn.
    var turns: [[String]] = []
    for _ in 0..<3 {
      harness.clear()
      #expect(harness.run("step turn") == .ok)
      turns.append(harness.outLines)
    }
    let polling = try #require(
      turns.firstIndex { $0.contains { body($0) == "sources0: 1 handled; poll, no BeforeWaiting" } }
    )
    #expect(polling <= 1)
    #expect(!turns[polling].contains { isActivity($0, "BeforeWaiting") })
    #expect(!turns[polling].contains { $0.contains("CA commit") })
    let next = turns[polling + 1]
    let commit = try #require(next.firstIndex { body($0) == "observer 2000000 CA commit" })
    let transaction = try #require(
      next.firstIndex { body($0)?.hasPrefix("observer 16777215 YYTransaction") == true })
    #expect(commit < transaction)
  }

  @Test func theInputItselfIsPrintedWithItsEffects() {
    let harness = SessionHarness()
    #expect(harness.run("new label t frame=0,0,200,40 text=hi") == .ok)
    let lines = harness.outLines
    #expect(lines.first.flatMap(body) == "input: new label t frame=0,0,200,40 text=hi")
    #expect(lines.contains { body($0) == "t sentinel → 1 (setNeedsDisplay)" })
  }

  @Test func stepIsDeterministicOnTheModelClock() {
    var outputs: [String] = []
    for _ in 0..<2 {
      let harness = SessionHarness()
      harness.run("new label t frame=0,0,200,40 text=hi displaysAsynchronously=true")
      harness.run("step; step turn; step 2 turns; step frame")
      outputs.append(harness.out)
    }
    #expect(outputs[0] == outputs[1])
  }

  // MARK: - The formatter on its own

  @Test func linesStartWithTheTimeRightAlignedInTwelveColumns() {
    var transcript = Transcript()
    let text = transcript.text(
      for: [event(0, at: 16_666, turn: 0, .activity(.entry))][...], draw: { _ in nil })
    #expect(text == ended(["   16.666 ms  Entry"]))
  }

  @Test func quietObserversShareOneLine() {
    var transcript = Transcript()
    let events = [
      event(0, at: 3, turn: 0, .observer(name: "autorelease push", order: -2_147_483_647)),
      event(1, at: 4, turn: 0, .observer(name: "gestures", order: 0)),
      event(2, at: 6, turn: 0, .observer(name: "CA commit", order: 2_000_000)),
      event(3, at: 17, turn: 0, .observer(name: "autorelease pop", order: 2_147_483_647)),
    ]
    let text = transcript.text(for: events[...], draw: { _ in nil })
    #expect(
      text
        == ended([
          "    0.003 ms    observers -2147483647 autorelease push · 0 gestures",
          "    0.006 ms    observer 2000000 CA commit",
          "    0.017 ms    observers 2147483647 autorelease pop",
        ]))
  }

  @Test func aTurnHeaderIsPrintedOnceWhenTheTurnBegins() {
    var transcript = Transcript()
    let first = transcript.text(
      for: [
        event(0, at: 0, turn: 1, .activity(.beforeTimers)),
        event(1, at: 0, turn: 1, .activity(.beforeSources)),
      ][...], draw: { _ in nil })
    #expect(
      first
        == ended(["turn 1 [default]", "    0.000 ms  BeforeTimers", "    0.000 ms  BeforeSources"]))
    // The same turn continued in a later statement gets no second header.
    let more = transcript.text(
      for: [event(2, at: 1, turn: 1, .activity(.beforeWaiting))][...], draw: { _ in nil })
    #expect(more == ended(["    0.001 ms  BeforeWaiting"]))
    let next = transcript.text(
      for: [event(3, at: 2, turn: 2, .activity(.beforeTimers))][...], draw: { _ in nil })
    #expect(next == ended(["turn 2 [default]", "    0.002 ms  BeforeTimers"]))
  }

  /// What a statement prints is its lines written into one buffer, each ended as
  /// `Session.out(lines:)` ends a line: a newline unless its last character is one (a
  /// Character comparison here, the bytes' rule there), whatever the last bytes of a line are.
  @Test(arguments: ["", "\n", "\r", "\r\n", "x\u{301}", "\n\u{301}", "é", "\u{0}"])
  func theTextIsTheLinesEndedAsOutEndsThem(ending: String) {
    let events = [
      event(0, at: 5, turn: 0, .input(text: "t.text = a" + ending, source: .typed)),
      event(
        1, at: 9, turn: 0, .sentinel(reason: "setNeedsDisplay" + ending, value: -3), layer: "t"),
      event(2, at: 12, turn: 0, thread: "yy.render.1", .checkpoint(.c1, passed: false), layer: "t"),
    ]
    let lines = [
      "    0.005 ms  input: t.text = a" + ending,
      "    0.009 ms      t sentinel → -3 (setNeedsDisplay" + ending + ")",
      "    0.012 ms  [yy.render.1] t C1 cancel",
    ]
    for line in lines {
      #expect(OutputRouter.endsWithNewline(line) == line.hasSuffix("\n"), "\(Array(line.utf8))")
    }
    let joined = lines.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined()
    var transcript = Transcript()
    #expect(Array(transcript.text(for: events[...], draw: { _ in nil }).utf8) == Array(joined.utf8))
    #expect(transcript.text(for: [][...], draw: { _ in nil }).isEmpty)
  }

  @Test func workerThreadsAreNamedInBrackets() {
    var transcript = Transcript()
    let text = transcript.text(
      for: [
        event(
          0, at: 23, turn: 2, thread: "yy.user-initiated.1", .checkpoint(.c1, passed: true),
          layer: "t")
      ][...], draw: { _ in nil })
    #expect(text == ended(["    0.023 ms  [yy.user-initiated.1] t C1 pass"]))
  }
}

/// Lines as a transcript's text prints them, each ended by a newline.
private func ended(_ lines: [String]) -> String {
  lines.map { $0 + "\n" }.joined()
}
