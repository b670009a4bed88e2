import Foundation
import Testing

/// `--safe` (issue 13): a session file may read and write only under the current folder and
/// `--out`; every other path — absolute, `..`, or a symbolic link pointing out — is a one-line
/// refusal that writes nothing, and the same script without `--safe` is not confined.
struct SafeModeTests {
  /// A scratch folder holding `s.lab` (which tries every kind of path), a link to a folder
  /// outside it, and that outside folder with a script and a feed file in it.
  func scratch() throws -> (inside: URL, outside: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-safe-" + UUID().uuidString)
    let inside = root.appendingPathComponent("inside")
    let outside = root.appendingPathComponent("outside")
    for folder in [inside, outside] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data("seed 1\n".utf8).write(to: outside.appendingPathComponent("x.lab"))
    try Data("[]".utf8).write(to: outside.appendingPathComponent("feed.json"))
    try FileManager.default.createSymbolicLink(
      at: inside.appendingPathComponent("link"), withDestinationURL: outside)
    let script = """
      new label a frame=0,0,100,20 text=hi
      run until idle
      export draws ok.csv
      export draws ../outside/w1.csv
      export draws \(outside.path)/w2.csv
      export draws link/w3.csv
      .read ../outside/x.lab
      compare sync -- link/x.lab
      new table t rows=\(outside.path)/feed.json
      images dir=../outside
      images cache=link
      """
    try Data((script + "\n").utf8).write(to: inside.appendingPathComponent("s.lab"))
    return (inside, outside)
  }

  @Test func everyPathOutsideTheFolderIsRefusedAndNothingIsWrittenThere() throws {
    let (inside, outside) = try scratch()
    defer { try? FileManager.default.removeItem(at: inside.deletingLastPathComponent()) }
    let result = try BinaryRunner.run(
      ["-X", "--clock", "model", "--safe", "--keep-going", "s.lab"], in: inside)
    #expect(result.status == 1)
    let errors = result.stderr.split(separator: "\n")
    #expect(errors.count == 8, "\(result.stderr)")
    #expect(errors.allSatisfy { $0.contains("--safe: cannot ") && $0.contains("outside") })
    for (line, what) in [
      (4, "write"), (5, "write"), (6, "write"), (7, "read"), (8, "read"), (9, "read"),
      (10, "use the image folder"), (11, "use the cache folder"),
    ] {
      #expect(errors.contains { $0.contains("s.lab:\(line): ") && $0.contains(what) }, "\(line)")
    }
    #expect(FileManager.default.fileExists(atPath: inside.appendingPathComponent("ok.csv").path))
    let written = try FileManager.default.contentsOfDirectory(atPath: outside.path)
    #expect(Set(written) == ["x.lab", "feed.json"])
  }

  @Test func withoutSafeTheSameFileIsNotConfined() throws {
    let (inside, outside) = try scratch()
    defer { try? FileManager.default.removeItem(at: inside.deletingLastPathComponent()) }
    _ = try BinaryRunner.run(["-X", "--clock", "model", "--keep-going", "s.lab"], in: inside)
    let written = Set(try FileManager.default.contentsOfDirectory(atPath: outside.path))
    #expect(written.isSuperset(of: ["w1.csv", "w2.csv", "w3.csv"]), "\(written)")
  }

  @Test func theOutFolderIsInsideToo() throws {
    let (inside, outside) = try scratch()
    defer { try? FileManager.default.removeItem(at: inside.deletingLastPathComponent()) }
    let result = try BinaryRunner.run(
      [
        "-X", "--clock", "model", "--safe", "--out", outside.path, "-c",
        "new label a text=hi; run until idle; export draws d.csv; .read x.lab",
      ],
      in: inside)
    #expect(result.status == 1, "\(result.stderr)")
    // The write lands under --out; `.read x.lab` is relative to the current folder, where
    // there is no x.lab (confinement is not the error).
    #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("d.csv").path))
    #expect(!result.stderr.contains("--safe"), "\(result.stderr)")
  }
}
