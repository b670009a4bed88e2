import Foundation
import Testing

/// The feed experiment's lessons, checked on what its sessions print and write, so a cost
/// refit or a re-recorded transcript cannot silently lose them.
struct TableIntentTests {
  /// Runs `session` under the model clock in a scratch copy of Sessions/ and returns its
  /// standard output and the directory (removed by the caller).
  func run(_ session: String) throws -> (out: String, directory: URL) {
    let directory = try BinaryRunner.scratchWithSessions()
    let result = try BinaryRunner.run(["-X", "--clock", "model", session], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    return (result.stdout, directory)
  }

  /// The compare table's rows by their first cell, split on runs of spaces.
  func compareRows(_ out: String) -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for line in out.split(separator: "\n") {
      let cells = line.split(separator: " ").map(String.init)
      // The first such row: later lines may start with a strategy's name too ("sync draw on
      // main: …" in `explain frames`).
      if let first = cells.first, ["sync", "async", "vvebo", "texture"].contains(first),
        rows[first] == nil
      {
        rows[first] = cells
      }
    }
    return rows
  }

  /// The layer and blank counts `save screen … to NAME` printed.
  func screen(_ name: String, in out: String) throws -> (layers: Int, blank: Int) {
    let line = try #require(out.split(separator: "\n").first { $0.hasSuffix("to \(name)") })
    let match = try #require(String(line).firstMatch(of: /(\d+) layers, (\d+) blank/))
    return (Int(match.1) ?? 0, Int(match.2) ?? -1)
  }

  @Test func feedSyncDropsFramesWhileTheOthersHoldSixty() throws {
    let (out, directory) = try run("feed.lab")
    defer { BinaryRunner.removeScratch(directory) }
    let rows = compareRows(out)
    // strategy frame_rate label_fps_last label_fps_min dropped dropped_frame_pct hitch gpu
    // offscreen executed cancelled skipped …
    let sync = try #require(rows["sync"])
    let async = try #require(rows["async"])
    let vvebo = try #require(rows["vvebo"])
    #expect((Double(sync[1]) ?? 60) < 57, "sync presents well under 60 frames a second")
    #expect((Double(sync[3]) ?? 60) < 57, "sync's fps label sinks well below 60")
    #expect((Int(sync[4]) ?? 0) > 0)
    #expect((Double(async[1]) ?? 0) > 59, "async presents a frame at almost every vsync")
    #expect(async[3] == "60.0" && async[4] == "0")
    #expect(vvebo[3] == "60.0" && (Int(vvebo[11]) ?? 0) > 0, "vvebo skips rows")
    #expect((Int(vvebo[9]) ?? 0) < (Int(async[9]) ?? 0), "and executes fewer draws")
    // The frames CSVs agree: vsyncs with no tick (main busy) under sync, none under async.
    func missed(_ name: String) throws -> Int {
      let csv = try String(
        contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      let lines = csv.split(separator: "\n")
      #expect(lines.first?.hasPrefix("frame,vsync_us,tick,") == true)
      return lines.dropFirst().filter { $0.split(separator: ",")[2] == "missed" }.count
    }
    // (Both count the vsyncs main spent in VVebo's loadData, before the flick.)
    #expect(try missed("feed-sync-frames.csv") > missed("feed-async-frames.csv"))
    // VVebo's screen 400 ms into the fling is nothing but blank cells.
    let vveboScreen = try screen("feed-vvebo.png", in: out)
    #expect(vveboScreen.blank == vveboScreen.layers)
  }

  /// Texture renders rows ahead of the scroll: most come on screen drawn, and the bitmaps it
  /// holds ahead make its memory peak higher than async's on the same flick.
  @Test func textureRowsArriveRenderedAndHoldMoreMemory() throws {
    let (out, directory) = try run("feed.lab")
    defer { BinaryRunner.removeScratch(directory) }
    func memoryPeak(_ name: String) throws -> Int {
      let csv = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      let lines = csv.split(separator: "\n")
      #expect(lines.first?.hasSuffix(",memory_bytes") == true)
      return lines.dropFirst().compactMap { $0.split(separator: ",").last.flatMap { Int($0) } }
        .max() ?? 0
    }
    #expect(try memoryPeak("feed-texture-frames.csv") > memoryPeak("feed-async-frames.csv"))
    let line = try #require(
      out.split(separator: "\n").first { $0.hasPrefix("table feed") && $0.contains("texture,") })
    let match = try #require(
      String(line).firstMatch(of: /cellForRow (\d+); (\d+) arrived rendered/))
    let configured = Int(match.1) ?? 0
    let arrived = Int(match.2) ?? 0
    #expect(arrived * 2 > configured, "most rows arrive rendered: \(line)")
  }

  /// Texture's reload lays its nodes out on background threads: main dispatches them within a
  /// frame or two (the CPU clock starts idle), a `texture.layout` thread ends the batch much
  /// later, and the rows reach main after it.
  @Test func textureLaysItsNodesOutOffMain() throws {
    let (out, directory) = try run("feed.lab")
    defer { BinaryRunner.removeScratch(directory) }
    func event(_ name: String) throws -> (time: Int, thread: String) {
      let line = try #require(
        out.split(separator: "\n").first { $0.contains(" layout  \(name)  ") }, "\(name)")
      let cells = line.split(separator: " ").map(String.init)
      return (Int(cells[1]) ?? -1, cells.count > 3 ? cells[3] : "")
    }
    let sent = try event("node layout")
    let done = try event("node layout done")
    let reload = try event("reloadData")
    #expect(sent.thread == "main" && sent.time < 34_000)
    #expect(done.thread.hasPrefix("texture.layout.") && done.time > sent.time * 10)
    #expect(reload.thread == "main" && reload.time > done.time)
  }

  /// `explain frames` and `explain frame worst` after the sync flick name the cause: cells
  /// drawn on main, the heaviest with its layer and time, and strategy=async as the fix.
  @Test func feedSyncExplainsItsLateFramesAsDrawsOnMain() throws {
    let (out, directory) = try run("feed.lab")
    defer { BinaryRunner.removeScratch(directory) }
    let lines = out.split(separator: "\n").map(String.init)
    let top = try #require(lines.firstIndex { $0.hasPrefix("cause ") && $0.contains("hitch_ms") })
    // The set-up (VVebo's loadData measuring every row on main) is grouped apart; the
    // flick's late frames are the cells drawn on main.
    let groups = lines[(top + 2)...].prefix { !$0.isEmpty && !$0.hasPrefix("layerlab>") }
    #expect(
      groups.contains { $0.hasPrefix("sync draw on main: feed.cell*") }, "\(Array(groups))")
    let frame = try #require(
      lines.firstIndex { $0.hasPrefix("frame ") && $0.contains(" at ") && $0.contains("late") })
    #expect(lines[frame].contains("commit hitch"))
    let explanation = lines[frame...].prefix(12).joined(separator: "\n")
    #expect(explanation.contains("cause: sync draw on main: feed.cell*"))
    let fix = try #require(
      explanation.firstMatch(of: /fix: (feed\.cell[0-9.a-z]*) drew on main for ([0-9.]+) ms/))
    #expect((Double(fix.2) ?? 0) > 1, "a draw on main worth fixing")
    #expect(explanation.contains("display \(fix.1) "), "the heaviest work names the same layer")
    #expect(explanation.contains("strategy sync when it drew — try strategy=async"))
  }

  /// feed.lab saves each kind of plot of its comparison (issue 12: every kind saved by a
  /// session); each is a PNG of the plot's size. (Their pixels are checked in
  /// PlotStatementTests; these are the session's own files.)
  @Test func feedSavesEveryKindOfPlot() throws {
    let (out, directory) = try run("feed.lab")
    defer { BinaryRunner.removeScratch(directory) }
    for name in ["feed-fps.png", "feed-frametime.png", "feed-hist.png"] {
      let bytes = [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
      #expect(bytes.count > 10_000, "\(name) holds a picture")
      #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      let width = bytes[16...19].reduce(0) { $0 << 8 | Int($1) }
      #expect(width == 1200, "\(name) is \(width) px wide")
      #expect(out.contains(name), "the transcript says it wrote \(name)")
    }
  }

  @Test func vveboLeavesBlankCellsUntilATap() throws {
    let (out, directory) = try run("vvebo.lab")
    defer { BinaryRunner.removeScratch(directory) }
    let blank = try screen("vvebo-blank.png", in: out)
    #expect(blank.layers > 0 && blank.blank == blank.layers)
    #expect(try screen("vvebo-filled.png", in: out).blank == 0)
    let toTop = try screen("vvebo-to-top.png", in: out)
    #expect(toTop.blank == toTop.layers, "nothing draws during scroll-to-top")
    #expect(try screen("vvebo-top.png", in: out).blank == 0)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
