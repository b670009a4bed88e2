#if canImport(Glibc)
  import Glibc

  /// read(2), named apart from the reader below.
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Glibc.read(fd, buffer, count)
  }
#elseif canImport(Darwin)
  import Darwin

  /// read(2), named apart from the reader below.
  private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    Darwin.read(fd, buffer, count)
  }
#endif

/// Reading a whole regular file through one descriptor: opened first, then checked — a
/// regular file, not too big, and under `--safe` really inside the allowed folders — then
/// read. What is checked is what is read.
///
/// Why: the readers checked the path (`stat`, `realpath`) and then opened it by name, so a
/// symbolic link swapped between the two (a folder inside the current one made to point
/// outside, and back, in a loop) let `--safe` read outside the tree, and a file swapped for a
/// FIFO after the check blocked the shell. The descriptor's own path (`/proc/self/fd/N`) is
/// where the file really is, whatever names led there.
enum OpenedFile {
  /// Why a file could not be had; each reader words it for its own kind of file.
  enum Problem: Error, Equatable {
    case missing
    case permissionDenied
    case directory
    /// A FIFO (`fifo`), or a device or socket.
    case notRegular(fifo: Bool)
    /// Over the reader's limit (the file's size in bytes).
    case tooBig(Int)
    /// Outside the folders `--safe` allows.
    case outside
    /// Anything else, as the system says it.
    case failed(String)
  }

  /// The file's bytes. `roots`: the resolved folders the opened file must lie in (nil: any).
  static func read(_ path: String, maxBytes: Int, within roots: [String]? = nil)
    -> Result<[UInt8], Problem>
  {
    // O_NONBLOCK: opening a FIFO does not wait for a writer; fstat then refuses it.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return .failure(problem(errno)) }
    defer { _ = close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(problem(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.directory)
    case S_IFIFO: return .failure(.notRegular(fifo: true))
    default: return .failure(.notRegular(fifo: false))
    }
    guard Int(info.st_size) <= maxBytes else { return .failure(.tooBig(Int(info.st_size))) }
    if let roots, !lies(fd, within: roots) { return .failure(.outside) }
    // Room for the size fstat gave plus one byte, grown if the file grows while it is read,
    // up to one byte past the limit (which says it is over).
    var bytes = [UInt8](repeating: 0, count: min(maxBytes, Int(info.st_size)) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard bytes.count <= maxBytes else { break }
        bytes += [UInt8](repeating: 0, count: min(bytes.count, maxBytes + 1 - bytes.count))
      }
      let got = bytes.withUnsafeMutableBytes { raw -> Int in
        guard let base = raw.baseAddress else { return 0 }
        return systemRead(fd, base + count, raw.count - count)
      }
      if got < 0, errno == EINTR || errno == EAGAIN { continue }
      guard got >= 0 else { return .failure(problem(errno)) }
      if got == 0 { break }
      count += got
    }
    guard count <= maxBytes else { return .failure(.tooBig(count)) }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  /// Whether the file or folder behind `fd` really lies in one of `roots` (resolved folders):
  /// false where the system has no name for the descriptor.
  static func lies(_ fd: Int32, within roots: [String]) -> Bool {
    guard let real = realPath(of: fd) else { return false }
    return roots.contains { RealPath.path(real, isUnder: $0) }
  }

  /// Where the file behind `fd` really is: the kernel's name for the descriptor, every link
  /// resolved (nil where the system has no such name).
  private static func realPath(of fd: Int32) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func problem(_ code: Int32) -> Problem {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EACCES, EPERM: .permissionDenied
    default: .failed(String(cString: strerror(code)).lowercased())
    }
  }
}
