import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of a `layerlab` binary as a user runs it: a child process, its output to a file,
/// its wall time and its peak memory as the kernel accounts the finished child.
///
/// Why a child and not a `Session` in this process: the figures a user meets are the whole
/// binary's — start-up, the script's reading, the process's own peak — and only a child can
/// run an older build's binary beside this one (`--against`).
struct ChildRun {
  /// Wall seconds from the spawn to the reaped exit.
  let wallSeconds: Double
  /// `ru_maxrss` of the child, in MiB.
  let peakMiB: Double
  /// The exit status (128 + signal when killed).
  let status: Int32
  /// The end of what it printed on standard output and standard error (its last 64 KiB: a
  /// million statements print tens of MB, and reading them whole would raise this process's
  /// peak, which the kernel then counts into every later child's).
  let output: String

  /// Runs `binary arguments…` in `folder`, standard input empty.
  static func run(_ binary: String, _ arguments: [String], in folder: String) throws(BenchFailure)
    -> ChildRun
  {
    let outputPath = folder + "/.bench-output-\(getpid())"
    defer { unlink(outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let previous = FileManager.default.currentDirectoryPath
    guard FileManager.default.changeCurrentDirectoryPath(folder) else {
      throw BenchFailure("cannot enter \(folder)")
    }
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    let start = DispatchTime.now().uptimeNanoseconds
    var pid = pid_t()
    let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw BenchFailure("cannot start \(binary): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let exited = status & 0x7f == 0
    let output = tail(of: outputPath, bytes: 64 << 10)
    return ChildRun(
      wallSeconds: wall, peakMiB: Double(usage.ru_maxrss) / 1024,
      status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output: output)
  }

  /// The last `bytes` of the file at `path`, as text ("" when unreadable).
  private static func tail(of path: String, bytes: Int) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
    defer { try? handle.close() }
    let size = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: size > UInt64(bytes) ? size - UInt64(bytes) : 0)
    let data = (try? handle.readToEnd()) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}
