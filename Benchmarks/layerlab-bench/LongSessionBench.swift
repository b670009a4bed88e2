import LayerLabShell

/// Section 10: ten virtual minutes of flings on a 100 000-row feed, under `clock model`.
///
/// Why: a long recording must fit in memory and finish in reasonable time (issue 13's target:
/// ≤ 100 MB peak RSS and ≤ 10 s wall for this session). Besides wall time and the peak RSS
/// of this run alone, it prints how many records each bounded store holds at the end and how
/// many it dropped, so a memory figure can be traced to the store that grew.
struct LongSessionBench {
  let options: BenchOptions

  /// Virtual seconds flung: ten minutes, or one in `--quick`.
  var seconds: Int { options.quick ? 60 : 600 }

  func run(_ report: Report) throws {
    report.section(
      "10. long session: \(seconds) s of flings (one every 2 s) on 100 000 rows, estimated heights")
    let script = """
      clock model
      new table feed rows=100000 seed=1 estimatedRowHeight=120 strategy=async
      run until idle
      repeat \(seconds / 2) every 2s feed.fling(velocity: -14000)
      run \(seconds)s

      """
    let output = SessionOutput()
    let peakReset = HostInfo.resetPeakRSS()
    let session = output.makeSession()
    let (outcome, micros) = Stopwatch.micros { session.runScript(script, name: "long.lab") }
    guard outcome == .ok else {
      throw BenchFailure("the long session failed (\(outcome)):\n\(output.errors.prefix(500))")
    }
    let scope = peakReset ? "" : " (whole process: clear_refs refused)"
    report.value("long.wall_s", micros / 1e6, decimals: 2)
    report.value("long.peak_rss_MiB\(scope)", HostInfo.peakRSSMiB ?? 0, decimals: 1)
    let engine = session.engine
    for store in engine.recording.storeTallies {
      let name = store.name.replacingOccurrences(of: " ", with: "_").lowercased()
      report.value("long.\(name)_kept", Double(store.kept), decimals: 0)
      report.value("long.\(name)_dropped", Double(store.dropped), decimals: 0)
    }
    report.value(
      "long.stats_window_s", Double(engine.now - engine.completeSince) / 1e6, decimals: 1)
  }
}
