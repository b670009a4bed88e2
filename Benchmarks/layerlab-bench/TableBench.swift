import LayerLabShell

/// Section 6: `new table t rows=10000 seed=1`, the largest table a session may make, in a
/// fresh session under `clock model`.
///
/// Why it matters: making a table generates its posts and measures every row's body and quoted
/// text (`heightForRow` for all rows, as `UITableView` asks on reload), so this is 10 000 rows
/// of text heights, the pause a user sits through before the first frame; `per_row_us` is the
/// figure to compare with `feed.text.measure_us`.
struct TableBench {
  let options: BenchOptions

  static let rows = 10_000
  static let statement = "new table t rows=\(rows) seed=1"

  func run(_ report: Report) throws {
    report.section("6. table creation: \(Self.statement)")
    var host = Samples()
    var perRow = Samples()
    for _ in 0..<options.tableRepetitions {
      let output = SessionOutput()
      let session = output.makeSession()
      let (outcome, micros) = Stopwatch.micros {
        session.run(line: Self.statement, at: .interactive)
      }
      guard outcome == .ok else {
        throw BenchFailure("'\(Self.statement)' failed (\(outcome)):\n\(output.errors)")
      }
      host.add(micros / 1000)
      perRow.add(micros / Double(Self.rows))
    }
    report.figure("table.create_ms", host)
    report.figure("table.create.per_row_us", perRow, decimals: 2)
  }
}
