import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// The contract's `draws` CSV header (LANGUAGE.md, "Draw records").
private let drawsHeader =
  "draw,layer,mode,queue,qos,sentinel,sentinel_end,outcome,cancelled_at,requested_us,"
  + "started_us,drawn_us,imaged_us,finished_us,draw_us,width,height,scale,wait_us,cores"

/// Ten setNeedsDisplay calls in one turn on an async label.
private let coalescingLine =
  "new label t frame=0,0,200,40 text=hi displaysAsynchronously=true; "
  + "repeat 10 t.setNeedsDisplay(); run until idle"

private let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// A CSV file's records, split at every comma: only for checks that quoting cannot upset.
private func csvRows(_ path: String) -> [[String]] {
  guard let bytes = SessionHarness.fileBytes(path) else { return [] }
  return SessionHarness.lines(String(decoding: bytes, as: UTF8.self)).map {
    $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }
}

@Suite("Session: flows, exports and saved files")
struct SessionFlowTests {
  @Test func tenSetNeedsDisplayCallsCoalesceIntoOneCommittedDraw() {
    let harness = SessionHarness()
    #expect(harness.run(coalescingLine) == .ok)
    #expect(harness.err == "")
    let draws = harness.engine.recording.draws
    #expect(draws.count == 1)
    #expect(draws.first?.outcome == .committed)
    #expect(draws.first?.mode == .async)
    #expect(draws.first?.layer == "t")
    #expect(harness.engine.view(named: "t")?.layer.display.sentinel == 11)
    #expect(harness.out.contains("draws 1 committed"))
  }

  @Test func exportDrawsWritesTheContractHeaderAndOneCommittedRow() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      #expect(harness.run(coalescingLine) == .ok)
      harness.clear()
      let path = dir + "/draws.csv"
      #expect(harness.run("export draws \(path)") == .ok)
      #expect(harness.out == "wrote 1 draw to \(path)\n")
      #expect(harness.err == "")

      let bytes = try #require(SessionHarness.fileBytes(path))
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(text.hasPrefix(drawsHeader + "\n"))
      #expect(drawsHeader.split(separator: ",").map(String.init) == DrawRecord.columns)

      let rows = csvRows(path)
      #expect(rows.count == 2)
      let row = try #require(rows.dropFirst().first)
      let header = try #require(rows.first)
      #expect(row.count == header.count)
      let record = Dictionary(uniqueKeysWithValues: zip(header, row))
      #expect(record["outcome"] == "committed")
      #expect(record["layer"] == "t")
      #expect(record["mode"] == "async")
      #expect(record["cancelled_at"] == "")
      #expect(record["sentinel"] == "11")
      #expect(record["width"] == "200")
      #expect(record["height"] == "40")
      #expect(record["scale"] == "2")
      #expect(SessionHarness.directoryEntries(dir) == ["draws.csv"])
    }
  }

  @Test func theModelClockMakesTwoSessionsByteIdentical() throws {
    let script = [
      coalescingLine,
      #"t.text = "Hello, world"; step turn; step turn"#,
      "t.textColor = #333333; t.display()",
      "repeat 3 every 1ms t.setNeedsDisplay()",
      "run 20ms",
      "run until idle",
      "trace", "events t", "stats", "show t",
    ]
    try SessionHarness.withScratchDirectory { dir in
      var outputs: [String] = []
      var draws: [[UInt8]] = []
      var events: [[UInt8]] = []
      for index in 0..<2 {
        let harness = SessionHarness()
        for line in script {
          #expect(harness.run(line) == .ok, "\(line): \(harness.err)")
        }
        outputs.append(harness.out)
        #expect(harness.err == "")
        #expect(harness.run("export draws \(dir)/draws\(index).csv") == .ok)
        #expect(harness.run("export events \(dir)/events\(index).csv") == .ok)
        draws.append(SessionHarness.fileBytes("\(dir)/draws\(index).csv") ?? [])
        events.append(SessionHarness.fileBytes("\(dir)/events\(index).csv") ?? [])
      }
      #expect(!outputs[0].isEmpty)
      #expect(outputs[0] == outputs[1])
      #expect(draws[0].count > drawsHeader.utf8.count)
      #expect(draws[0] == draws[1])
      #expect(!events[0].isEmpty)
      #expect(events[0] == events[1])
    }
  }

  @Test func saveWritesAPNGAtDeviceScale() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare("new label t frame=0,0,200,40 text=hi", "run until idle")
      let path = dir + "/t.png"
      #expect(harness.run("save t \(path)") == .ok)
      #expect(harness.err == "")
      #expect(harness.out == "saved t (draw 1, 400x80 px) to \(path)\n")
      let bytes = try #require(SessionHarness.fileBytes(path))
      #expect(Array(bytes.prefix(8)) == pngSignature)
      // IHDR: width and height, big-endian, right after the chunk length and type.
      try #require(bytes.count > 24)
      let width = bytes[16..<20].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      let height = bytes[20..<24].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      #expect(width == 400)
      #expect(height == 80)
      #expect(SessionHarness.directoryEntries(dir) == ["t.png"])
    }
  }

  @Test func saveRefusesANameWithoutPng() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare("new label t frame=0,0,200,40 text=hi", "run until idle")
      #expect(harness.run("save t \(dir)/x.txt") == .failed)
      #expect(
        harness.errLines == ["error: save writes PNG; name the file with .png, e.g. save t t.png"])
      #expect(harness.out == "")
      #expect(SessionHarness.directoryEntries(dir).isEmpty)
    }
  }

  @Test func saveBeforeAnythingIsDrawnIsRefused() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare("new label t frame=0,0,200,40 text=hi")
      #expect(harness.run("save t \(dir)/t.png") == .failed)
      #expect(
        harness.errLines == [
          "error: 't' has no contents yet; run until idle first (or its draw was cleared)"
        ])
      #expect(SessionHarness.directoryEntries(dir).isEmpty)
    }
  }

  @Test func saveIntoAMissingDirectoryFailsAndLeavesNoFile() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare("new label t frame=0,0,200,40 text=hi", "run until idle")
      let path = dir + "/missing/t.png"
      #expect(harness.run("save t \(path)") == .failed)
      #expect(harness.errLines == ["error: cannot write '\(path)': No such file or directory"])
      #expect(harness.out == "")
      #expect(!FileManager.default.fileExists(atPath: path))
      #expect(SessionHarness.directoryEntries(dir).isEmpty)
    }
  }

  @Test func aFailedExportLeavesTheExistingCSVWhole() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(coalescingLine)
      let path = dir + "/draws.csv"
      #expect(harness.run("export draws \(path)") == .ok)
      let original = try #require(SessionHarness.fileBytes(path))
      harness.prepare(#"t.text = "changed""#, "run until idle")

      // Unknown or unavailable kinds are refused before anything is written.
      #expect(harness.run("export drwas \(path)") == .failed)
      #expect(harness.run("export fraems \(path)") == .failed)
      // The write itself fails: a path that treats the CSV as a directory.
      #expect(harness.run("export draws \(path)/") == .failed)
      #expect(harness.errLines.last == "error: cannot write '\(path)/': Not a directory")
      // And a destination that is a directory.
      #expect(harness.run("export draws \(dir)") == .failed)
      #expect(
        harness.errLines.last
          == "error: '\(dir)' is not a regular file (it is a directory); name a regular file")

      #expect(harness.errLines.count == 4)
      #expect(harness.out == "")
      #expect(SessionHarness.fileBytes(path) == original)
      #expect(SessionHarness.directoryEntries(dir) == ["draws.csv"])
    }
  }

  @Test func exportEventsWritesTheContractHeader() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(coalescingLine)
      let path = dir + "/events.csv"
      #expect(harness.run("export events \(path)") == .ok)
      let rows = csvRows(path)
      #expect(
        rows.first == ["seq", "t_us", "turn", "thread", "mode", "kind", "name", "layer", "detail"])
      #expect(rows.count == harness.engine.recording.events.count + 1)
    }
  }
}
