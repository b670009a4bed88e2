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
    let kinds = harness.engine.trace.signposts.map { "\($0.phase.rawValue) \($0.name)" }
    #expect(kinds == ["begin busy", "end busy", "event done"])
    let interval = harness.engine.trace.signposts.intervals.first
    // Each signpost marks main's clock, a µs or two past the typed time when main is busy.
    let length = interval?.end.map { $0 - (interval?.start ?? 0) } ?? 0
    #expect((250_000...250_010).contains(length), "\(length)")
    harness.clear()
    #expect(harness.run("signpost mark") == .ok)
    #expect(harness.out.hasSuffix("signpost mark\n"))
  }

  @Test func statsInASignpostCountsOnlyItsStretch() throws {
    let harness = marked()
    harness.clear()
    #expect(harness.run("stats in busy") == .ok, "\(harness.err)")
    #expect(harness.out.contains("in busy: "))
    #expect(harness.out.contains("virtual time           250.0"))
    #expect(harness.out.contains("vsyncs                 15"), "250 ms of 60 Hz vsyncs")
    let drawsLine = try #require(harness.outLines.first { $0.hasPrefix("draws requested") })
    #expect(drawsLine.contains("20 (20 committed"), "the twenty redraws, not the first draw")
  }

  @Test func framesInASignpostListOnlyItsVsyncs() {
    let harness = marked()
    guard let interval = harness.engine.trace.signposts.intervals.first, let end = interval.end
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
    #expect(harness.engine.trace.signposts.count == 1, "nothing recorded")
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
