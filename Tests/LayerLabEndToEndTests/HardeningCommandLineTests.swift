import Foundation
import Testing

/// Issue 26: what stdin, `-c` and `.exit` must not read past or into a name.
struct HardeningCommandLineTests {
  /// An empty scratch folder.
  func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-e2e-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// A byte-order mark is not part of a statement: on the first line (Windows editors write
  /// one), or on a later one (issue 44: `cat a.lab b.lab | layerlab` brings b's mid-stream,
  /// refused as an unknown statement whose name looked right).
  @Test(arguments: [
    "\u{FEFF}new label a frame=0,0,10,10 text=hi\na.text\n",
    "new label a frame=0,0,10,10 text=hi\n\u{FEFF}a.text\n",
  ])
  func aByteOrderMarkOnStdinIsNotPartOfAName(_ input: String) throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try BinaryRunner.run(
      ["-X", "-q", "--clock", "model"], in: directory, input: input)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(result.stdout == "hi\n")
  }

  @Test func exitRefusesAWordAfterItsStatus() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try BinaryRunner.run(["-X", "-q", "-c", ".exit 3 foo"], in: directory)
    #expect(result.status == 1)
    #expect(result.stderr == "layerlab: error: usage: .exit [N]\n")
  }

  @Test func aNewlineInsideDashCSeparatesStatements() throws {
    let directory = try scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try BinaryRunner.run(
      [
        "-X", "-q", "--clock", "model", "-c",
        "new label a frame=0,0,10,10 text=hi\r\na.text\nseed 3\nseed",
      ], in: directory)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(result.stdout == "hi\nseed 3\n")
  }
}
