/// Writes CSV as RFC 4180 describes it, for `export draws|events|frames`.
///
/// Spreadsheets, pandas and sqlite's `.import` all read this dialect. Fields are quoted only
/// when they must be, so plain numbers stay plain; an empty field means "no value" (a stage of
/// a draw that did not happen). Lines end in "\n" rather than RFC 4180's CRLF, which every
/// reader accepts and which keeps the files friendly to diff and grep.
///
/// Quoting decisions are made on Unicode scalars, not Characters: "\r\n" is a single Character
/// in Swift, and a `"` followed by a combining mark would hide inside a grapheme cluster.
public enum CSVWriter {
  /// One field: unchanged, or wrapped in `"` with embedded quotes doubled when it contains a
  /// comma, a quote, CR or LF.
  public static func field(_ s: String) -> String {
    let needsQuotes = s.unicodeScalars.contains { scalar in
      scalar == "," || scalar == "\"" || scalar == "\r" || scalar == "\n"
    }
    guard needsQuotes else { return s }
    var out = String.UnicodeScalarView()
    out.append("\"")
    for scalar in s.unicodeScalars {
      if scalar == "\"" { out.append("\"") }
      out.append(scalar)
    }
    out.append("\"")
    return String(out)
  }

  /// One record: fields joined with `,`, ending in "\n".
  ///
  /// A record of a single empty field is written `""` so that it is not read back as a blank
  /// line, which many readers skip. An empty array writes an empty line.
  public static func row(_ fields: [String]) -> String {
    if fields == [""] { return "\"\"\n" }
    return fields.map(field).joined(separator: ",") + "\n"
  }

  /// A whole file: the header line, then one line per row.
  public static func document(header: [String], rows: [[String]]) -> String {
    var out = row(header)
    for fields in rows {
      out += row(fields)
    }
    return out
  }
}
