import LayerLabShell

/// Section 6: table creation in a fresh session under `clock model`: 10 000 and 100 000 rows
/// (the largest a session may make), with every row measured at reloadData and with
/// `estimatedRowHeight` (rows measured only as they near the screen).
///
/// Why it matters: making a table generates its posts and, with exact heights, measures every
/// row's body and quoted text (`heightForRow` for all rows, as `UITableView` asks on reload),
/// the pause a user sits through before the first frame; `per_row_us` is the figure to
/// compare with `feed.text.measure_us`. With estimated heights the pause is generating the
/// posts and one screenful of measuring (issue 13: ≤ 0.3 s for 100 000 rows).
struct TableBench {
  let options: BenchOptions

  static let variants: [(name: String, rows: Int, extra: String)] = [
    ("table.10k", 10_000, ""),
    ("table.10k.estimated", 10_000, " estimatedRowHeight=120"),
    ("table.100k", 100_000, ""),
    ("table.100k.estimated", 100_000, " estimatedRowHeight=120"),
    // Issue 22's target: a custom prototype's table of 10 000 rows with estimated heights is
    // made in ≤ 0.5 s (every binding checked against every row, one screenful measured).
    ("table.10k.prototype", 10_000, " cell=p"),
    ("table.10k.prototype.estimated", 10_000, " cell=p estimatedRowHeight=120"),
  ]

  /// The prototype the `cell=p` variants use (not timed): an avatar, a name, a body that
  /// fits its text, a picture — four bindings a row.
  static let prototype = [
    "new prototype p height=fit+10",
    "new image p.avatar frame=15,12,40,40 url=$row.avatar cornerRadius=20 masksToBounds=true",
    "new label p.name frame=65,14,width-80,20 text=$row.name",
    "new label p.body frame=15,avatar.maxY+8,width-30,fit numberOfLines=3 text=$row.text",
    "new image p.photo frame=15,body.maxY+8,width-30,160 url=$row.thumbnails[0]",
  ]

  func run(_ report: Report) throws {
    report.section("6. table creation: new table t rows=N seed=1 [estimatedRowHeight=120]")
    for variant in Self.variants {
      let statement = "new table t rows=\(variant.rows) seed=1" + variant.extra
      // 100 000 exact rows take tens of seconds: once is enough, and never in --quick.
      let repetitions =
        variant.rows > 10_000 && variant.extra.isEmpty ? 1 : options.tableRepetitions
      if options.quick, variant.rows > 10_000, variant.extra.isEmpty { continue }
      var host = Samples()
      var perRow = Samples()
      for _ in 0..<repetitions {
        let output = SessionOutput()
        let session = output.makeSession()
        if variant.extra.contains("cell=p") {
          for line in Self.prototype where session.run(line: line, at: .interactive) != .ok {
            throw BenchFailure("'\(line)' failed:\n\(output.errors)")
          }
        }
        let (outcome, micros) = Stopwatch.micros {
          session.run(line: statement, at: .interactive)
        }
        guard outcome == .ok else {
          throw BenchFailure("'\(statement)' failed (\(outcome)):\n\(output.errors)")
        }
        host.add(micros / 1000)
        perRow.add(micros / Double(variant.rows))
      }
      report.figure(variant.name + ".create_ms", host)
      report.figure(variant.name + ".create.per_row_us", perRow, decimals: 2)
    }
  }
}
