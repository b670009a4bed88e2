import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// A rows file decoded once is kept by its bytes (a compared script reads it in every run):
/// the same bytes give the same rows, an edited file is decoded again, and a file that no
/// longer decodes still says why.
@Suite struct DecodedRowsTests {
  @Test func aKeptDecodeIsUsedOnlyForTheSameBytes() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("decoded-rows-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("rows.json").path
    func write(_ text: String) {
      #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
    }
    write(#"[{"title": "one"}, {"title": "two"}]"#)
    let first = try RowsFile.load(path: path)
    #expect(try RowsFile.load(path: path) == first)
    #expect(first.map { $0["title"] } == [.string("one"), .string("two")])
    write(#"[{"title": "three"}]"#)
    #expect(try RowsFile.load(path: path).map { $0["title"] } == [.string("three")])
    write(#"[{"title": {"nested": 1}}]"#)
    #expect(throws: ShellError.self) { try RowsFile.load(path: path) }
  }
}
