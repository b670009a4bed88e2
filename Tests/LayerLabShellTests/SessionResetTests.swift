import LayerLab
import Testing

@testable import LayerLabShell

/// `reset` starts the experiment again: same settings, nothing else.
@Suite("Session: reset")
struct SessionResetTests {
  static let run = [
    "new label t frame=0,0,200,40 text=\"Same text\" displaysAsynchronously=true",
    "repeat 3 t.setNeedsDisplay()", "run until idle", "trace",
  ]

  @Test func resetClearsViewsTimeAndTraceButKeepsSettings() {
    let harness = SessionHarness(device: .iphoneSE1)
    harness.prepare("seed 7", ".bail off")
    harness.prepare(Self.run[0], Self.run[2])
    #expect(harness.run("reset") == .ok)
    let engine = harness.engine
    #expect(engine.now == 0 && engine.readout.turn == 0)
    #expect(engine.views.isEmpty)
    #expect(engine.recording.events.isEmpty && engine.recording.draws.isEmpty)
    #expect(engine.device == .iphoneSE1 && engine.clock == .model)
    #expect(harness.session.settings.seed == 7 && harness.session.settings.bail == false)
  }

  @Test func aRunAfterResetPrintsWhatTheFirstRunPrinted() {
    let harness = SessionHarness()
    harness.clear()
    for line in Self.run { _ = harness.run(line) }
    let first = harness.out
    harness.prepare("reset")
    harness.clear()
    for line in Self.run { _ = harness.run(line) }
    #expect(harness.out == first, "a fresh layout cache: the second run is not flattered")
    #expect(harness.err == "")
  }

  /// `reset` makes a fresh ``Experiment`` (the engine, the turn header, scheduled statements'
  /// origins, the last compare's runs) instead of clearing fields by hand, and keeps what
  /// outlives a run: settings, nesting, a compare run's forced values, the image folders.
  @Test func resetStartsAFreshExperimentAndKeepsTheRest() {
    let harness = SessionHarness()
    let session = harness.session
    harness.prepare(
      "new label t frame=0,0,200,40 text=Hi", "after 50ms t.text=Later", "step turn")
    session.compares.threadLimit = 1
    #expect(!session.experiment.scheduled.isEmpty)
    #expect(session.experiment.transcript.lastTurn > 0)
    let before = session.engine
    #expect(harness.run("reset") == .ok)
    #expect(session.engine !== before)
    #expect(session.experiment.scheduled.isEmpty)
    #expect(session.experiment.transcript.lastTurn == 0)
    #expect(session.experiment.comparedRuns.isEmpty)
    #expect(session.compares.threadLimit == 1)
    #expect(session.nesting.readDepth == 0)
    #expect((session.engine.images.loader as? ImageLibrary) === session.imageFiles.library)
  }
}
