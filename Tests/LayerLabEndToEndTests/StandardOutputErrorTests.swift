import Foundation
import Testing

/// A full disk under stdout (`layerlab -q … > out.csv`) is an error, said once, status 1, not
/// a truncated file and status 0 (issue 26). `/dev/full` fails every write with ENOSPC.
struct StandardOutputErrorTests {
  /// Runs the binary with stdout on `/dev/full`; returns its stderr and status.
  private func runIntoFullDevice(_ arguments: [String]) throws -> (stderr: String, status: Int32) {
    guard let binary = BinaryRunner.binary else {
      throw RunnerError("the layerlab binary was not built")
    }
    guard let full = FileHandle(forWritingAtPath: "/dev/full") else {
      throw RunnerError("no /dev/full")
    }
    let directory = try SignalledRun.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent(".config").path
    process.environment = environment
    let err = Pipe()
    process.standardOutput = full
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: errData, as: UTF8.self), process.terminationStatus)
  }

  @Test func aFullDiskUnderStdoutFailsTheRunWithOneLine() throws {
    let run = try runIntoFullDevice([
      "-X", "--clock", "model", "-q", "-c", "new label a frame=0,0,10,10 text=x; events",
    ])
    #expect(run.status == 1)
    #expect(run.stderr == "layerlab: cannot write to standard output: No space left on device\n")
  }

  /// Much more output than one buffer: still one line, and the run stops there rather than
  /// going on writing into nothing.
  @Test func aLongRunStopsAtTheFirstFailedWrite() throws {
    let run = try runIntoFullDevice([
      "-X", "--clock", "model", "-c",
      "new label a frame=0,0,10,10 text=x; repeat 200 a.text=t$i; events; nosuchstatement",
    ])
    #expect(run.status == 1)
    #expect(run.stderr == "layerlab: cannot write to standard output: No space left on device\n")
  }
}
