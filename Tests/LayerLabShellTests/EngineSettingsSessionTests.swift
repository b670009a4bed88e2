import LayerLab
import Testing

@testable import LayerLabShell

/// The engine's settings, set by their statements, survive `reset` and reach every compared
/// run whole, with only what the run forces changed.
@Suite("Session: engine settings survive reset and compare")
struct EngineSettingsSessionTests {
  /// One statement per setting, each moving it from its default; a setting with no statement
  /// here fails `theStatementsMoveEverySetting`.
  static let statements = [
    "device iphone13pro", "promotion on", "pool yy-fallback", "cpuclock fixed",
    "costs set layout.line=2", "images latency=40ms", "clock measured",
  ]

  private func harness() -> SessionHarness {
    let harness = SessionHarness()
    for line in Self.statements { #expect(harness.run(line) == .ok, "\(line): \(harness.err)") }
    return harness
  }

  /// Settings no statement sets in a session: a repeated compare's gesture variation is given
  /// to its runs only (`compare … runs=N`; `CompareRepeatsTests` checks it reaches them).
  static let setByCompareOnly: Set = ["variation"]

  @Test func theStatementsMoveEverySetting() {
    let set = Mirror(reflecting: harness().engine.settings).children
    for (standard, moved) in zip(Mirror(reflecting: EngineSettings()).children, set)
    where !Self.setByCompareOnly.contains(standard.label ?? "") {
      #expect(
        String(describing: standard.value) != String(describing: moved.value),
        "no statement here moves '\(standard.label ?? "?")'; add its statement")
    }
  }

  @Test func resetKeepsEverySetting() {
    let harness = harness()
    let before = harness.engine.settings
    #expect(harness.run("reset") == .ok)
    #expect(harness.engine.settings == before)
  }

  @Test func aComparedRunStartsFromEverySettingWithItsForcedOnesChanged() throws {
    let harness = harness()
    let before = harness.engine.settings
    let plain = CompareStatement.compareJob(
      Session.CompareRun(), script: "", name: "x.lab", budget: CompareRunBudget(),
      in: harness.session)
    #expect(plain.engine == before)
    let iphone8 = try #require(DeviceProfile.named("iphone8"))
    let forced = CompareStatement.compareJob(
      Session.CompareRun(pool: .yy, device: iphone8, clock: .model), script: "", name: "x.lab",
      budget: CompareRunBudget(), in: harness.session)
    var expected = before
    expected.device = iphone8.optingIn(true)
    expected.pool = .yy
    expected.clock = .model
    #expect(forced.engine == expected)
  }
}
