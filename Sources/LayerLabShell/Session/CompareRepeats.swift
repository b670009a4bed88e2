import LayerLab

/// `compare … runs=N`: every compared row run N times, each run's gestures varied
/// (``GestureVariation``, run k with seed k), each figure reported as the median of the runs
/// with the middle half of them (p25–p75), and a verdict that names only the differences
/// larger than the runs' own spread.
///
/// Why: one deterministic run per row sits on a knife-edge — a 5 % change of the gesture
/// flipped 0 hitches to 2 — and a table of single runs cannot say which differences are real.
/// `runs=1` (the default) is the single deterministic run, byte for byte as before.
struct CompareRepeats {
  /// How many runs each row gets.
  let count: Int
  /// The figures the table prints (`columns=`), in ``CompareJob/header`` order; nil for the
  /// default: every figure for single runs, ``decisive`` for repeated ones.
  var columns: [String]? = nil
  /// The first run's variation seed less one (`seed=S`: runs S+1 … S+N; 0 by default).
  var seed: UInt64 = 0

  /// What a repeated table prints unless told otherwise: the figures that decide a screen,
  /// narrow enough to read with their spreads (`columns=all` prints every one).
  static let decisive = [
    "frame_rate", "dropped_frame_pct", "hitches", "hitch_ms_per_s", "frame_cpu_p99_ms",
    "mem_peak_bytes",
    "blank_frames", "ttc_p95_ms",
  ]

  /// The figures this compare prints, as indices into ``CompareJob/header``.
  var shownColumns: [Int] {
    let names = columns ?? (count > 1 ? Self.decisive : CompareJob.header)
    return CompareJob.header.indices.filter { names.contains(CompareJob.header[$0]) }
  }

  /// The most runs a row may get: enough for a rank test to find a difference at p < 0.001
  /// with room to spare (8 a side already can), few enough that a 4-row compare of 32 runs
  /// stays within the per-statement run limit.
  static let maxRuns = 32

  /// Splits `runs=N` and `columns=LIST|all` from the compared words; one run and the
  /// default columns when they are not there.
  static func split(_ words: [Word]) throws(ShellError) -> (repeats: CompareRepeats, rest: [Word]) {
    var count = 1
    var columns: [String]?
    var seed: UInt64 = 0
    var rest: [Word] = []
    var seen = false
    for word in words {
      if word.text.hasPrefix("seed=") {
        guard let value = UInt64(word.text.dropFirst("seed=".count)), value <= maxSeed else {
          throw ShellError(
            "'\(Excerpt.of(word.text))' is not a seed; give seed=0 to seed=\(maxSeed), e.g. seed=100"
          )
        }
        seed = value
        continue
      }
      if word.text.hasPrefix("columns=") {
        guard columns == nil else {
          throw ShellError("'columns=' is given twice; give it once, e.g. columns=hitches,dropped")
        }
        columns = try Self.columns(String(word.text.dropFirst("columns=".count)))
        continue
      }
      guard word.text.hasPrefix("runs=") else {
        rest.append(word)
        continue
      }
      let value = word.text.dropFirst("runs=".count)
      guard !seen else { throw ShellError("'runs=' is given twice; give it once, e.g. runs=20") }
      guard let n = Int(value), (1...maxRuns).contains(n) else {
        throw ShellError(
          "'\(word.text)' is not a run count; give runs=1 to runs=\(maxRuns) (the runs-per-row "
            + "limit), e.g. runs=20")
      }
      (count, seen) = (n, true)
    }
    return (CompareRepeats(count: count, columns: columns, seed: seed), rest)
  }

  /// The figures `columns=` names: `all`, or a comma list of the table's column names (a byte
  /// column by its table name, `mem_peak`, or its data name, `mem_peak_bytes`).
  static func columns(_ list: String) throws(ShellError) -> [String] {
    if list == "all" { return CompareJob.header }
    var names: [String] = []
    for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let data = CompareJob.column(named: name) else {
        throw ShellError(
          "compare has no column '\(Excerpt.of(name))'\(CompareJob.guess(for: name)); "
            + "columns=all, or a list of: " + CompareJob.tableHeader.joined(separator: ","))
      }
      names.append(data)
    }
    return names
  }

  /// `header` and `rows` (a name, then one cell per figure) cut to ``shownColumns``.
  func cut(header: [String], rows: [[String]]) -> (header: [String], rows: [[String]]) {
    let keep = [0] + shownColumns.map { $0 + 1 }
    return (keep.map { header[$0] }, rows.map { row in keep.map { row[$0] } })
  }

  /// What the table's cells mean, printed under it.
  static let note =
    "  (each cell: the median of the runs [their 25th–75th percentile]; each run's drags and "
    + "flings scaled by its own factor within ±\(Int(GestureVariation.spread * 100)) %, run k "
    + "by seed k (seed=S shifts them to S+k), each landing at its own phase within a frame; "
    + "each download's time scaled by its own factor within ±"
    + "\(Int(GestureVariation.networkSpread * 100)) %; each gesture finding the CPU clusters "
    + "anywhere from idle to peak clock, and same-time work landing in its own order)"

  /// The largest `seed=`: any 32-bit number.
  static let maxSeed: UInt64 = 4_294_967_295

  /// The gesture variation of a row's `index`th run: none for a single run.
  func variation(_ index: Int) -> GestureVariation? {
    count > 1 ? GestureVariation(seed: seed + UInt64(index + 1)) : nil
  }

  // MARK: - Summarising

  /// Each row's runs, one sample per figure: `rows` is every run's row in order, `count` runs
  /// a row; the first cell of a row is its name.
  func samples(_ rows: [[String]]) -> [(name: String, figures: [Sample])] {
    stride(from: 0, to: rows.count - rows.count % count, by: count).map { start in
      let runs = rows[start..<start + count]
      let figures = CompareJob.header.indices.map { column in
        Sample(runs.compactMap { Double($0[column + 1]) })
      }
      return (runs.first?[0] ?? "", figures)
    }
  }

  /// The table mode's rows: each figure as `median [p25–p75]`, with the decimals its runs
  /// were printed with; byte counts in MiB; `n/a` where no run had the figure.
  func tableRows(_ rows: [[String]]) -> [[String]] {
    let decimals = Self.decimals(rows)
    return samples(rows).map { row in
      [row.name]
        + row.figures.enumerated().map { column, sample in
          guard let median = sample.median, let quartiles = sample.quartiles else { return "n/a" }
          let bytes = CompareJob.byteColumns[CompareJob.header[column]] != nil
          func shown(_ value: Double) -> String {
            bytes ? Format.bytes(Int(value.rounded())) : Self.fixed(value, decimals[column])
          }
          let (low, high) = (shown(quartiles.low), shown(quartiles.high))
          // A spread the printed digits cannot show ("0 [0–0]" for runs 0, 0, 0, 1) is none.
          guard low != high else { return shown(median) }
          // `12.5 MiB [12.4–12.7]`: one unit, when the three share it.
          if bytes, let unit = low.split(separator: " ").last,
            [shown(median), high].allSatisfy({ $0.hasSuffix(" " + unit) })
          {
            let bare = { (text: String) in String(text.dropLast(unit.count + 1)) }
            return "\(shown(median)) [\(bare(low))–\(bare(high))]"
          }
          return "\(shown(median)) [\(low)–\(high)]"
        }
    }
  }

  /// The data modes' header: each shown figure, then its p25 and p75.
  func dataHeader(first: String) -> [String] {
    [first, "runs"]
      + shownColumns.map { CompareJob.header[$0] }.flatMap { [$0, $0 + "_p25", $0 + "_p75"] }
  }

  /// The data modes' rows: plain numbers, empty where no run had the figure.
  func dataRows(_ rows: [[String]]) -> [[String]] {
    samples(rows).map { row in
      [row.name, String(count)]
        + shownColumns.map { row.figures[$0] }.flatMap { sample -> [String] in
          guard let median = sample.median, let quartiles = sample.quartiles else {
            return ["", "", ""]
          }
          return [median, quartiles.low, quartiles.high].map { Self.plain($0) }
        }
    }
  }

  /// Each figure's digits after the point, the most any run printed.
  static func decimals(_ rows: [[String]]) -> [Int] {
    CompareJob.header.indices.map { column in
      rows.map { decimals(of: $0[column + 1]) }.max() ?? 0
    }
  }

  /// Digits after the point in a printed figure.
  static func decimals(of cell: String) -> Int {
    cell.firstIndex(of: ".").map { cell.distance(from: $0, to: cell.endIndex) - 1 } ?? 0
  }

  /// `value` with `decimals` digits after the point.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard decimals > 0 else { return String(Int64(value.rounded())) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int64((value * scale).rounded())
    let sign = scaled < 0 ? "-" : ""
    let digits = String(scaled.magnitude)
    let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
    return sign + padded.dropLast(decimals) + "." + padded.suffix(decimals)
  }

  /// A number for csv and json: an integer without a point, else up to three decimals.
  static func plain(_ value: Double) -> String {
    value == value.rounded() ? String(Int64(value)) : fixed(value, 3)
  }
}

/// A finished compare's figures, kept for `expect`: every run's row and how they group.
struct ComparedFigures {
  var rows: [[String]]
  var repeats: CompareRepeats
}
