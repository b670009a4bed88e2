import Foundation
import Testing

/// `--out DIR` (issue 12): relative output paths land under DIR, made if missing, and
/// nowhere else; absolute paths are unchanged; a file in DIR's place is a one-line error.
struct OutDirectoryTests {
  @Test func relativeOutputsGoUnderTheOutFolderAndNowhereElse() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let before = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    let absolute = directory.appendingPathComponent("absolute.csv").path
    let script =
      "new label t frame=0,0,200,40 text=hi; run until idle; save t t.png; "
      + "export draws draws.csv; .once once.txt; stats; "
      + "export events \(absolute)"
    let result = try BinaryRunner.run(
      ["-X", "-q", "--clock", "model", "--out", "results/run1", "-c", script], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let out = directory.appendingPathComponent("results/run1")
    for name in ["t.png", "draws.csv", "once.txt"] {
      #expect(
        FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
    }
    let after = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    #expect(
      after.subtracting(before) == ["results", "absolute.csv"], "\(after.subtracting(before))")
  }

  @Test func aFileInTheFoldersPlaceIsAOneLineError() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    try Data("x".utf8).write(to: directory.appendingPathComponent("taken"))
    let result = try BinaryRunner.run(
      [
        "-X", "--clock", "model", "--out", "taken", "-c", "new label t text=hi; export draws d.csv",
      ],
      in: directory)
    #expect(result.status == 1)
    #expect(result.stderr.contains("is a file, not a folder"), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
