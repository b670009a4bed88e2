import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// `calibration` prints each held-out check's model figure as a literal (a simulation is too
/// long to run in every `calibration`); this runs the simulation at the standard prices and
/// fails when the literal is no longer what it gives.
@Suite struct HeldOutCheckTests {
  static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sessions")

  @Test func theSeedRowsModelledFigureIsWhatTheSessionGives() throws {
    let check = HeldOutCheck.seedTextOnly
    let script = try String(
      contentsOf: Self.sessions.appendingPathComponent("asyncdraw-text.lab"), encoding: .utf8)
    let harness = SessionHarness()
    harness.prepare("clock model")
    let session = harness.session
    #expect(session.engine.costs.calibration.isStandard)
    let job = CompareJob(
      run: Session.CompareRun(strategy: .sync), engine: session.engine.settings,
      settings: session.settings, imageDirectory: nil, cacheDirectory: nil, overrides: [],
      readDepth: 1, script: script, name: "asyncdraw-text.lab",
      runBudget: CompareRunBudget(), drawsPixels: false)
    guard case .finished(let row, _) = job.perform(interrupted: { false }, errors: { _ in })
    else {
      Issue.record("the run did not finish")
      return
    }
    let column = try #require(CompareJob.header.firstIndex(of: "label_fps_min"))
    #expect(Double(row[column + 1]) == check.modelled)
    #expect(!check.observed.contains(check.modelled), "the note says it is not reproduced")
  }

  /// One slow drag of the default feed table on an iPhone X under `cpuclock MODE`, and the
  /// harness after it.
  static func slowDrag(strategy: String, clock: String) -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare(
      "clock model", "device iphonex", "cpuclock \(clock)",
      "new table t rows=200 strategy=\(strategy)", "run until idle", "run 1s",
      "signpost begin slow", "t.drag(dy: -300, duration: 3s)", "run 3s", "signpost end slow")
    harness.clear()
    return harness
  }

  /// The largest main_busy_ms of `frames in slow`.
  static func busiestFrame(_ clock: String) throws -> Double {
    let harness = slowDrag(strategy: "sync", clock: clock)
    #expect(harness.run("frames in slow") == .ok)
    let header = try #require(harness.outLines.first { $0.hasPrefix("frame ") })
    let names = header.split(separator: " ", omittingEmptySubsequences: true)
    let column = try #require(names.firstIndex(of: "main_busy_ms"))
    let values = harness.outLines.compactMap { line -> Double? in
      let cells = line.split(separator: " ", omittingEmptySubsequences: true)
      guard cells.count > column, Int(cells[0]) != nil else { return nil }
      return Double(cells[column])
    }
    return try #require(values.max())
  }

  /// `stats in slow`'s render time committed, in ms.
  static func renderTime(_ clock: String) throws -> Double {
    let harness = slowDrag(strategy: "async", clock: clock)
    #expect(harness.run("stats in slow") == .ok)
    let line = try #require(harness.outLines.first { $0.hasPrefix("render time committed") })
    let figure = try #require(line.split(separator: " ").dropLast().last)
    return try #require(Double(figure))
  }

  @Test func theSlowScrollReadingsAreWhatTheDragGives() throws {
    func rounded(_ value: Double, _ places: Double) -> Double {
      (value * places).rounded() / places
    }
    let peak = try Self.busiestFrame("fixed")
    #expect(
      rounded(try Self.busiestFrame("dynamic") / peak, 100) == HeldOutCheck.slowScrollMain.modelled)
    #expect(rounded(try Self.busiestFrame("governor") / peak, 10) == 3.3)
    let workerPeak = try Self.renderTime("fixed")
    #expect(
      rounded(try Self.renderTime("dynamic") / workerPeak, 100)
        == HeldOutCheck.slowScrollWorker.modelled)
    #expect(rounded(try Self.renderTime("governor") / workerPeak, 10) == 3.6)
    for check in [HeldOutCheck.slowScrollMain, .slowScrollWorker] {
      #expect(!check.observed.contains(check.modelled), "the note says it is not reproduced")
      #expect(check.note.contains("×3.3") == (check.id == HeldOutCheck.slowScrollMain.id))
    }
  }
}
