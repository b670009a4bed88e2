import LayerLab
import Testing

@testable import LayerLabShell

/// `promotion on|off`: the app's `CADisableMinimumFrameDurationOnPhone`, seen from the shell.
@Suite("Session: promotion")
struct SessionProMotionTests {
  /// The display-link ticks `stats` counts.
  private func ticks(_ harness: SessionHarness) -> String? {
    harness.clear()
    _ = harness.run("stats")
    return harness.outLines.first { $0.hasPrefix("display-link ticks") }
  }

  @Test func anIPhone13ProRunsAt60HzUntilPromotionOn() {
    let harness = SessionHarness()
    harness.prepare("device iphone13pro", "run 1s")
    #expect(ticks(harness)?.hasSuffix(" 60 (0 late, 0 missed: main busy)") == true)
    harness.clear()
    #expect(harness.run("device") == .ok)
    #expect(
      harness.outLines.first?.contains(
        "60 Hz (120 Hz ProMotion panel; app not opted in: "
          + "CADisableMinimumFrameDurationOnPhone absent — 'promotion on' opts in)") == true)
    #expect(harness.out.contains("not modelled"), "the idle rate is said not to be modelled")

    harness.prepare("reset", "promotion on", "run 1s")
    #expect(ticks(harness)?.hasSuffix(" 120 (0 late, 0 missed: main busy)") == true)
    harness.clear()
    _ = harness.run("device")
    #expect(
      harness.outLines.first?.contains(
        "120 Hz (ProMotion panel; app opted in: CADisableMinimumFrameDurationOnPhone = YES)")
        == true)
  }

  @Test func theSettingSurvivesDeviceAndResetAndShowsInShow() {
    let harness = SessionHarness()
    harness.prepare("promotion on", "device iphone15pro", "reset")
    #expect(harness.engine.device.name == "iphone15pro")
    #expect(harness.engine.device.refreshRate == 120)
    harness.clear()
    _ = harness.run("promotion")
    #expect(
      harness.out.hasPrefix("promotion on (options: on, off): iphone15pro runs the app at 120 Hz"))
    harness.clear()
    _ = harness.run(".show")
    #expect(harness.outLines.contains { $0.hasPrefix("promotion") && $0.hasSuffix(" on") })
  }

  @Test func anIPadProRuns120HzWithoutIt() {
    let harness = SessionHarness()
    harness.prepare("device ipadpro2018", "run 1s")
    #expect(ticks(harness)?.hasSuffix(" 120 (0 late, 0 missed: main busy)") == true)
    harness.clear()
    _ = harness.run("device")
    #expect(
      harness.outLines.first?.contains("120 Hz (ProMotion panel; an iPad app needs no opt-in)")
        == true)
  }

  @Test func badValuesAreRefusedAndChangeNothingAndTabOffersTheGoodOnes() {
    let harness = SessionHarness()
    let completer = Completer(session: harness.session)
    #expect(completer.candidates(line: "promotion ", word: "") == ["off", "on"])
    harness.prepare("device iphone13pro")
    #expect(harness.run("promotion yes") == .failed)
    #expect(harness.errLines.last?.hasSuffix("unknown promotion 'yes' (use 'on' or 'off')") == true)
    #expect(harness.engine.device.refreshRate == 60)
  }

  /// A compare that forces a device runs it under the session's opt-in.
  @Test func compareRunsUnderTheSessionsOptIn() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/idle.lab"
      try AtomicFile.write("clock model\nrun 1100ms\n", to: path)
      let harness = SessionHarness()
      harness.prepare("promotion on")
      #expect(harness.run("compare device iphone13pro iphone12 -- \(path)") == .ok)
      #expect(harness.err == "")
      // Each run under its own device and refresh rate, stamped over the table.
      #expect(
        harness.outLines.first?.hasPrefix("conditions: per row · refresh per row · clock model")
          == true, "\(harness.out)")
      let rows = harness.outLines.dropFirst(3).prefix(2).map {
        $0.split(separator: " ").map(String.init)
      }
      #expect(rows.map { $0.first } == ["iphone13pro", "iphone12"])
      // device frame_rate label_fps_last …: an idle run presents no frame, but the display
      // link ticks at the rate that applies.
      #expect(rows.map { $0.count > 2 ? $0[2] : "" } == ["120.0", "60.0"])
    }
  }
}
