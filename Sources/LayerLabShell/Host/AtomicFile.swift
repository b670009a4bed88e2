#if canImport(Glibc)
  import Glibc

  /// write(2), named apart from ``AtomicFile/write(_:to:)``.
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
  }
#elseif canImport(Darwin)
  import Darwin

  /// write(2), named apart from ``AtomicFile/write(_:to:)``.
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
  }
#endif

/// Writes files so that readers see either the old contents or the new, never a half-written
/// file: `export … FILE`, `save … FILE.png` and `.output` all go through here.
///
/// The bytes go to a temporary file next to the destination (same directory, hence same file
/// system, so rename(2) is atomic), are flushed with fsync, and the temporary file is renamed
/// over the destination. If anything fails the temporary file is removed and the destination is
/// left exactly as it was. An existing destination's permission bits are kept. A destination
/// that is a symbolic link is replaced by the new file rather than written through. A
/// destination that is not a regular file, or is read-only, is refused (``checkTarget(_:)``).
public enum AtomicFile {
  /// Writes `contents` as UTF-8 to `path`.
  public static func write(_ contents: String, to path: String) throws(ShellError) {
    try write(Array(contents.utf8), to: path)
  }

  /// Writes `bytes` to `path`.
  public static func write(_ bytes: [UInt8], to path: String) throws(ShellError) {
    try write(bytes, to: path, beforeRename: { _ throws(ShellError) in })
  }

  /// The implementation, with a hook that runs after the temporary file (whose path it is given)
  /// is complete and before the rename; tests use it to make the write fail at the last moment.
  package static func write(
    _ bytes: [UInt8], to path: String, beforeRename: (String) throws(ShellError) -> Void
  ) throws(ShellError) {
    try checkTarget(path)
    removeStaleTemporaries(for: path)
    let temporary = temporaryPath(for: path)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw failure(path, errno) }
    var isOpen = true
    do throws(ShellError) {
      var info = stat()
      if stat(path, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) {
        _ = fchmod(fd, info.st_mode & 0o7777)
      }
      try writeAll(bytes, to: fd, path: path)
      guard fsync(fd) == 0 else { throw failure(path, errno) }
      isOpen = false
      guard close(fd) == 0 else { throw failure(path, errno) }
      try beforeRename(temporary)
      guard rename(temporary, path) == 0 else { throw failure(path, errno) }
    } catch {
      if isOpen { _ = close(fd) }
      _ = unlink(temporary)
      throw error
    }
    syncDirectory(of: path)
  }

  /// `.NAME.layerlab-tmp-PID-RANDOM` in the destination's directory: hidden, recognisable as
  /// ours, and carrying the PID so a later write can tell a dead process's leftover from a
  /// live one's file (``removeStaleTemporaries(for:)``). The name part is shortened so the
  /// temporary name stays within the usual 255-byte limit.
  static func temporaryPath(for path: String) -> String {
    let (directory, name) = split(path)
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 16)
    return "\(directory).\(name.prefix(160))\(temporaryMarker)\(getpid())-\(random)"
  }

  /// Writes every byte, retrying short writes and interrupted calls.
  private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(ShellError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(fd, base + offset, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { throw failure(path, written < 0 ? errno : EIO) }
      offset += written
    }
  }

  /// Makes the rename itself durable; failure here cannot be acted on, so it is ignored.
  private static func syncDirectory(of path: String) {
    let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "."
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    _ = close(fd)
  }

  /// The user-facing error: the path as the user wrote it and the system's reason.
  static func failure(_ path: String, _ code: Int32) -> ShellError {
    ShellError("cannot write '\(path)': \(String(cString: strerror(code)))")
  }
}
