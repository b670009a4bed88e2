#if canImport(Glibc)
  import Glibc

  /// write(2) and close(2), named apart from the methods below.
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, buffer, count)
  }
  private func systemClose(_ fd: Int32) -> Int32 { Glibc.close(fd) }
#elseif canImport(Darwin)
  import Darwin

  /// write(2) and close(2), named apart from the methods below.
  private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, buffer, count)
  }
  private func systemClose(_ fd: Int32) -> Int32 { Darwin.close(fd) }
#endif

/// The one writer of every file the shell makes: `export` (CSV, JSON), `save`, `plot` and
/// `export timeline` (PNG bytes the renderer encoded), `.output` and `.once`, and the image
/// disk cache's files. Readers see the old contents or the new, never half a file, and a
/// failed write leaves the old file exactly as it was.
///
/// How: the destination is checked first (``FileTarget``: no devices, FIFOs, read-only files,
/// dangling symbolic links or hard-linked files; a symbolic link is followed to the file it
/// names). The bytes go to a temporary file in that file's folder (the same file system, so
/// rename(2) is atomic), created with `O_EXCL` and held under an `flock` so a concurrent
/// writer's cleanup can tell it is alive (``removeStaleTemporaries(for:)``). ``commit()`` gives
/// it the destination's owner (when the process may, i.e. as root) and permission bits
/// (setuid, setgid and sticky dropped: new contents must not inherit a privilege), fsyncs it,
/// renames it over the destination, closes it and fsyncs the folder, so after `commit`
/// returns the new file survives a power cut. Any failure removes the temporary file.
///
/// `write(_:to:)` does it all for bytes in hand; `.output` and `.once` open one, ``append(_:)``
/// as results come, and ``commit()`` or ``discard()`` when the redirection ends.
public final class AtomicFile {
  /// The path as the user wrote it, for messages and `.show`.
  let path: String
  /// The file that is replaced: `path`, or the file a symbolic link at `path` names.
  let target: String
  /// The temporary file the bytes go to until ``commit()``.
  let temporary: String
  /// The temporary file's descriptor; -1 once committed or discarded.
  private(set) var descriptor: Int32
  /// The destination's folder, opened once: the temporary file is made in it and renamed in
  /// it by descriptor (`openat`, `renameat`), so a folder link swapped meanwhile cannot send
  /// the bytes elsewhere, and under `--safe` its real path is what is checked.
  private let folder: Int32
  /// The temporary file's and the destination's names in `folder`.
  private let temporaryName: String
  private let targetName: String

  /// Checks `path` and opens a temporary file for it. Nothing at `path` changes until
  /// ``commit()``. `roots`: under `--safe`, the folders the destination's folder, as opened,
  /// must really lie in.
  init(replacing path: String, within roots: [String]? = nil) throws(ShellError) {
    let target = try FileTarget.resolve(path)
    Self.removeStaleTemporaries(for: target.file)
    let (folderPath, name) = FileTarget.split(target.file)
    let folder = open(folderPath.isEmpty ? "." : folderPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw Self.failure(path, errno) }
    if let roots, !OpenedFile.lies(folder, within: roots) {
      _ = systemClose(folder)
      throw FilePaths.outside(path, "write", roots: roots)
    }
    let temporaryName: String
    let fd: Int32
    do {
      (temporaryName, fd) = try Self.createTemporary(for: target, in: folder)
    } catch {
      _ = systemClose(folder)
      throw error
    }
    self.path = path
    self.target = target.file
    self.temporary = folderPath + temporaryName
    self.descriptor = fd
    self.folder = folder
    self.temporaryName = temporaryName
    self.targetName = name
    target.applyOwnerAndMode(to: fd)
  }

  /// Writes `bytes` to `path`, atomically; under `--safe` (`roots`) only inside those folders.
  public static func write(_ bytes: [UInt8], to path: String, within roots: [String]? = nil)
    throws(ShellError)
  {
    try write(bytes, to: path, within: roots, beforeRename: { _ throws(ShellError) in })
  }

  /// Writes `contents` as UTF-8 to `path`, atomically.
  public static func write(_ contents: String, to path: String, within roots: [String]? = nil)
    throws(ShellError)
  {
    try write(Array(contents.utf8), to: path, within: roots)
  }

  /// ``write(_:to:)`` with a hook that runs once the temporary file (whose path it is given) is
  /// complete and synced, before the rename; tests use it to make the write fail at the last
  /// moment.
  package static func write(
    _ bytes: [UInt8], to path: String, within roots: [String]? = nil,
    beforeRename: (String) throws(ShellError) -> Void
  ) throws(ShellError) {
    let file = try AtomicFile(replacing: path, within: roots)
    try file.append(bytes)
    try file.commit(beforeRename: beforeRename)
  }

  var isOpen: Bool { descriptor >= 0 }

  /// Appends `text` as UTF-8.
  func append(_ text: String) throws(ShellError) {
    try append(Array(text.utf8))
  }

  /// Appends `bytes`, retrying short and interrupted writes. On failure the temporary file is
  /// removed and the destination is left as it was.
  func append(_ bytes: [UInt8]) throws(ShellError) {
    guard isOpen else { throw Self.failure(path, EBADF) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer -> Int in
        guard let base = buffer.baseAddress else { return 0 }
        return systemWrite(descriptor, base + offset, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        let code = written < 0 ? errno : EIO
        discard()
        throw Self.failure(path, code)
      }
      offset += written
    }
  }

  /// Replaces the destination with what was appended: owner and mode, fsync, rename, fsync of
  /// the folder. The destination is checked again first, since a `.output` may stay open for
  /// a long time: had it become a FIFO, or a link to another file, the rename would replace
  /// the wrong thing. On failure the temporary file is removed and the destination is left as
  /// it was. Does nothing once committed or discarded.
  func commit() throws(ShellError) {
    try commit(beforeRename: { _ throws(ShellError) in })
  }

  private func commit(beforeRename: (String) throws(ShellError) -> Void) throws(ShellError) {
    guard isOpen else { return }
    do throws(ShellError) {
      let now = try FileTarget.resolve(path)
      guard now.file == target else {
        throw ShellError(
          "'\(path)' now leads to '\(now.file)', not '\(target)' as when it was opened; "
            + "name the file again")
      }
      now.applyOwnerAndMode(to: descriptor)
      guard fsync(descriptor) == 0 else { throw Self.failure(path, errno) }
      try beforeRename(temporary)
      guard renameat(folder, temporaryName, folder, targetName) == 0 else {
        throw Self.failure(path, errno)
      }
    } catch {
      discard()
      throw error
    }
    // Closed only now: the descriptor holds the lock that keeps another process's cleanup
    // away until the rename is done. The bytes are synced, so close has nothing left to fail.
    _ = systemClose(descriptor)
    descriptor = -1
    // Makes the rename itself durable. Its failure is not reported: the new file is in place
    // by then, and "cannot write" would be false; a folder some file system will not fsync
    // gives no durability to promise anyway.
    _ = fsync(folder)
    _ = systemClose(folder)
  }

  /// Drops what was appended: the temporary file is removed, the destination is left alone.
  func discard() {
    guard isOpen else { return }
    _ = systemClose(descriptor)
    descriptor = -1
    _ = unlinkat(folder, temporaryName, 0)
    _ = systemClose(folder)
  }

  /// A writer dropped without ``commit()`` changes nothing.
  deinit { discard() }

  /// The user-facing error: the path as the user wrote it and the system's reason. A refusal
  /// by permissions or a read-only file system is about the folder (the file itself was
  /// checked, ``FileTarget``: the temporary file is created and renamed in the folder), so it
  /// names the folder and the fix rather than a bare "Permission denied".
  static func failure(_ path: String, _ code: Int32) -> ShellError {
    var folder = FileTarget.split(path).folder
    if folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    if folder.isEmpty { folder = "." }
    switch code {
    case EACCES, EPERM:
      return ShellError(
        "cannot write '\(path)': permission denied in its folder '\(folder)'; make the folder "
          + "writable or name a file in another folder")
    case EROFS:
      return ShellError(
        "cannot write '\(path)': its folder '\(folder)' is on a read-only file system; name a "
          + "file in another folder")
    default:
      return ShellError("cannot write '\(path)': \(String(cString: strerror(code)))")
    }
  }
}
