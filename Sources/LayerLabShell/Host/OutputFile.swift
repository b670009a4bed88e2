#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that results are appended to, for `.output` and `.once`.
///
/// Results go to a temporary file next to the destination (``AtomicFile/temporaryPath(for:)``)
/// that replaces it only when the redirection ends (``commit()``): a bare `.output`, the end
/// of the `.once` statement, or the end of the session. So a full disk or a failed write
/// leaves the old file exactly as it was and no partial one, as `export` does. The destination
/// is checked when the dot-command runs (a missing directory, a read-only file, a device or a
/// FIFO are errors then, not at the first result). Each write goes straight to the
/// descriptor, unbuffered, and a kill leaves a `.NAME.layerlab-tmp-PID-…` file that the next
/// write of the same destination removes.
final class OutputFile {
  /// The path as the user wrote it, for messages and `.show`.
  let path: String
  /// The temporary file the results are written to until ``commit()``.
  let temporary: String
  private(set) var descriptor: Int32

  init(creating path: String) throws(ShellError) {
    try AtomicFile.checkTarget(path)
    AtomicFile.removeStaleTemporaries(for: path)
    let temporary = AtomicFile.temporaryPath(for: path)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw AtomicFile.failure(path, errno) }
    var info = stat()
    if stat(path, &info) == 0 { _ = fchmod(fd, info.st_mode & 0o7777) }
    self.path = path
    self.temporary = temporary
    self.descriptor = fd
  }

  var isOpen: Bool { descriptor >= 0 }

  /// Appends `text` as UTF-8, retrying short and interrupted writes. On failure the
  /// temporary file is removed and the destination is left as it was.
  func write(_ text: String) throws(ShellError) {
    guard isOpen else { throw AtomicFile.failure(path, EBADF) }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        #if canImport(Glibc)
          return Glibc.write(descriptor, base + offset, buffer.count - offset)
        #else
          return Darwin.write(descriptor, base + offset, buffer.count - offset)
        #endif
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let code = written < 0 ? errno : EIO
        discard()
        throw AtomicFile.failure(path, code)
      }
      offset += written
    }
  }

  /// Flushes the results and renames the temporary file over the destination. On failure
  /// the temporary file is removed and the destination is left as it was. Does nothing once
  /// committed or discarded.
  func commit() throws(ShellError) {
    guard isOpen else { return }
    let fd = descriptor
    descriptor = -1
    guard fsync(fd) == 0 else { return try fail(closing: fd, errno) }
    #if canImport(Glibc)
      let closed = Glibc.close(fd)
    #else
      let closed = Darwin.close(fd)
    #endif
    guard closed == 0 else { return try fail(closing: nil, errno) }
    guard rename(temporary, path) == 0 else { return try fail(closing: nil, errno) }
  }

  /// Drops the results: the temporary file is removed, the destination is left alone.
  func discard() {
    guard isOpen else { return }
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
    descriptor = -1
    _ = unlink(temporary)
  }

  private func fail(closing fd: Int32?, _ code: Int32) throws(ShellError) {
    #if canImport(Glibc)
      if let fd { _ = Glibc.close(fd) }
    #else
      if let fd { _ = Darwin.close(fd) }
    #endif
    _ = unlink(temporary)
    throw AtomicFile.failure(path, code)
  }

  /// A session dropped without ``Session/finish()`` still keeps what it wrote.
  deinit { try? commit() }
}
