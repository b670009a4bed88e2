/// A `compare` table as the binary prints it, read back by run name, each figure by its
/// column's header.
///
/// Why its own reader: a byte size prints as a number and a unit ("15.2 MiB"), two words where
/// the header has one column, so splitting on spaces shifted every column after `peak_bitmap`
/// by one; the unit is folded into its number here (in MiB) and the columns stay aligned.
enum CompareTable {
  /// The rows whose first word `isRow` accepts, named by their first `nameWords` words.
  static func rows(_ out: String, nameWords: Int, where isRow: (String) -> Bool)
    -> [String: [String: String]]
  {
    var header: [String] = []
    var rows: [String: [String: String]] = [:]
    for line in out.split(separator: "\n") {
      let cells = Self.cells(line)
      if cells.first == "run" {
        header = cells
        continue
      }
      guard header.count > 1, let first = cells.first, isRow(first),
        cells.count == header.count - 1 + nameWords
      else { continue }
      let name = cells.prefix(nameWords).joined(separator: " ")
      rows[name] = Dictionary(
        uniqueKeysWithValues: zip(header.dropFirst(), cells.dropFirst(nameWords)).map { ($0, $1) })
    }
    return rows
  }

  /// The line's words, a byte unit folded into the number before it, in MiB.
  static func cells(_ line: Substring) -> [String] {
    var cells: [String] = []
    for word in line.split(separator: " ") {
      let perMiB: Double? =
        switch word {
        case "B": 1.0 / 1_048_576
        case "KiB": 1.0 / 1024
        case "MiB": 1
        case "GiB": 1024
        default: nil
        }
      if let perMiB, let last = cells.last, let number = Double(last) {
        cells[cells.count - 1] = String(number * perMiB)
      } else {
        cells.append(String(word))
      }
    }
    return cells
  }
}
