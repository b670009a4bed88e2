#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that results are appended to, for `.output` and `.once`.
///
/// Opened (created or truncated, like sqlite3's `.output`) when the dot-command runs, so a
/// missing directory or a read-only file is an error then and not at the next result. Each
/// write goes straight to the descriptor: nothing is buffered that a crash or Ctrl-C could lose.
final class OutputFile {
  /// The path as the user wrote it, for messages and `.show`.
  let path: String
  private var descriptor: Int32

  init(creating path: String) throws(ShellError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw AtomicFile.failure(path, errno) }
    self.path = path
    self.descriptor = fd
  }

  var isOpen: Bool { descriptor >= 0 }

  /// Appends `text` as UTF-8, retrying short and interrupted writes.
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
      guard written > 0 else { throw AtomicFile.failure(path, written < 0 ? errno : EIO) }
      offset += written
    }
  }

  func close() {
    guard isOpen else { return }
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
    descriptor = -1
  }

  deinit { close() }
}
