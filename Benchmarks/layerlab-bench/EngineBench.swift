import Foundation
import LayerLab
import LayerLabShell

/// Section 5: the whole engine, running `Sessions/scroll.lab` (a 1000-row feed on an iPhone 6,
/// three flicks and a tap) through a `Session` with the Pango renderer under `clock model`.
///
/// Why it matters: the workbench is only useful while a scripted experiment runs faster than
/// the time it simulates, so `sim_per_host_ratio` (virtual seconds per host second) is its headline
/// speed; `events` says how much work that was, and the peak RSS whether a longer session or a
/// bigger table would still fit (`VmHWM`, reset just before the runs so it is theirs). The
/// model clock makes the virtual figures and the event count identical on every host, so only
/// the host figures move between runs.
struct EngineBench {
  let options: BenchOptions

  /// `Sessions/scroll.lab` in the working directory (where `swift run` starts), else next to
  /// this package's sources.
  static func scriptPath(_ relative: String = "Sessions/scroll.lab") -> String {
    if FileManager.default.fileExists(atPath: relative) { return relative }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    return root.appendingPathComponent(relative).path
  }

  func run(_ report: Report) throws {
    report.section("5. engine: Sessions/scroll.lab under clock model (pango renderer)")
    let path = Self.scriptPath()
    guard let script = ScriptFile.load(path) else {
      throw BenchFailure("cannot read '\(path)'; run from the package's root directory")
    }
    let rssBefore = HostInfo.currentRSSMiB ?? 0
    report.notePeakRSS()
    let peakReset = HostInfo.resetPeakRSS()
    var host = Samples()
    var ratio = Samples()
    var virtualSeconds = 0.0
    var events = 0
    var draws = 0
    for _ in 0..<options.engineRepetitions {
      let output = SessionOutput()
      let session = output.makeSession()
      let (outcome, micros) = Stopwatch.micros { session.runScript(script, name: path) }
      guard outcome == .ok else {
        throw BenchFailure("\(path) did not run to its end (\(outcome)):\n\(output.errors)")
      }
      virtualSeconds = Double(session.engine.now) / 1e6
      events = session.engine.recording.events.count
      draws = session.engine.recording.draws.count
      host.add(micros / 1e6)
      ratio.add(virtualSeconds / (micros / 1e6))
    }
    report.figure("engine.scroll.host_s", host, decimals: 3)
    report.value("engine.scroll.virtual_s", virtualSeconds, decimals: 3)
    report.figure("engine.scroll.sim_per_host_ratio", ratio, decimals: 2)
    report.value("engine.scroll.events", events)
    report.value("engine.scroll.draws", draws)
    report.value("engine.scroll.rss_before_MiB", rssBefore, decimals: 1)
    report.value("engine.scroll.peak_rss_MiB", HostInfo.peakRSSMiB ?? 0, decimals: 1)
    report.value(
      "engine.scroll.peak_rss_scope",
      peakReset ? "scroll runs only" : "whole process (clear_refs refused)")
  }
}
