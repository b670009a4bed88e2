import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// `signpost` marks, and the windows they give `stats` and `frames`.
struct SignpostTests {
  /// A sync label redrawn every 10 ms inside a signposted interval, after a quiet start.
  func marked() -> SessionHarness {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare(
      "new label t frame=0,0,300,40 text=hi", "run until idle", "run 200ms",
      "signpost begin busy", "repeat 20 every 10ms t.setNeedsDisplay()", "run 250ms",
      "signpost end busy", "signpost done", "run 50ms")
    return harness
  }

  @Test func aSignpostIsATranscriptLineAndARecord() {
    let harness = marked()
    let kinds = harness.engine.recording.signposts.map { "\($0.phase.rawValue) \($0.name)" }
    #expect(kinds == ["begin busy", "end busy", "event done"])
    let interval = harness.engine.recording.signposts.intervals.first
    // Each signpost marks main's clock, a few µs past the typed time when main is busy (an
    // iPhone 6's bookkeeping: ~5.6× the A13's).
    let length = interval?.end.map { $0 - (interval?.start ?? 0) } ?? 0
    #expect((250_000...250_020).contains(length), "\(length)")
    harness.clear()
    #expect(harness.run("signpost mark") == .ok)
    #expect(harness.out.hasSuffix("signpost mark\n"))
  }

  @Test func statsInASignpostCountsOnlyItsStretch() throws {
    let harness = marked()
    harness.clear()
    #expect(harness.run("stats in busy") == .ok, "\(harness.err)")
    #expect(harness.out.contains("in busy: "))
    func value(_ stat: String) -> String? {
      harness.outLines.first { $0.hasPrefix(stat + " ") }.map {
        String($0.dropFirst(stat.count)).trimmingCharacters(in: .whitespaces)
      }
    }
    #expect(value("vsyncs") == "15", "250 ms of 60 Hz vsyncs")
    #expect(value("draws requested") == "20", "the twenty redraws, not the first draw")
    #expect(value("draws committed") == "20")
    // Every figure of the stretch, the render server's included (issue 23: they were missing).
    for stat in [
      "render prepare mean/max", "render execute mean/max", "offscreen passes",
      "frame time p50/p95/p99", "frame rate", "CA commits",
    ] {
      #expect(value(stat) != nil, "\(stat)")
    }
    // A 1 % low needs a hundred intervals; the row says why it is missing.
    #expect(value("worst second · 1% low")?.contains("intervals; needs 100") == true)
  }

  /// A signpost typed after an idle `run` is stamped when it was typed (the next input's
  /// time), not at main's last clock, and the frame of the vsync it was typed at is not in it.
  @Test func aSignpostAfterAnIdleRunIsStampedWhenTyped() throws {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare("new table feed rows=1000 seed=7 strategy=sync", "run until idle")
    let typedAt = harness.engine.mainTime
    harness.prepare("signpost begin fling")
    let begin = try #require(harness.engine.recording.signposts.last)
    #expect(begin.time == typedAt)
    harness.prepare("feed.fling(velocity: -6000)", "run 500ms", "signpost end fling")
    #expect(harness.run("frames in fling") == .ok)
    let vsyncs = harness.outLines.dropFirst(2).compactMap { line -> Double? in
      let fields = line.split(separator: " ")
      return fields.count > 1 ? Double(fields[1]) : nil
    }
    #expect(!vsyncs.isEmpty)
    #expect(vsyncs.allSatisfy { $0 * 1000 > Double(begin.time) }, "\(vsyncs.prefix(3))")
  }

  @Test func framesInASignpostListOnlyItsVsyncs() {
    let harness = marked()
    guard let interval = harness.engine.recording.signposts.intervals.first, let end = interval.end
    else {
      Issue.record("no interval")
      return
    }
    harness.clear()
    #expect(harness.run("frames in busy") == .ok)
    let vsyncs = harness.outLines.dropFirst(2).compactMap { line -> Double? in
      let fields = line.split(separator: " ")
      return fields.count > 1 ? Double(fields[1]) : nil
    }
    #expect(!vsyncs.isEmpty)
    #expect(
      vsyncs.allSatisfy { $0 * 1000 >= Double(interval.start) && $0 * 1000 <= Double(end) })
  }

  @Test(arguments: [
    ("signpost end x", "no open signpost 'x'; begin it with 'signpost begin x'"),
    ("signpost", "usage: signpost begin NAME | signpost end NAME | signpost NAME"),
    ("signpost begin a b", "usage: signpost begin NAME | signpost end NAME | signpost NAME"),
    ("signpost 'a b'", "bad signpost name 'a b'; use up to 64 letters, digits, '-', '_' or '.'"),
    (
      "stats in nope",
      "no signpost interval 'nope'; mark one with 'signpost begin nope' and 'signpost end nope'"
    ),
    ("stats in", "usage: stats [from DURATION] [to DURATION] | in SIGNPOST"),
  ])
  func badSignpostsAreOneLine(line: String, message: String) {
    let harness = SessionHarness()
    #expect(harness.run(line) == .failed)
    #expect(harness.errLines == ["error: \(message)"])
  }

  @Test func aSecondBeginOfAnOpenIntervalIsRefused() {
    let harness = SessionHarness()
    harness.prepare("signpost begin s")
    #expect(harness.run("signpost begin s") == .failed)
    #expect(harness.errLines == ["error: signpost 's' is already open; 'signpost end s' first"])
    #expect(harness.engine.recording.signposts.count == 1, "nothing recorded")
  }

  @Test func chromeHasAPointsOfInterestTrack() throws {
    let harness = marked()
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("signposts-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(harness.run("export chrome \(path)") == .ok, "\(harness.err)")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains("\"Points of Interest\""))
    #expect(text.contains("\"name\":\"busy\"") || text.contains("\"name\": \"busy\""))
  }
}
