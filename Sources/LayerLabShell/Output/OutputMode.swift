/// The `.mode` values: how a table is printed.
///
/// sqlite3's shell has many more; these three cover reading (table), spreadsheets and pandas
/// (csv) and jq and scripts (json).
public enum OutputMode: String, Sendable, CaseIterable {
  /// Aligned columns under a header and a rule of dashes (`TextTable`).
  case table
  /// RFC 4180 rows (`CSVWriter`), with the header line when `.headers on`.
  case csv
  /// A JSON array with one object per row, keys in column order, one object per line;
  /// numeric columns as JSON numbers.
  case json

  /// The table as this mode prints it. `table` is `TextTable` exactly (the committed transcripts
  /// depend on it); `csv` is RFC 4180, with the header line only when `headers` is on; `json`
  /// is JSON Lines — one object per row, one row per line, keyed by the header names in column
  /// order (a fixed order, so the same rows always give the same bytes), numeric columns as
  /// numbers — so the output of several statements is still one valid stream.
  func render(header: [String], rows: [[String]], headers: Bool) -> String {
    switch self {
    case .table:
      return TextTable.render(header: header, rows: rows)
    case .csv:
      return (headers ? CSVWriter.row(header) : "") + rows.map(CSVWriter.row).joined()
    case .json:
      return JSONRows.render(header: header, rows: rows)
    }
  }
}
