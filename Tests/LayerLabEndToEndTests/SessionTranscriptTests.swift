import Foundation
import Testing

/// Runs every `Sessions/*.lab` through the built binary with `--clock model --echo` and
/// compares stdout, stderr and the exit status with the committed files in `Expected/`.
///
/// Set `LAYERLAB_RECORD=1` to rewrite the expected files after an intended change; read
/// the diff before committing it.
struct SessionTranscriptTests {
  static var sessionNames: [String] {
    let sessions = BinaryRunner.packageRoot.appendingPathComponent("Sessions")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sessions.path)) ?? []
    return names.filter { $0.hasSuffix(".lab") }.sorted()
  }

  static var expected: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
  }

  @Test func everySessionHasExpectedFiles() {
    #expect(!Self.sessionNames.isEmpty)
    for name in Self.sessionNames {
      let base = Self.expected.appendingPathComponent(name).path
      #expect(FileManager.default.fileExists(atPath: base + ".stdout"), "missing \(name).stdout")
      #expect(FileManager.default.fileExists(atPath: base + ".status"), "missing \(name).status")
    }
  }

  @Test(arguments: sessionNames)
  func transcriptMatches(_ name: String) throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "--clock", "model", "--echo", name], in: directory)
    let base = Self.expected.appendingPathComponent(name).path
    let status = "\(result.status)\n"
    if ProcessInfo.processInfo.environment["LAYERLAB_RECORD"] == "1" {
      try result.stdout.write(toFile: base + ".stdout", atomically: true, encoding: .utf8)
      try result.stderr.write(toFile: base + ".stderr", atomically: true, encoding: .utf8)
      try status.write(toFile: base + ".status", atomically: true, encoding: .utf8)
      return
    }
    let expectedOut = try String(contentsOfFile: base + ".stdout", encoding: .utf8)
    let expectedErr = (try? String(contentsOfFile: base + ".stderr", encoding: .utf8)) ?? ""
    let expectedStatus = try String(contentsOfFile: base + ".status", encoding: .utf8)
    #expect(result.status == Int32(expectedStatus.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(result.stderr == expectedErr)
    if result.stdout != expectedOut {
      let difference = firstDifference(result.stdout, expectedOut)
      Issue.record("stdout of \(name) differs from Expected/\(name).stdout: \(difference)")
    }
  }

  /// The first differing line, so a failure says where without dumping both transcripts.
  func firstDifference(_ actual: String, _ expected: String) -> String {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(a.count, e.count) {
      let left = index < a.count ? String(a[index]) : "<end>"
      let right = index < e.count ? String(e[index]) : "<end>"
      if left != right { return "line \(index + 1)\n  actual:   \(left)\n  expected: \(right)" }
    }
    return "(no line differs; line endings?)"
  }
}
