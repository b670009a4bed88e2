import Foundation

/// Runs the built `layerlab` executable and captures what it printed.
///
/// The test target depends on the executable, so `swift test` builds it next to the test
/// bundle; that directory is searched first, then the package's usual build folders.
enum BinaryRunner {
  struct Result {
    var stdout: String
    var stderr: String
    var status: Int32
  }

  /// The path of the built binary, or nil if it cannot be found.
  static let binary: String? = {
    var candidates: [URL] = []
    candidates.append(Bundle.main.bundleURL)
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    if let first = CommandLine.arguments.first {
      candidates.append(URL(fileURLWithPath: first).deletingLastPathComponent())
    }
    let root = packageRoot
    candidates.append(root.appendingPathComponent(".build/debug"))
    candidates.append(root.appendingPathComponent(".build/release"))
    for directory in candidates {
      let path = directory.appendingPathComponent("layerlab").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }()

  /// The repository root: three levels above this file.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Runs the binary with `arguments` in `directory`, feeding `input` on stdin.
  static func run(_ arguments: [String], in directory: URL, input: String = "") throws -> Result {
    guard let binary else { throw RunnerError("the layerlab binary was not built") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent(".config").path
    environment["XDG_STATE_HOME"] = directory.appendingPathComponent(".state").path
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = inPipe
    try process.run()
    inPipe.fileHandleForWriting.write(Data(input.utf8))
    try inPipe.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a large transcript cannot block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
  }

  /// A fresh temporary directory holding a copy of `Sessions/`.
  static func scratchWithSessions() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-e2e-" + UUID().uuidString)
    // The repository's layout: sessions read prototypes as ../Prototypes/NAME.lab.
    for folder in ["Sessions", "Prototypes"] {
      let source = packageRoot.appendingPathComponent(folder)
      let target = root.appendingPathComponent(folder)
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
      for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
        try FileManager.default.copyItem(
          at: source.appendingPathComponent(name), to: target.appendingPathComponent(name))
      }
    }
    return root.appendingPathComponent("Sessions")
  }

  /// Removes a scratch folder `scratchWithSessions` made (its Sessions folder and the root).
  /// Any other folder is removed itself, never its parent.
  static func removeScratch(_ directory: URL) {
    let root = directory.deletingLastPathComponent()
    let ours =
      directory.lastPathComponent == "Sessions"
      && root.lastPathComponent.hasPrefix("layerlab-e2e-")
    try? FileManager.default.removeItem(at: ours ? root : directory)
  }
}

struct RunnerError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
