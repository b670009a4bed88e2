#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an ``AtomicFile`` may replace, and the file it really replaces.
///
/// The rules, each because rename(2) replaces whatever name it is given:
/// - a missing file is created (its folder must exist);
/// - a regular file is replaced, keeping its permission bits (setuid, setgid and sticky
///   dropped) and, when the process may change it (as root), its owner and group;
/// - a symbolic link is written through: the file it leads to is replaced, in that file's
///   folder, and the link stays, as a shell's `> link` does; a dangling link is refused
///   (creating a file wherever a link points is not what a user asked for);
/// - a file with more than one hard link is refused: replacing it would leave the other names
///   with the old contents, and writing it in place would lose the all-or-nothing promise;
/// - anything else (a directory, FIFO, device, socket — `/dev/null` run as root would become
///   a file; `/dev/stdout` is a link to descriptor 1, judged by what it leads to) is refused:
///   results go to the terminal when no file is named, and `layerlab … > FILE` sends them on;
/// - a regular file whose write bits are all clear (0444) is refused even for root, who could
///   otherwise replace it: the bits say the owner wants it kept.
struct FileTarget {
  /// The path as the user wrote it, for messages.
  let path: String
  /// The file to replace: `path`, or the file a symbolic link at `path` leads to.
  let file: String
  /// The file's status when it exists, for its owner and mode.
  let existing: stat?

  /// Checks `path` against the rules above and finds the file it names.
  static func resolve(_ path: String) throws(ShellError) -> FileTarget {
    var info = stat()
    guard stat(path, &info) == 0 else {
      guard errno == ENOENT else { throw AtomicFile.failure(path, errno) }
      var link = stat()
      if lstat(path, &link) == 0, link.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) {
        let leadsTo = readLink(path).map { " to '\($0)'" } ?? ""
        throw ShellError(
          "'\(path)' is a symbolic link\(leadsTo), which does not exist; "
            + "create that file first or name another")
      }
      return FileTarget(path: path, file: path, existing: nil)
    }
    let type = info.st_mode & mode_t(S_IFMT)
    guard type == mode_t(S_IFREG) else {
      throw ShellError(
        "'\(path)' is not a regular file (it is \(describe(type))); name a regular file")
    }
    guard info.st_nlink <= 1 else {
      throw ShellError(
        "'\(path)' has \(info.st_nlink) hard links, and replacing it would split them; "
          + "name another file, or remove the other links")
    }
    if info.st_mode & 0o222 == 0 || access(path, W_OK) != 0 {
      throw ShellError("'\(path)' is read-only; make it writable or name another file")
    }
    return FileTarget(path: path, file: try realFile(path), existing: info)
  }

  /// Gives the temporary file `fd` the destination's owner and group (a no-op unless the
  /// process may, i.e. runs as root or owns the file and is in its group) and its permission
  /// bits without setuid, setgid and sticky. Why drop them: the new contents were not what the
  /// bits were granted to, as the kernel too clears setuid on a write. The owner goes first:
  /// fchown itself may clear the setuid bits. A new file keeps the mode `open` gave it
  /// (0666 less the umask). Failures are ignored: the new file then belongs to the writer,
  /// as any file it creates does.
  func applyOwnerAndMode(to fd: Int32) {
    guard let existing else { return }
    var own = stat()
    if fstat(fd, &own) == 0, own.st_uid != existing.st_uid || own.st_gid != existing.st_gid {
      _ = fchown(fd, existing.st_uid, existing.st_gid)
    }
    _ = fchmod(fd, existing.st_mode & 0o777)
  }

  /// The path with every symbolic link resolved when the last component is a link, else
  /// `path` itself (so messages and temporary names keep the user's relative path).
  private static func realFile(_ path: String) throws(ShellError) -> String {
    var link = stat()
    guard lstat(path, &link) == 0, link.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else {
      return path
    }
    guard let resolved = realpath(path, nil) else { throw AtomicFile.failure(path, errno) }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// What the link at `path` contains, or nil.
  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
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

  /// The folder part (with its trailing slash, or empty) and the last component.
  static func split(_ path: String) -> (folder: String, name: String) {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    return (folder, name)
  }
}
