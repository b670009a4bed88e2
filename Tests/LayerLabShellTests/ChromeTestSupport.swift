import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// A session that exercises every part of the Chrome export: ten coalesced marks on an async
/// label, a draw cancelled at C1 (`display()` then a mark before it reaches its queue), one
/// cancelled at C2 (a second mark landing inside the draw's text pass, as in
/// Sessions/sentinel.lab), a sync label, and a vsync. At peak CPU clock (`cpuclock fixed`):
/// the marks land inside draws timed at the cost model's prices.
let chromeScenario =
  chromeUpToC2Mark + [
    "after \(chromeC2Delay)us b.setNeedsDisplay()",
    "run until idle",
    "step frame",
  ]

/// The scenario up to b's first mark, after which b's second is scheduled.
///
/// b's text is long enough for its text pass to take a few µs on the iPhone 11 (the pass
/// prices per glyph; "Cancelled at C2" alone draws in about one), so a mark can land inside
/// the pass rather than before or after it.
private let chromeUpToC2Mark = [
  "cpuclock fixed",
  "new label t frame=0,0,200,40 text=hi displaysAsynchronously=true",
  "repeat 10 t.setNeedsDisplay()",
  #"new label a frame=20,100,300,40 text="Cancelled at C1" displaysAsynchronously=true"#,
  #"new label b frame=20,150,300,40 text="Cancelled at C2, after its text was drawn" "#
    + "displaysAsynchronously=true",
  #"new label s frame=20,200,300,40 text="drawn on main""#,
  "run until idle",
  "a.display(); a.setNeedsDisplay()",
  "run until idle",
  "b.setNeedsDisplay()",
]

/// How long after b's first mark its second must come to land inside the redraw's text pass
/// (after the poll before the pass, before C2), read from probe runs of the same statements
/// rather than written down: the window is a few µs wide and moves with the unit prices.
///
/// A first probe runs the redraw undisturbed and reads its poll and C2 times; then each
/// delay that could land in between, allowing for main waking and handling the input, is
/// tried until one cancels the redraw at C2 (0 when none does, which
/// `cancellationsAreInstantsNamingTheCheckpointOnTheirThread` reports).
let chromeC2Delay: Micros = {
  let probe = SessionHarness()
  for line in chromeUpToC2Mark { _ = probe.run(line) }
  let marked = probe.engine.mainTime
  _ = probe.run("run until idle")
  guard let redraw = probe.engine.recording.draws.last(where: { $0.layer == "b" }) else { return 0 }
  func check(_ name: String) -> Micros? {
    probe.engine.recording.events.first {
      $0.kind == .checkpoint && $0.name == name && $0.draw == redraw.draw
    }?.time
  }
  guard let poll = check("draw:text"), let c2 = check("C2") else { return 0 }
  // Main wakes and runs its observers and the input before the mark bumps the sentinel: a
  // few µs, so the tries start that much before the poll.
  let earliest = max(0, poll - marked - 10)
  for delay in earliest..<(c2 - marked) {
    let run = SessionHarness()
    for line in chromeUpToC2Mark + ["after \(delay)us b.setNeedsDisplay()", "run until idle"] {
      _ = run.run(line)
    }
    let drawn = run.engine.recording.draws.first { $0.layer == "b" && $0.draw == redraw.draw }
    if drawn?.cancelledAt == "C2" { return delay }
  }
  return 0
}()

/// A Chrome trace file read back with JSONSerialization, independently of the writer.
struct ParsedChromeTrace {
  let object: [String: Any]
  let events: [[String: Any]]

  /// Reads and parses `path`; fails the test when it is not a JSON object with `traceEvents`.
  init(path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let data = try #require(
      FileManager.default.contents(atPath: path), "no file at \(path)",
      sourceLocation: sourceLocation)
    let parsed = try JSONSerialization.jsonObject(with: data)
    object = try #require(parsed as? [String: Any], sourceLocation: sourceLocation)
    events = try #require(object["traceEvents"] as? [[String: Any]], sourceLocation: sourceLocation)
  }

  /// The events of one phase.
  func phase(_ ph: String) -> [[String: Any]] {
    events.filter { $0["ph"] as? String == ph }
  }

  /// Thread names by tid, from the `thread_name` metadata.
  var threadNames: [Int64: String] {
    var names: [Int64: String] = [:]
    for event in phase("M") where event["name"] as? String == "thread_name" {
      if let tid = ParsedChromeTrace.int(event["tid"]),
        let name = (event["args"] as? [String: Any])?["name"] as? String
      {
        names[tid] = name
      }
    }
    return names
  }

  /// The tid named `label`.
  func tid(of label: String) -> Int64? {
    threadNames.first { $0.value == label }?.key
  }

  /// `X` events per tid as (ts, dur), sorted by start and then longest first.
  var slicesByTrack: [Int64: [(start: Int64, duration: Int64)]] {
    var tracks: [Int64: [(start: Int64, duration: Int64)]] = [:]
    for event in phase("X") {
      guard let tid = ParsedChromeTrace.int(event["tid"]),
        let ts = ParsedChromeTrace.int(event["ts"]),
        let dur = ParsedChromeTrace.int(event["dur"])
      else { continue }
      tracks[tid, default: []].append((ts, dur))
    }
    return tracks.mapValues { slices in
      slices.sorted { $0.start != $1.start ? $0.start < $1.start : $0.duration > $1.duration }
    }
  }

  /// A JSON number as an integer (JSONSerialization hands back NSNumber or a Swift integer).
  static func int(_ value: Any?) -> Int64? {
    if let value = value as? Int { return Int64(value) }
    if let value = value as? Int64 { return value }
    if let value = value as? NSNumber { return value.int64Value }
    return nil
  }

  /// The argument `key` of an event.
  static func arg(_ event: [String: Any], _ key: String) -> Any? {
    (event["args"] as? [String: Any])?[key]
  }
}

/// A harness that has run `lines`, every one of which must succeed.
func chromeHarness(
  _ lines: [String] = chromeScenario, sourceLocation: SourceLocation = #_sourceLocation
) -> SessionHarness {
  let harness = SessionHarness()
  for line in lines {
    let outcome = harness.run(line)
    #expect(outcome == .ok, "'\(line)': \(harness.err)", sourceLocation: sourceLocation)
  }
  harness.clear()
  return harness
}

/// Exports `harness`'s session to `dir`/`name` and parses it back.
func exportChrome(
  _ harness: SessionHarness, to dir: String, name: String = "trace.json",
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> ParsedChromeTrace {
  let path = dir + "/" + name
  #expect(harness.run("export chrome \(path)") == .ok, sourceLocation: sourceLocation)
  #expect(harness.err == "", sourceLocation: sourceLocation)
  return try ParsedChromeTrace(path: path, sourceLocation: sourceLocation)
}

/// Slices that overlap another on their track without nesting in it, by an independent stack
/// check (each slice ends before the next starts or holds it), described for messages.
func overlaps(_ trace: ParsedChromeTrace) -> [String] {
  var found: [String] = []
  for (tid, slices) in trace.slicesByTrack {
    var open: [Int64] = []
    for slice in slices {
      while let end = open.last, end <= slice.start { open.removeLast() }
      if let end = open.last, slice.start + slice.duration > end {
        found.append("tid \(tid): \(slice) overlaps")
      }
      open.append(slice.start + slice.duration)
    }
  }
  return found
}
