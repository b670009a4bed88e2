import Foundation
import Testing

/// The README's set-up scripts, run against a stand-in `swift` so a test can count builds.
struct ScriptsTests {
  /// Runs `command` under bash in `directory` with `path` first on PATH; returns its status and
  /// what it printed on stderr.
  static func bash(_ command: String, in directory: URL, path: URL) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = path.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    process.environment = environment
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  /// Issue 23: the second run of a fresh clone rebuilt ("rebuilding layerlab (release)…", a
  /// 2.7 s no-op build), because SwiftPM writes Package.resolved during the first build,
  /// after the stamp was taken.
  @Test func aFreshCloneBuildsOnceNotOnItsSecondRun() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-scripts-" + UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: root) }
    let bin = root.appendingPathComponent("bin")
    let clone = root.appendingPathComponent("clone")
    for folder in [
      bin, clone.appendingPathComponent("scripts/lib"), clone.appendingPathComponent("Sources"),
    ] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let scripts = BinaryRunner.packageRoot.appendingPathComponent("scripts")
    for name in ["layerlab", "lib/deps.sh"] {
      try FileManager.default.copyItem(
        at: scripts.appendingPathComponent(name),
        to: clone.appendingPathComponent("scripts/" + name))
    }
    try Data("// swift-tools-version:6.3\n".utf8).write(
      to: clone.appendingPathComponent("Package.swift"))
    // A stand-in swift: `--version` answers as 6.3.1; `build` counts itself, makes the binary
    // and writes Package.resolved, as SwiftPM does on a first build.
    let fake = """
      #!/bin/bash
      if [[ $1 == --version ]]; then echo "Swift version 6.3.1 (swift-6.3.1-RELEASE)"; exit 0; fi
      echo build >> "\(root.path)/builds"
      mkdir -p "\(clone.path)/.build/release"
      printf '#!/bin/bash\\nexit 0\\n' > "\(clone.path)/.build/release/layerlab"
      chmod +x "\(clone.path)/.build/release/layerlab"
      echo '{"pins":[]}' > "\(clone.path)/Package.resolved"
      """
    let swift = bin.appendingPathComponent("swift")
    try Data(fake.utf8).write(to: swift)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
    for _ in 0..<3 {
      let (status, err) = try Self.bash("scripts/layerlab -c ''", in: clone, path: bin)
      #expect(status == 0, "\(err)")
    }
    let builds = try String(contentsOf: root.appendingPathComponent("builds"), encoding: .utf8)
    #expect(builds.split(separator: "\n").count == 1, "three runs, one build")
    // A changed Package.resolved does rebuild.
    try Data("{\"pins\":[1]}\n".utf8).write(to: clone.appendingPathComponent("Package.resolved"))
    _ = try Self.bash("scripts/layerlab -c ''", in: clone, path: bin)
    let after = try String(contentsOf: root.appendingPathComponent("builds"), encoding: .utf8)
    #expect(after.split(separator: "\n").count == 2)
  }

  /// One Swift version is stated: the manifests' tools version, the scripts' minimum and the
  /// README's (they said 6.1, 6.1 and 6.3).
  @Test func theSwiftVersionIsTheSameEverywhere() throws {
    let root = BinaryRunner.packageRoot
    func read(_ path: String) throws -> String {
      try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
    let tools = try #require(
      try read("Package.swift").firstMatch(of: /swift-tools-version:(\d+\.\d+)/))
    let version = String(tools.1)
    #expect(try read("Fuzz/Package.swift").contains("swift-tools-version:\(version)"))
    #expect(try read("scripts/lib/deps.sh").contains("Swift \(version) or later"))
    #expect(try read("README.md").contains("Swift (\(version) or later"))
  }
}
