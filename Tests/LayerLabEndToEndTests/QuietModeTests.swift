import Foundation
import Testing

/// `-q`: results only on stdout, so `layerlab -q -c '.mode csv; …; trace' > out.csv` is a
/// CSV file a strict reader takes (issue 12).
struct QuietModeTests {
  /// RFC 4180 fields: quoted fields may hold commas, quotes (doubled) and line breaks; a
  /// stray quote inside an unquoted field is an error (nil), as Python's strict reader has it.
  static func strictCSV(_ text: String) -> [[String]]? {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var wasQuoted = false
    var chars = Array(text)[...]
    while let c = chars.popFirst() {
      if quoted {
        if c == "\"" {
          if chars.first == "\"" {
            field.append("\"")
            chars = chars.dropFirst()
          } else {
            quoted = false
          }
        } else {
          field.append(c)
        }
        continue
      }
      switch c {
      case "\"":
        guard field.isEmpty, !wasQuoted else { return nil }
        quoted = true
        wasQuoted = true
      case ",":
        row.append(field)
        field = ""
        wasQuoted = false
      case "\n", "\r\n":
        row.append(field)
        rows.append(row)
        row = []
        field = ""
        wasQuoted = false
      default:
        guard !wasQuoted else { return nil }
        field.append(c)
      }
    }
    guard !quoted else { return nil }
    if !field.isEmpty || !row.isEmpty {
      row.append(field)
      rows.append(row)
    }
    return rows
  }

  @Test(arguments: ["trace", "frames", "stats", "events"])
  func quietCSVIsOneTableOfConstantWidth(_ statement: String) throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let script =
      ".mode csv; new label t frame=0,0,200,40 text=\"a, \\\"quoted\\\" text\" "
      + "displaysAsynchronously=true; run until idle; t.setNeedsDisplay(); run 50ms; \(statement)"
    let result = try BinaryRunner.run(
      ["-X", "-q", "--clock", "model", "-c", script], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = try #require(Self.strictCSV(result.stdout), "not strict CSV:\n\(result.stdout)")
    try #require(rows.count > 1, "\(result.stdout)")
    let width = rows[0].count
    #expect(rows.allSatisfy { $0.count == width }, "\(rows.map(\.count))")
    #expect(!result.stdout.contains("ran "), "no narration")
  }

  @Test func quietIsASettingWithItsDotCommand() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      [
        "-X", "--clock", "model", "-c",
        "new label t frame=0,0,200,40 text=hi; .quiet on; run until idle; export draws d.csv; "
          + ".quiet off; .show",
      ], in: directory)
    #expect(result.status == 0)
    #expect(result.stdout.contains("input: new label t"), "narration before .quiet on")
    #expect(!result.stdout.contains("ran "), "none while quiet")
    #expect(!result.stdout.contains("wrote "))
    #expect(result.stdout.contains("quiet      off"))
  }
}
