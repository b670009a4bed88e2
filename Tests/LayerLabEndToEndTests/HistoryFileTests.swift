@preconcurrency import CEditLine
import Foundation
import Testing

@testable import layerlab

/// The interactive history file (issue 26): appended one line at a time, never rewritten in
/// place (a full disk emptied it), trimmed atomically, and without the lines the shell refused.
@Suite(.serialized) struct HistoryFileTests {
  /// A history path in a fresh folder (its `state/layerlab` made by the first append),
  /// removed at the end of the test.
  private func scratch() throws -> String {
    let directory = try SignalledRun.scratch()
    scratchFolders.append(directory)
    return directory.appendingPathComponent("state/layerlab/history").path
  }
  private let scratchFolders = Folders()

  /// The folders a test made, removed when the suite's instance (one per test) goes.
  private final class Folders: @unchecked Sendable {
    var urls: [URL] = []
    func append(_ url: URL) { urls.append(url) }
    deinit { for url in urls { try? FileManager.default.removeItem(at: url) } }
  }

  private func contents(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  /// A line the shell refuses for its length (it says "line is longer than 65536 bytes") is
  /// not kept: recalling it could only be refused again, and 1000 of them made a 64 MB file.
  @Test func aLineRefusedForItsLengthIsNotRemembered() {
    let long = String(repeating: "a", count: 70_000)
    #expect(!LineEditor.isRemembered(long, previous: nil))
    #expect(LineEditor.isRemembered("run 1s", previous: nil))
    #expect(!LineEditor.isRemembered("run 1s", previous: "run 1s"))
    #expect(!LineEditor.isRemembered(" secret", previous: nil))
  }

  /// Each line is appended: the file grows by that line only, in the same file (same inode),
  /// whatever it held before; a line another shell appended meanwhile stays.
  @Test func eachLineIsAppendedNotTheWholeListRewritten() throws {
    let path = try scratch()
    var file = HistoryFile(path: path, limit: 1000)
    file.append("new label a")
    #expect(try contents(path) == "_HiStOrY_V2_\nnew\\040label\\040a\n")
    let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    // Another shell's line, appended while this one runs.
    let other = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try other.seekToEnd()
    try other.write(contentsOf: Data("other\\040shell\n".utf8))
    try other.close()
    file.append("run 1s")
    #expect(
      try contents(path) == "_HiStOrY_V2_\nnew\\040label\\040a\nother\\040shell\nrun\\0401s\n")
    let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    #expect(inode == after)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  /// At twice the limit the file is trimmed to its newest `limit` entries, once: the cost of a
  /// line stays constant however long the history is.
  @Test func theFileIsTrimmedToTheLimitOnlyAtTwiceIt() throws {
    let path = try scratch()
    var file = HistoryFile(path: path, limit: 10)
    for number in 1...25 { file.append("seed \(number)") }
    #expect(file.trims == 1)
    let lines = try contents(path).split(separator: "\n").map(String.init)
    #expect(lines.first == "_HiStOrY_V2_")
    #expect(lines.dropFirst() == ArraySlice((11...25).map { "seed\\040\($0)" }))
    #expect(file.entriesOnDisk == 15)
  }

  /// A file that cannot be replaced (here: hard-linked, which the atomic writer refuses to
  /// split) is still appended to, and the trim is retried only `limit` lines later.
  @Test func aFailedTrimIsNotRetriedEveryLine() throws {
    let path = try scratch()
    var file = HistoryFile(path: path, limit: 5)
    file.append("seed 0")
    try FileManager.default.linkItem(atPath: path, toPath: path + ".link")
    for number in 1...14 { file.append("seed \(number)") }
    #expect(file.trims == 0)
    let lines = try contents(path).split(separator: "\n")
    #expect(lines.count == 16)
    // Tried at 10 entries and again at 15 (counted back by the limit each time), not at
    // every line from 10 on.
    #expect(file.entriesOnDisk == 5)
  }

  /// What is appended reads back through libedit as it was typed: blanks, tabs, backslashes,
  /// quotes and UTF-8.
  @Test func appendedLinesReadBackThroughLibedit() throws {
    let path = try scratch()
    let typed = ["run 3600s", "a.text=\"x\ty\\z\"", "a.text=é  ü", "show a;  events"]
    var file = HistoryFile(path: path, limit: 1000)
    for line in typed { file.append(line) }
    clear_history()
    #expect(read_history(path) == 0)
    let read = (0..<history_length).compactMap { index in
      history_get(history_base + index).map { String(cString: $0.pointee.line) }
    }
    clear_history()
    #expect(read == typed)
  }
}
