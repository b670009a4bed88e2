import LayerLab

/// The verdict of a repeated compare: each row against the first, on the figures that decide
/// a screen, naming only the differences the runs' spread cannot explain.
///
/// A difference counts when a two-sided Mann–Whitney rank test (``RankTest``) of the two rows'
/// runs gives p below 0.05 divided by the number of figures read (Bonferroni: seven tests a
/// pair, so one of them is not found "significant" by chance one time in twenty), and the
/// medians differ. With fewer than six runs a side no difference can reach that (five a side
/// give p ≥ 0.012 at best), and the verdict says the runs are too few.
extension CompareRepeats {
  /// The figures a verdict reads, in the order it names them.
  static let verdictFigures = [
    "hitch_ms_per_s", "hitches", "dropped", "frame_cpu_p99_ms", "blank_frames", "ttc_p95_ms",
    "mem_peak_bytes",
  ]

  /// The fewest runs a row needs before any difference can pass the threshold.
  static let fewestRuns = 6

  /// The threshold each figure's p-value is held to.
  static var threshold: Double { 0.05 / Double(verdictFigures.count) }

  /// One difference found between a row and the first.
  struct Finding {
    var figure: String
    var base: Double
    var value: Double
    var p: Double
  }

  /// The differences between row `index` and the first row, significant or not, in
  /// ``verdictFigures`` order.
  func comparisons(_ samples: [(name: String, figures: [Sample])], row index: Int) -> [Finding] {
    Self.verdictFigures.compactMap { figure in
      guard let column = CompareJob.header.firstIndex(of: figure) else { return nil }
      let base = samples[0].figures[column]
      let other = samples[index].figures[column]
      guard let baseMedian = base.median, let median = other.median else { return nil }
      return Finding(
        figure: figure, base: baseMedian, value: median,
        p: RankTest(other.sorted, base.sorted).p)
    }
  }

  /// One line per row after the first: what differs from the first row beyond the noise.
  func verdictLines(_ rows: [[String]]) -> [String] {
    let samples = samples(rows)
    guard samples.count > 1 else { return [] }
    let rule =
      "\(count) runs each, gestures varied ±\(Int(GestureVariation.spread * 100)) %; a "
      + "difference counts at p < \(Self.pText(Self.threshold, bare: true)) (two-sided "
      + "Mann–Whitney, 0.05 over the \(Self.verdictFigures.count) figures read)"
    guard count >= Self.fewestRuns else {
      return [
        "verdict: \(count) runs a row are too few to tell a difference from the run-to-run "
          + "spread; give runs=\(Self.fewestRuns) or more"
      ]
    }
    let decimals = Self.decimals(rows)
    return samples.indices.dropFirst().map { index in
      let found = comparisons(samples, row: index).filter {
        $0.p < Self.threshold && $0.value != $0.base
      }
      let head = "verdict: \(samples[index].name) against \(samples[0].name) (\(rule)): "
      guard !found.isEmpty else {
        return head + "no figure differs beyond the run-to-run spread"
      }
      return head + found.map { Self.describe($0, decimals: decimals) }.joined(separator: "; ")
    }
  }

  /// The verdict as data: one row per compared pair and figure.
  static let verdictHeader = [
    "row", "against", "figure", "median_against", "median", "change_pct", "p", "significant",
  ]

  func verdictRows(_ rows: [[String]]) -> [[String]] {
    let samples = samples(rows)
    guard samples.count > 1 else { return [] }
    return samples.indices.dropFirst().flatMap { index in
      comparisons(samples, row: index).map { finding in
        [
          samples[index].name, samples[0].name, finding.figure, Self.plain(finding.base),
          Self.plain(finding.value), Self.change(finding).map { Self.plain($0) } ?? "",
          Self.plain(finding.p),
          String(finding.p < Self.threshold && finding.value != finding.base),
        ]
      }
    }
  }

  /// `hitch_ms_per_s 31.0 → 0.0 (−100 %, p < 0.001)`.
  static func describe(_ finding: Finding, decimals: [Int]) -> String {
    let bytes = CompareJob.byteColumns[finding.figure]
    let name = bytes ?? finding.figure
    let places = CompareJob.header.firstIndex(of: finding.figure).map { decimals[$0] } ?? 1
    func shown(_ value: Double) -> String {
      bytes != nil ? Format.bytes(Int(value.rounded())) : fixed(value, places)
    }
    let change = Self.change(finding).map {
      "\($0 > 0 ? "+" : "−")\(Int($0.magnitude.rounded())) %, "
    }
    return "\(name) \(shown(finding.base)) → \(shown(finding.value)) (\(change ?? "")"
      + "\(pText(finding.p, bare: false)))"
  }

  /// The change from the first row's median, in percent; nil from 0.
  static func change(_ finding: Finding) -> Double? {
    finding.base != 0 ? (finding.value - finding.base) / finding.base * 100 : nil
  }

  /// `p < 0.001` or `p = 0.012`; bare: the number alone.
  static func pText(_ p: Double, bare: Bool) -> String {
    if bare { return fixed(p, p < 0.01 ? 4 : 3) }
    return p < 0.001 ? "p < 0.001" : "p = \(fixed(p, 3))"
  }
}
