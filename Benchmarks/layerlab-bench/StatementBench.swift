import LayerLabShell

/// Section 7: statements per second through a `Session`, at three script lengths.
///
/// Why it matters: a generated script (a sweep, a fuzz corpus, a replayed log) can hold a
/// million statements, and each statement must cost the same however many came before it.
/// A scan of the whole event log per statement once made 100 000 property sets take 10 s;
/// `sets_per_s` staying flat from 10k to 1M (target ≥ 300 000/s, within 20 %) shows it is
/// linear, and `reads_per_s` (target ≥ 1 000 000/s) is the cost of a statement that changes
/// nothing. Each script runs as a file would (`runScript`), in a fresh session.
struct StatementBench {
  let options: BenchOptions

  /// The script lengths measured.
  var sizes: [Int] { options.quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000] }

  func run(_ report: Report) throws {
    report.section("7. statements per second: t.text = \"…\" and t.numberOfLines through a Session")
    for size in sizes {
      let sets = (0..<size).map { "t.text = \"v\($0 % 97)\"" }
      try measure(sets, as: "statements.sets", size: size, report)
    }
    for size in sizes {
      let reads = Array(repeating: "t.numberOfLines", count: size)
      try measure(reads, as: "statements.reads", size: size, report)
    }
  }

  /// Prints `NAME_per_s.SIZE` and the peak RSS of that run alone (`VmHWM`, reset before it
  /// when the kernel allows; the script's own text is part of it, as it is for the CLI).
  private func measure(_ lines: [String], as name: String, size: Int, _ report: Report) throws {
    let label = Self.label(size)
    let peakReset = HostInfo.resetPeakRSS()
    report.value("\(name)_per_s.\(label)", try rate(lines), decimals: 0)
    let scope = peakReset ? "" : " (whole process: clear_refs refused)"
    report.value("\(name).peak_rss_MiB.\(label)\(scope)", HostInfo.peakRSSMiB ?? 0, decimals: 1)
  }

  /// Statements per host second for one script, run as `layerlab FILE.lab` runs it: `clock
  /// model`, a label, then `lines`, with every result written to a sink that drops it.
  private func rate(_ lines: [String]) throws -> Double {
    let script =
      "clock model\nnew label t frame=0,0,200,40 text=a\n" + lines.joined(separator: "\n") + "\n"
    let output = SessionOutput()
    let session = output.makeSession()
    let (outcome, micros) = Stopwatch.micros { session.runScript(script, name: "bench.lab") }
    guard outcome == .ok else {
      throw BenchFailure("the statement script failed (\(outcome)):\n\(output.errors.prefix(500))")
    }
    return Double(lines.count) / (micros / 1e6)
  }

  /// `10k`, `100k`, `1M`.
  static func label(_ size: Int) -> String {
    size >= 1_000_000 ? "\(size / 1_000_000)M" : "\(size / 1000)k"
  }
}
