import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The built binary running in the background, to send it signals while it works.
///
/// Started with `posix_spawn`, as `InteractiveTmux` starts tmux: with an empty signal mask and
/// the signals the tests send at their default action, whatever the test runner blocks or
/// ignores (a runner started by a script's `&` ignores SIGINT and SIGQUIT, and the shell keeps
/// an inherited ignore). stdout and stderr go to files, read while it runs; stdin is a pipe
/// the test writes to.
///
/// A test waits for a marker on stderr before signalling: `show marker`, an error (a view
/// that does not exist) printed at once, stderr being unbuffered, so the statements before it
/// have run and the ones after it are running.
final class SignalledRun {
  /// How the process ended, as a shell reports it: its exit status, or 128 + the signal
  /// that killed it; `signal` says which.
  struct Exit: Equatable, CustomStringConvertible {
    var status: Int32
    var signal: Int32?
    var description: String { signal.map { "killed by signal \($0)" } ?? "exit \(status)" }
  }

  let pid: pid_t
  let directory: URL
  private let stdoutPath: String
  private let stderrPath: String
  private var stdin: Int32
  private var exit: Exit?

  /// Starts the binary with `arguments` (`-X` is the caller's to give), its output files and
  /// configuration in `directory`; it runs in the test's own directory, so the statements
  /// name files by absolute paths.
  init(_ arguments: [String], in directory: URL) throws {
    guard let binary = BinaryRunner.binary else {
      throw RunnerError("the layerlab binary was not built")
    }
    self.directory = directory
    let stamp = UUID().uuidString.prefix(8)
    stdoutPath = directory.appendingPathComponent("run-\(stamp).out").path
    stderrPath = directory.appendingPathComponent("run-\(stamp).err").path
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { throw RunnerError("pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    SpawnSetup.closeInheritedDescriptors(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    SpawnSetup.resetSignals(
      &attributes, defaulting: [SIGINT, SIGQUIT, SIGHUP, SIGTERM, SIGPIPE, SIGSEGV])
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent(".config").path
    environment["XDG_STATE_HOME"] = directory.appendingPathComponent(".state").path
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
    close(pipeEnds[0])
    guard spawned == 0 else {
      close(pipeEnds[1])
      throw RunnerError("posix_spawn failed (\(spawned))")
    }
    self.pid = pid
    stdin = pipeEnds[1]
  }

  deinit {
    if exit == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    if stdin >= 0 { close(stdin) }
  }

  var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
  var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

  /// Writes `text` to the process's stdin.
  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.write(stdin, $0.baseAddress! + done, $0.count - done)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      done += count
    }
  }

  /// Ends the process's stdin.
  func closeInput() {
    if stdin >= 0 { close(stdin) }
    stdin = -1
  }

  /// Waits until stderr contains `marker`; false if the process ended or time ran out first.
  func waitForStderr(_ marker: String, seconds: Double = 60) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if stderr.contains(marker) { return true }
      if poll() != nil { return stderr.contains(marker) }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return false
  }

  /// Sends `signal` to the process (and only to it).
  func send(_ signal: Int32) {
    kill(pid, signal)
  }

  /// How the process ended, waiting up to `seconds`; nil if it is still running then (it is
  /// killed when the run is dropped).
  func waitForExit(seconds: Double = 60) -> Exit? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let exit = poll() { return exit }
      Thread.sleep(forTimeInterval: 0.005)
    }
    return poll()
  }

  /// Sends `signal` and returns how the process ended and how long after the signal.
  func stop(with signal: Int32, seconds: Double = 60) -> (exit: Exit?, after: Double) {
    let start = Date()
    send(signal)
    let exit = waitForExit(seconds: seconds)
    return (exit, Date().timeIntervalSince(start))
  }

  /// The exit, if the process has ended (reaped once).
  private func poll() -> Exit? {
    if let exit { return exit }
    var status: Int32 = 0
    let reaped = waitpid(pid, &status, WNOHANG)
    guard reaped == pid else { return nil }
    // WIFSIGNALED and friends are macros Swift does not import.
    let signal = status & 0x7f
    let ended =
      signal == 0
      ? Exit(status: (status >> 8) & 0xff, signal: nil)
      : Exit(status: 128 + signal, signal: signal)
    exit = ended
    return ended
  }

  /// The files in the run's directory, other than its own output files.
  var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !$0.hasPrefix("run-") && ![".config", ".state"].contains($0) }.sorted()
  }

  /// A fresh temporary directory for one run.
  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-signal-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}
