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
}
