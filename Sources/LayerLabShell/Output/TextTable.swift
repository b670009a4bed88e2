/// Renders rows as an aligned plain-text table for the terminal (`trace`, `stats`, `.mode table`).
///
/// The layout follows what `column -t` and sqlite's box-less modes print: a header, a rule of
/// `-` under each column, then the rows, columns two spaces apart. A column of numbers is
/// right-aligned so that digits line up; everything else is left-aligned. No line has trailing
/// spaces, so output can be compared with golden files and pasted into bug reports cleanly.
public enum TextTable {
  /// Renders the table; every line, including the last, ends in "\n".
  ///
  /// Rows shorter than the header are padded with empty cells; a row longer than the header
  /// adds columns with empty headings. Control characters in cells are made visible (`\n`,
  /// `\r`, `\t`, others as `?`) so that one cell cannot break the layout or drive the terminal.
  public static func render(header: [String], rows: [[String]]) -> String {
    let columnCount = max(header.count, rows.map(\.count).max() ?? 0)
    guard columnCount > 0 else { return "" }
    let table = ([header] + rows).map { cells in
      (0..<columnCount).map { $0 < cells.count ? sanitized(cells[$0]) : "" }
    }
    var widths = [Int](repeating: 1, count: columnCount)
    var numeric = [Bool](repeating: false, count: columnCount)
    for column in 0..<columnCount {
      let cells = table.map { $0[column] }
      widths[column] = max(1, cells.map(displayWidth).max() ?? 0)
      let values = cells.dropFirst().filter { !$0.isEmpty }
      numeric[column] = !values.isEmpty && values.allSatisfy(isNumber)
    }
    var lines: [String] = []
    for (index, cells) in table.enumerated() {
      lines.append(line(cells, widths: widths, rightAligned: numeric))
      if index == 0 {
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// How many terminal columns `s` takes: East Asian wide characters (CJK, Hangul, full-width
  /// forms, most emoji) count 2, everything else 1 per Character.
  public static func displayWidth(_ s: String) -> Int {
    s.reduce(0) { total, character in
      guard let scalar = character.unicodeScalars.first else { return total }
      return total + (isWide(scalar.value) ? 2 : 1)
    }
  }

  /// The East Asian wide ranges that terminals draw two cells wide.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD,
  ]

  static func isWide(_ value: UInt32) -> Bool {
    wideRanges.contains { $0.contains(value) }
  }

  /// An integer or decimal, possibly negative: `12`, `-3`, `0.25`.
  static func isNumber(_ s: String) -> Bool {
    var scalars = Array(s.unicodeScalars)[...]
    if scalars.first == "-" { scalars = scalars.dropFirst() }
    let parts = scalars.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2 else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 }
    }
  }

  /// One line of cells padded to their widths, without trailing blanks.
  private static func line(_ cells: [String], widths: [Int], rightAligned: [Bool]) -> String {
    var out = ""
    for (column, cell) in cells.enumerated() {
      let padding = String(repeating: " ", count: max(0, widths[column] - displayWidth(cell)))
      if column > 0 { out += "  " }
      out += rightAligned[column] ? padding + cell : cell + padding
    }
    while out.last == " " { out.removeLast() }
    return out
  }

  /// The cell with control characters replaced by visible stand-ins.
  private static func sanitized(_ cell: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in cell.unicodeScalars {
      switch scalar {
      case "\n": out.append(contentsOf: "\\n".unicodeScalars)
      case "\r": out.append(contentsOf: "\\r".unicodeScalars)
      case "\t": out.append(contentsOf: "\\t".unicodeScalars)
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out.append("?")
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}
