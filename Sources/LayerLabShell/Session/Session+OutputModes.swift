import LayerLab

/// The one function every table goes through, in the current `.mode`.
extension Session {
  /// Prints a table in the current `.mode`. Every table the shell prints comes through here, so
  /// `.mode csv` or `.mode json` turns any of them into data for another program.
  func printTable(header: [String], rows: [[String]]) {
    let text = settings.mode.render(header: header, rows: rows, headers: settings.headers)
    if !text.isEmpty { write(.out, text) }
  }

  /// Where results go now, for `.show`.
  var outputDescription: String { router.description }
}

/// Rows as JSON Lines (jsonlines.org): one JSON object per row, each on its own line, for
/// `.mode json`.
///
/// Why lines and not an array per statement: a session prints many tables, and arrays one
/// after another are not one JSON document; objects one per line are one stream that `jq`
/// and every JSON Lines reader take whole. A statement with no rows prints nothing.
///
/// A column whose non-empty cells are all JSON numbers is written as numbers (`"draw_us":196`)
/// with `null` for its empty cells, so `jq 'select(.draw_us > 100)'` works; every other column
/// is strings. Cells beyond the header are keyed `column N`.
enum JSONRows {
  static func render(header: [String], rows: [[String]]) -> String {
    let width = max(header.count, rows.map(\.count).max() ?? 0)
    let keys = (0..<width).map { $0 < header.count ? header[$0] : "column \($0 + 1)" }
    let numeric = (0..<width).map { column in
      let cells = rows.map { column < $0.count ? $0[column] : "" }.filter { !$0.isEmpty }
      return !cells.isEmpty && cells.allSatisfy(isNumber)
    }
    // Keys in column order, as the table prints them (issue 12); a repeated header name keeps
    // its first column's place.
    let order = Array(keys.indices)
    guard !rows.isEmpty else { return "" }
    let objects = rows.map { cells in
      let members = order.map { column in
        let cell = column < cells.count ? cells[column] : ""
        let value = numeric[column] ? (cell.isEmpty ? "null" : cell) : string(cell)
        return string(keys[column]) + ":" + value
      }
      return "{" + members.joined(separator: ",") + "}"
    }
    return objects.joined(separator: "\n") + "\n"
  }

  /// A number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, at most 15 digits so that a
  /// double reads it back exactly. `007` or `1.` stay strings.
  static func isNumber(_ s: String) -> Bool {
    var digits = Substring(s)
    if digits.first == "-" { digits = digits.dropFirst() }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, digits.count - (parts.count - 1) <= 15 else { return false }
    guard let whole = parts.first, !whole.isEmpty, whole == "0" || whole.first != "0" else {
      return false
    }
    return parts.allSatisfy { part in
      !part.isEmpty && part.unicodeScalars.allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 }
    }
  }

  /// `s` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, `\u00XX`.
  static func string(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
