import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Reads RFC 4180 CSV back into records, so tests compare values rather than bytes.
private func parseCSV(_ text: String) -> [[String]] {
  var records: [[String]] = []
  var record: [String] = []
  var field = ""
  var quoted = false
  var scalars = Array(text.unicodeScalars)[...]
  while let scalar = scalars.popFirst() {
    if quoted {
      if scalar == "\"" {
        if scalars.first == "\"" {
          field.unicodeScalars.append(scalars.removeFirst())
        } else {
          quoted = false
        }
      } else {
        field.unicodeScalars.append(scalar)
      }
    } else if scalar == "\"" {
      quoted = true
    } else if scalar == "," {
      record.append(field)
      field = ""
    } else if scalar == "\n" {
      record.append(field)
      records.append(record)
      record = []
      field = ""
    } else {
      field.unicodeScalars.append(scalar)
    }
  }
  return records
}

/// A JSON value as the string the table printed: numbers without a fraction as integers.
/// Parses JSON Lines: one object per line, every line one object.
func jsonLines(_ text: String) throws -> [[String: Any]] {
  try text.split(separator: "\n").map { line in
    try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
  }
}

private func tableCell(_ value: Any) -> String {
  if value is NSNull { return "" }
  if let number = value as? NSNumber, !(value is String) {
    let double = number.doubleValue
    return double == double.rounded() ? String(Int64(double)) : String(double)
  }
  return value as? String ?? "?"
}

/// Rows with awkward cells: commas, quotes, a newline, non-ASCII, an empty cell, numbers.
private let awkwardHeader = ["name", "count", "note"]
private let awkwardRows = [
  ["a,b", "12", "say \"hi\""],
  ["line\nbreak", "", "héllo 漢字"],
  ["007", "-3.25", "tab\there"],
]

@Suite("Output modes")
struct OutputModeTests {
  @Test func tableModeIsTextTableExactly() {
    let text = OutputMode.table.render(header: awkwardHeader, rows: awkwardRows, headers: true)
    #expect(text == TextTable.render(header: awkwardHeader, rows: awkwardRows))
    // `.headers off` is about csv; a table always has its header.
    let off = OutputMode.table.render(header: awkwardHeader, rows: awkwardRows, headers: false)
    #expect(off == text)
  }

  @Test func csvReadsBackToTheSameRows() {
    let text = OutputMode.csv.render(header: awkwardHeader, rows: awkwardRows, headers: true)
    #expect(parseCSV(text) == [awkwardHeader] + awkwardRows)
    let bare = OutputMode.csv.render(header: awkwardHeader, rows: awkwardRows, headers: false)
    #expect(parseCSV(bare) == awkwardRows)
  }

  @Test func jsonReadsBackToTheSameRowsWithKeysInColumnOrder() throws {
    let text = OutputMode.json.render(header: awkwardHeader, rows: awkwardRows, headers: true)
    let parsed = try jsonLines(text)
    #expect(parsed.count == awkwardRows.count)
    for (object, row) in zip(parsed, awkwardRows) {
      #expect(awkwardHeader.map { tableCell(object[$0] ?? "missing") } == row)
    }
    // JSON Lines: keys in column order, one object per line and nothing else.
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == awkwardRows.count)
    #expect(text.hasSuffix("}\n"))
    #expect(lines[0].hasPrefix("{\"name\":\"a,b\",\"count\":12,\"note\":"))
    // `007` is not a JSON number, so its column stays strings; `count` is numeric with null.
    #expect(lines[1].contains("\"count\":null"))
    #expect(lines[2].contains("\"name\":\"007\""))
    #expect(OutputMode.json.render(header: awkwardHeader, rows: [], headers: true) == "")
  }

  /// Two statements' rows in `.mode json` are one JSON Lines stream, not two arrays.
  @Test func twoStatementsInJsonModeAreOneStream() throws {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,200,40 text=Hi", "run until idle", ".mode json")
    #expect(harness.run("trace; show t") == .ok)
    let objects = try jsonLines(harness.out)
    #expect(objects.count == harness.engine.recording.draws.count + harness.outLines.count - 1)
    #expect(objects.first?["layer"] as? String == "t")
    #expect(objects.last?["property"] != nil)
  }

  @Test func sameSessionRowsThreeWays() throws {
    let harness = SessionHarness()
    harness.prepare(
      "new label t frame=0,0,200,40 text=\"Hi, there\" displaysAsynchronously=true",
      "run until idle")
    #expect(harness.run("trace") == .ok)
    let table = harness.out
    let rows = harness.engine.recording.draws.map(\.fields)
    #expect(table == TextTable.render(header: DrawRecord.columns, rows: rows))
    harness.prepare(".mode csv")
    #expect(harness.run("trace") == .ok)
    #expect(parseCSV(harness.out) == [DrawRecord.columns] + rows)
    harness.prepare(".headers off")
    #expect(harness.run("trace") == .ok)
    #expect(parseCSV(harness.out) == rows)
    harness.prepare(".mode json")
    #expect(harness.run("trace") == .ok)
    let objects = try jsonLines(harness.out)
    #expect(objects.map { o in DrawRecord.columns.map { tableCell(o[$0] ?? "missing") } } == rows)
    #expect(harness.err == "")
  }

  @Test func showPrintsOnlyDataOutsideTableMode() throws {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,200,40 text=Hi", ".mode json")
    #expect(harness.run("show t") == .ok)
    let objects = try jsonLines(harness.out)
    #expect(objects.first as? [String: String] == ["property": "text", "value": "Hi"])
  }

  /// Issue 23: `feed.visibleRows` printed a bare `96-100` in json mode.
  @Test func aPropertyIsARowOutsideTableMode() throws {
    let harness = SessionHarness()
    harness.prepare("new table feed rows=50", "run until idle", ".mode json")
    #expect(harness.run("feed.visibleRows") == .ok)
    let objects = try jsonLines(harness.out)
    #expect(objects.count == 1)
    #expect(objects.first?["property"] as? String == "visibleRows")
    #expect((objects.first?["value"] as? String)?.contains("-") == true)
    harness.prepare(".mode table")
    #expect(harness.run("feed.rows") == .ok)
    #expect(harness.out == "50\n", "a reader still gets the bare value")
  }

  /// Issue 23: `images KEY=VALUE` printed its settings table under -q and amid CSV output.
  @Test func settingImagesSaysOneLineAndNothingWhenQuiet() {
    let harness = SessionHarness()
    #expect(harness.run("images latency=1ms bandwidth=1000") == .ok)
    #expect(
      harness.outLines == [
        "  images: latency=1ms bandwidth=1000 ('images' shows every setting and the caches)"
      ])
    harness.clear()
    harness.session.settings.quiet = true
    harness.prepare(".mode csv")
    #expect(harness.run("images latency=2ms") == .ok)
    #expect(harness.out == "")
    #expect(harness.engine.images.settings.latency == 2000)
  }

  /// Issue 23: compare's byte columns were strings ("14.2 MiB") in csv and json.
  @Test func compareBytesAreNumbersOutsideTableMode() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/s.lab"
      try AtomicFile.write(
        "new label t frame=0,0,100,20 text=a displaysAsynchronously=true\nrun 100ms\n", to: path)
      let harness = SessionHarness()
      harness.prepare(".mode json")
      #expect(harness.run("compare yy global -- \(path)") == .ok, "\(harness.err)")
      let objects = try jsonLines(harness.out)
      #expect(objects.count == 2)
      for object in objects {
        #expect(object["peak_bitmap_bytes"] is NSNumber, "\(object)")
        #expect(object["mem_peak_bytes"] is NSNumber)
        #expect(object["frame_rate"] is NSNumber)
      }
    }
  }

  @Test func emptyTracesAreDataOutsideTableMode() {
    let harness = SessionHarness()
    #expect(harness.run("trace") == .ok)
    #expect(harness.out == "no draws yet\n")
    harness.prepare(".mode csv")
    #expect(harness.run("trace") == .ok)
    #expect(harness.outLines == [DrawRecord.columns.joined(separator: ",")])
    harness.prepare(".mode json")
    #expect(harness.run("events") == .ok)
    #expect(harness.out == "", "no rows, no lines")
  }

  @Test func unknownModeIsRefusedAndChangesNothing() {
    let harness = SessionHarness()
    harness.prepare(".mode csv")
    #expect(harness.run(".mode box") == .failed)
    #expect(harness.err == "error: unknown mode 'box' (use table, csv or json)\n")
    #expect(harness.session.settings.mode == .csv)
  }

  @Test func showSettingsListsTheNewSettings() {
    let harness = SessionHarness()
    harness.prepare(".mode csv", ".headers off")
    #expect(harness.run(".show") == .ok)
    let lines = harness.outLines
    for expected in ["mode,csv", "headers,off", "timer,off", "output,stdout"] {
      #expect(lines.contains(expected), "missing \(expected) in \(lines)")
    }
  }

  @Test func aproposFindsStatementsAndProperties() {
    let harness = SessionHarness()
    #expect(harness.run("apropos VSYNC") == .ok)
    #expect(harness.outLines.contains { $0.hasPrefix("step — ") })
    harness.clear()
    #expect(harness.run("apropos shadow") == .ok)
    #expect(harness.outLines.contains { $0.hasPrefix("label.shadowColor — ") })
    harness.clear()
    #expect(harness.run("apropos clear") == .ok)
    #expect(harness.outLines.contains { $0.hasPrefix("cell.clear() — ") })
    harness.clear()
    #expect(harness.run("apropos xyzzy") == .ok)
    #expect(harness.out == "nothing about 'xyzzy'\n")
    // A NUL in the word (the fuzzer's input) is searched for like any character.
    harness.clear()
    #expect(harness.run("apropos s\u{0}") == .ok)
    #expect(harness.out == "nothing about 's\u{0}'\n")
  }
}
