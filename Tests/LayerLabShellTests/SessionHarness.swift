import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// What a session has written so far, per stream.
final class SessionOutput {
  var out = ""
  var err = ""
}

/// Everything a failed statement must leave alone: one view's properties, the trace, the clock.
struct SessionSnapshot: Equatable, CustomStringConvertible {
  var properties: [String: PropertyValue]
  var sentinel: Int?
  var needsDisplay: Bool?
  var viewCount: Int
  var events: Int
  var draws: Int
  var now: Micros
  var turn: Int
  var scheduled: Int

  var description: String {
    let props = properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "[\(props.joined(separator: " "))] sentinel=\(sentinel.map(String.init) ?? "-") "
      + "views=\(viewCount) events=\(events) draws=\(draws) now=\(now) turn=\(turn) "
      + "scheduled=\(scheduled)"
  }
}

/// A session on the model clock (so output is exact) with the Pango renderer, whose output is
/// collected instead of printed.
final class SessionHarness {
  let output = SessionOutput()
  let session: Session

  init(device: DeviceProfile = .iphone11) {
    let output = self.output
    session = Session(device: device, clock: .model) { stream, text in
      switch stream {
      case .out: output.out += text
      case .err: output.err += text
      }
    }
  }

  var engine: Engine { session.engine }
  var out: String { output.out }
  var err: String { output.err }
  var outLines: [String] { Self.lines(output.out) }
  var errLines: [String] { Self.lines(output.err) }

  /// Forgets what has been written so far.
  func clear() {
    output.out = ""
    output.err = ""
  }

  /// Runs one line, as typed unless told otherwise.
  @discardableResult
  func run(_ line: String, at location: Location = .interactive) -> Session.Outcome {
    session.run(line: line, at: location)
  }

  /// Runs lines that must succeed, then forgets their output.
  func prepare(_ lines: String..., sourceLocation: SourceLocation = #_sourceLocation) {
    for line in lines {
      let outcome = session.run(line: line, at: .interactive)
      #expect(outcome == .ok, "setting up with '\(line)': \(err)", sourceLocation: sourceLocation)
    }
    clear()
  }

  /// The state a failed statement must not change, seen through `view`.
  func snapshot(of view: String) -> SessionSnapshot {
    let target = engine.view(named: view)
    var properties: [String: PropertyValue] = [:]
    if let target {
      for info in LabelView.properties {
        properties[info.name] = target.value(of: info.name)
      }
    }
    return SessionSnapshot(
      properties: properties, sentinel: target?.layer.display.sentinel,
      needsDisplay: target?.layer.display.needsDisplay, viewCount: engine.views.count,
      events: engine.recording.events.count, draws: engine.recording.draws.count, now: engine.now,
      turn: engine.readout.turn, scheduled: engine.scheduledCount)
  }

  /// The lines of `text`, split at every LF scalar (so "\r\n", one Character, splits too); a
  /// final line break does not make an empty last line.
  static func lines(_ text: String) -> [String] {
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      String(String.UnicodeScalarView($0))
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

extension SessionHarness {
  /// A fresh directory under the system's temporary directory, removed after `body`.
  static func withScratchDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-shell-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
  }

  /// The bytes of a file, or nil when it cannot be read.
  static func fileBytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
  }

  /// The names in a directory, sorted, so tests can see stray temporary files.
  static func directoryEntries(_ path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
}
