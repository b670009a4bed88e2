import Foundation
import Testing

@testable import LayerLabShell

/// `stats` in csv and json mode: `name,value,unit` rows of plain numbers (issue 12).
@Suite struct StatsFiguresTests {
  func harness(mode: String) -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare(
      "clock model", "new label t frame=0,0,200,40 text=hi displaysAsynchronously=true",
      "repeat 3 t.setNeedsDisplay()", "run 1200ms", ".mode \(mode)")
    harness.clear()
    return harness
  }

  /// The names are an interface: scripts select figures by them.
  @Test func csvRowsAreNameValueUnitWithStableNames() throws {
    let harness = harness(mode: "csv")
    #expect(harness.run("stats") == .ok)
    let lines = harness.outLines
    #expect(lines.first == "name,value,unit,device,refresh_hz,clock,cpuclock,calibration,layerlab")
    let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(rows.allSatisfy { $0.count == 9 }, "constant width")
    // Every row stamped with the same conditions.
    #expect(Set(rows.map { $0.suffix(6).joined(separator: ",") }).count == 1)
    #expect(rows.first?.suffix(6).first == "iphone11")
    let names = rows.map { String($0[0]) }
    #expect(
      Array(names.prefix(12)) == [
        "virtual_time_ms", "window_from_ms", "window_to_ms", "frame_rate", "dropped_frame_pct",
        "dropped_frames", "expected_frames", "frames_presented", "label_fps_last",
        "label_fps_min", "run_loop_turns", "ca_commits",
      ])
    for name in [
      "dropped_frames", "hitch_ratio", "cpu_mean_pct", "memory_peak_bytes", "draws_committed",
      "render_time_wasted_ms", "layout_cache_hits", "hitches", "hitch_time_ms",
      "hitch_time_ratio", "frame_overrun_p50_ms", "frame_overrun_p90_ms", "frame_overrun_p95_ms",
      "frame_overrun_p99_ms", "frame_duration_cpu_p50_ms", "frame_duration_cpu_p99_ms",
    ] {
      #expect(names.contains(name), "\(name)")
    }
    #expect(Set(names).count == names.count, "no name twice")
    let values = rows.map { String($0[1]) }
    #expect(values.allSatisfy { $0.isEmpty || Double($0) != nil }, "plain numbers or empty")
    let time = try #require(rows.first { $0[0] == "virtual_time_ms" })
    #expect(time[2] == "ms")
    #expect(time[1].split(separator: ".").last?.count == 3, "ms with three decimals")
    #expect((Double(time[1]) ?? 0) >= 1200)
  }

  @Test func jsonValuesAreNumbers() throws {
    let harness = harness(mode: "json")
    #expect(harness.run("stats") == .ok)
    let objects = try jsonLines(harness.out)
    #expect(!objects.isEmpty)
    let fps = try #require(objects.first { $0["name"] as? String == "frame_rate" })
    #expect(fps["value"] is NSNumber && fps["unit"] as? String == "fps")
    let commits = try #require(objects.first { $0["name"] as? String == "draws_committed" })
    #expect((commits["value"] as? NSNumber)?.intValue ?? 0 >= 1)
  }

  @Test func tableModeKeepsTheSentences() {
    let harness = harness(mode: "table")
    #expect(harness.run("stats") == .ok)
    #expect(harness.out.contains("dropped frames"))
    #expect(!harness.out.contains("name,value,unit"))
  }
}

/// The CSV line-end decision (issue 12): RFC 4180's quoting, LF line ends — in `.mode csv`
/// and in exported files alike; help says so.
@Suite struct CSVLineEndTests {
  @Test func modeCSVAndExportedFilesEndLinesWithLFOnly() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(
        "clock model", "new label t frame=0,0,200,40 text=hi",
        "run until idle", ".mode csv")
      harness.clear()
      #expect(harness.run("trace") == .ok)
      #expect(!harness.out.isEmpty && !harness.out.contains("\r"))
      #expect(harness.out.hasSuffix("\n"))
      let path = dir + "/draws.csv"
      #expect(harness.run("export draws \(path)") == .ok)
      let file = try String(contentsOfFile: path, encoding: .utf8)
      #expect(!file.isEmpty && !file.contains("\r") && file.hasSuffix("\n"))
    }
  }

  @Test func helpSaysLFLineEnds() {
    let harness = SessionHarness()
    #expect(harness.run("help .mode") == .ok)
    #expect(harness.out.contains("LF line ends"))
  }

  /// Issue 23: the headline figure was YYFPSLabel's last reading (60 beside 28 dropped
  /// frames). `frame_rate` is frames presented ÷ seconds of the window, XCTest's definition.
  @Test func theFrameRateIsFramesPresentedOverTheWindowsSeconds() throws {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare(
      "new label t frame=0,0,300,40 text=a", "repeat 30 every 33ms t.text = \"b$i\"",
      "run 1500ms", ".mode csv")
    #expect(harness.run("stats") == .ok)
    var figures: [String: Double] = [:]
    for line in harness.outLines.dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      if cells.count == 9, let value = Double(cells[1]) { figures[String(cells[0])] = value }
    }
    let engine = harness.engine
    let presented = engine.frameRows.filter { $0.appeared != nil }.count
    #expect(figures["frames_presented"] == Double(presented))
    let rate = Double(presented) * 1_000_000 / Double(engine.now)
    #expect(abs((figures["frame_rate"] ?? 0) - rate) < 0.05, "\(figures)")
    // A change every other frame: about 30 frames a second, while the label reads 60.
    #expect((figures["frame_rate"] ?? 60) < 40)
    #expect(figures["label_fps_last"] == 60)
  }
}
