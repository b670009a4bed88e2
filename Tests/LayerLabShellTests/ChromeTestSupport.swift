import Foundation
import Testing

@testable import LayerLabShell

/// A session that exercises every part of the Chrome export: ten coalesced marks on an async
/// label, a draw cancelled at C1 (`display()` then a mark before it reaches its queue), one
/// cancelled at C2 (a mark 78 µs into the draw, as in Sessions/sentinel.lab), a sync label,
/// and a vsync. At peak CPU clock (`cpuclock fixed`): the marks land inside draws timed at
/// the cost model's prices, as sentinel.lab's did before the clock ramp.
let chromeScenario = [
  "cpuclock fixed",
  "new label t frame=0,0,200,40 text=hi displaysAsynchronously=true",
  "repeat 10 t.setNeedsDisplay()",
  #"new label a frame=20,100,300,40 text="Cancelled at C1" displaysAsynchronously=true"#,
  #"new label b frame=20,150,300,40 text="Cancelled at C2" displaysAsynchronously=true"#,
  #"new label s frame=20,200,300,40 text="drawn on main""#,
  "run until idle",
  "a.display(); a.setNeedsDisplay()",
  "run until idle",
  "b.setNeedsDisplay()",
  "after 250us b.setNeedsDisplay()",
  "run until idle",
  "step frame",
]

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
