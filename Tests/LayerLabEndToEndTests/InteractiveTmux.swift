import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program running in a pseudo-terminal inside a private tmux server, driven by keys.
///
/// The interactive shell only exists on a terminal (libedit, Tab, history, Ctrl-C), and pipes
/// cannot show it, so the test starts `tmux -L llpty-…` (its own socket: never the user's
/// server), sends keys with `send-keys` and reads the screen with `capture-pane`. Only that
/// server is ever killed. `remain-on-exit` keeps the pane after the program exits, so its last
/// words can be read.
///
/// tmux is started with `posix_spawn`, not `Process`: the tmux client forks the server, and
/// `Process.waitUntilExit` never returned for it (the client stayed a zombie). The spawn also
/// gives tmux, and so the shell in the pane, an empty signal mask (test threads block SIGINT,
/// and Ctrl-C must reach the shell) and closes every inherited descriptor above 2, so the
/// long-lived server cannot hold another test's pipe open.
final class InteractiveTmux {
  /// tmux's path, or nil when it is not installed (the test is then skipped).
  static let path: String? = {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":", omittingEmptySubsequences: false)
    return directories.map { "\($0)/tmux" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  let socket = "llpty-\(getpid())-\(UUID().uuidString.prefix(8))"
  let tmux: String
  /// Where tmux's output is collected (a file, not a pipe; see above).
  let capture: String

  /// Starts `command` in a 160×50 terminal, in `directory`, under `sh`, which prints
  /// `[exit status N]` when it ends. The shell ignores SIGINT so that Ctrl-C reaches only the
  /// program (which installs its own handler) and not the shell waiting for it.
  init(command: [String], directory: URL) throws {
    guard let tmux = InteractiveTmux.path else { throw RunnerError("tmux is not installed") }
    self.tmux = tmux
    capture = directory.appendingPathComponent("tmux-output.txt").path
    let config = directory.appendingPathComponent("tmux.conf")
    try "set -g remain-on-exit on\nset -g history-limit 5000\n".write(
      to: config, atomically: true, encoding: .utf8)
    try run(
      [
        "-f", config.path, "new-session", "-d", "-s", "main", "-x", "160", "-y", "50", "-c",
        directory.path, "sh", "-c", "trap '' INT; \"$@\"; echo \"[exit status $?]\"", "sh",
      ]
        + command)
  }

  /// Runs tmux on the private socket and returns what it printed.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let status = InteractiveTmux.spawnAndWait(tmux, ["-L", socket] + arguments, output: capture)
    guard status == 0 else { throw RunnerError("tmux \(arguments.first ?? "") failed (\(status))") }
    return (try? String(contentsOfFile: capture, encoding: .utf8)) ?? ""
  }

  /// Runs `path`, its stdout to the file `output`, stdin and stderr `/dev/null`, with an empty
  /// signal mask, default signal actions and no other descriptors; returns the wait status.
  static func spawnAndWait(_ path: String, _ arguments: [String], output: String) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    SpawnSetup.closeInheritedDescriptors(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    SpawnSetup.resetSignals(&attributes, defaulting: [SIGINT, SIGHUP, SIGTERM, SIGPIPE, SIGCHLD])
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, &attributes, argv, envp) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return status
  }

  /// Types `text` literally.
  func type(_ text: String) throws {
    try run(["send-keys", "-t", "main", "-l", text])
  }

  /// Presses keys by tmux name: `Enter`, `Tab`, `Up`, `C-c`, `C-d`.
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", "main"] + keys)
  }

  /// The screen as text: wrapped lines joined, trailing blanks and blank last lines dropped,
  /// and with `escapes` the colours and attributes as escape codes.
  func screen(escapes: Bool = false) throws -> String {
    let text = try run(["capture-pane", "-p", "-J", "-t", "main"] + (escapes ? ["-e"] : []))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.reversed().drop { $0 == " " }.reversed())
    }
    return lines.reversed().drop(while: \.isEmpty).reversed().joined(separator: "\n")
  }

  /// The last line on the screen.
  func lastLine() throws -> String {
    try screen().split(separator: "\n").last.map(String.init) ?? ""
  }

  /// Waits until `condition` holds for the screen, and returns the screen; nil on timeout.
  @discardableResult
  func wait(seconds: Double = 20, until condition: (String) -> Bool) throws -> String? {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      let text = try screen()
      if condition(text) { return text }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }

  /// The exit status once the program has exited, or nil if it has not within `seconds`.
  ///
  /// Read from the `[exit status N]` line the wrapping shell prints (see `init`): tmux's own
  /// `#{pane_dead_status}` stayed empty in about half the runs, because Debian's tmux uses
  /// libutempter, whose SIGCHLD handler can swallow the child's exit (tmux issue #311).
  func exitStatus(seconds: Double = 20) throws -> Int32? {
    let screen = try wait(seconds: seconds) { $0.contains("[exit status ") }
    guard let line = screen?.split(separator: "\n").last(where: { $0.hasPrefix("[exit status ") })
    else { return nil }
    return Int32(line.dropFirst("[exit status ".count).dropLast())
  }

  /// Stops this test's tmux server, and only it.
  func kill() {
    _ = try? run(["kill-server"])
  }
}
