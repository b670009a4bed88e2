#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What may be replaced, and the temporary files a killed process leaves behind.
extension AtomicFile {
  /// The marker in every temporary file's name: `.NAME.layerlab-tmp-PID-RANDOM`.
  static let temporaryMarker = ".layerlab-tmp-"

  /// Refuses a destination that must not be replaced by a regular file.
  ///
  /// rename(2) replaces whatever the name points at, so without this check `export draws
  /// /dev/null` run as root turns /dev/null into a file, and a FIFO or a terminal is
  /// silently swapped for one. The path is followed through symbolic links, so
  /// `/dev/stdout` (a link to the process's descriptor 1) is judged by what it leads to and is
  /// refused too: results go to the terminal when no file is named, and a redirection of the
  /// whole run (`layerlab … > FILE`) is the way to send them elsewhere. A regular file whose
  /// write bits are all clear (0444) is refused even for root, who could otherwise replace it:
  /// the bits say the owner wants it kept.
  static func checkTarget(_ path: String) throws(ShellError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { return }
      throw failure(path, errno)
    }
    let type = info.st_mode & mode_t(S_IFMT)
    guard type == mode_t(S_IFREG) else {
      throw ShellError(
        "'\(path)' is not a regular file (it is \(describe(type))); name a regular file")
    }
    if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
      throw ShellError("'\(path)' is read-only; make it writable or name another file")
    }
  }

  /// "a directory", "a FIFO", … for a `stat` file type.
  static func describe(_ type: mode_t) -> String {
    switch type {
    case mode_t(S_IFDIR): "a directory"
    case mode_t(S_IFCHR): "a character device"
    case mode_t(S_IFBLK): "a block device"
    case mode_t(S_IFIFO): "a FIFO"
    case mode_t(S_IFSOCK): "a socket"
    default: "not a regular file"
    }
  }

  /// Removes temporary files for `path` left by processes that no longer exist (killed with
  /// `kill -9`, or the machine lost power, between creating the temporary file and renaming
  /// it). A live process's file, this process's own, and anything not named by
  /// ``temporaryPath(for:)`` are left alone.
  static func removeStaleTemporaries(for path: String) {
    let (directory, name) = split(path)
    let prefix = "." + String(name.prefix(160)) + temporaryMarker
    guard let stream = opendir(directory.isEmpty ? "." : directory) else { return }
    defer { closedir(stream) }
    var stale: [String] = []
    while let entry = readdir(stream) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard entryName.hasPrefix(prefix) else { continue }
      let rest = entryName.dropFirst(prefix.count)
      guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]),
        pid != getpid(), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      stale.append(directory + entryName)
    }
    for file in stale { _ = unlink(file) }
  }

  /// The directory part (with its trailing slash, or empty) and the last component.
  static func split(_ path: String) -> (directory: String, name: String) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return (directory, name)
  }
}
