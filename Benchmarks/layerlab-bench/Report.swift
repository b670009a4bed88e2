import Foundation

/// The plain-text report: one figure per line, the name (with its unit) in a fixed-width
/// column, then either one value or `median … p90 … n=…`.
///
/// Why this shape: the labels and their order never change between runs, only the numbers, so
/// two reports (two hosts, or before and after a change) can be compared with `diff` or
/// `paste`, and a script can pick a figure out with `grep NAME | awk`.
final class Report {
  /// Width of the name column; longer names push the value right rather than being cut.
  private static let nameWidth = 44
  /// When the report started, for the run's total host time in the footer.
  private let started = ContinuousClock.now
  /// The highest `VmHWM` seen before a section reset it (see `HostInfo.resetPeakRSS`), so the
  /// footer's peak still covers the whole run.
  private var peakBeforeResetMiB = 0.0

  /// The mode and the host: what every figure below depends on.
  func header(_ options: BenchOptions) {
    line("# layerlab-bench: host figures; medians and p90s of repeated runs, nothing asserted")
    value("run.mode", options.modeName)
    #if DEBUG
      value("run.build", "debug (figures are meaningless; use -c release)")
    #else
      value("run.build", "release")
    #endif
    value("host.cores", String(HostInfo.cores))
    value("host.cpu", HostInfo.cpuModel)
  }

  /// A blank line and a `# title` line before each group of figures.
  func section(_ title: String) {
    line("")
    line("# " + title)
  }

  /// A repeated measurement: `name  median X  p90 Y  n=N`.
  func figure(_ name: String, _ samples: Samples, decimals: Int = 1) {
    let median = Self.format(samples.median, decimals: decimals)
    let p90 = Self.format(samples.p90, decimals: decimals)
    line(Self.padded(name) + "median " + median + "  p90 " + p90 + "  n=\(samples.count)")
  }

  /// A single number.
  func value(_ name: String, _ number: Double, decimals: Int = 1) {
    value(name, String(format: "%.\(decimals)f", number))
  }

  /// A single count.
  func value(_ name: String, _ count: Int) {
    value(name, String(count))
  }

  /// A single value, already text.
  func value(_ name: String, _ text: String) {
    line(Self.padded(name) + text)
  }

  /// Remembers the peak RSS up to now; call it before resetting the peak.
  func notePeakRSS() {
    peakBeforeResetMiB = max(peakBeforeResetMiB, HostInfo.peakRSSMiB ?? 0)
  }

  /// The peak memory and total time of the whole run.
  func footer() {
    section("whole run")
    value("run.peak_rss_MiB", max(peakBeforeResetMiB, HostInfo.peakRSSMiB ?? 0), decimals: 1)
    let elapsed = started.duration(to: .now).components
    value("run.host_s", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18, decimals: 2)
  }

  /// Prints one line at once, so progress shows when the output goes through a pipe.
  private func line(_ text: String) {
    print(text)
    fflush(nil)
  }

  /// The name followed by spaces up to the value column (at least two).
  private static func padded(_ name: String) -> String {
    name + String(repeating: " ", count: max(2, nameWidth - name.count))
  }

  /// A fixed-point number, right-aligned in ten columns so medians and p90s line up.
  private static func format(_ number: Double, decimals: Int) -> String {
    let text = String(format: "%.\(decimals)f", number)
    return String(repeating: " ", count: max(0, 10 - text.count)) + text
  }
}
