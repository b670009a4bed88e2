#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files: their names, and the cleanup of those a killed process left.
extension AtomicFile {
  /// The marker in every temporary file's name: `.NAME.layerlab-tmp-PID-RANDOM`.
  static let temporaryMarker = ".layerlab-tmp-"

  /// The longest file name, in bytes: NAME_MAX, 255 on Linux's file systems and on APFS.
  static let nameLimit = 255

  /// How many bytes of the destination's name a temporary name keeps: what NAME_MAX leaves
  /// after the dot, the marker, the longest PID (10 digits), the dash and 16 hex digits. A
  /// fixed number, whatever this PID is, so every process cuts a name the same way and the
  /// cleanup finds the temporaries of all of them.
  static var nameBudget: Int { nameLimit - 1 - temporaryMarker.utf8.count - 10 - 1 - 16 }

  /// A temporary file left behind without its lock is removed at once; on a file system
  /// where `flock` is not supported, only once it is this old (an estimate: far longer than
  /// any write of a session's file, short enough that leftovers do not pile up).
  static let unlockedStaleSeconds = 3600

  /// `.NAME.layerlab-tmp-PID-RANDOM`, the name of a temporary file beside `file`: hidden,
  /// recognisable as ours, and unique. NAME is cut to ``nameBudget`` bytes at a Unicode scalar
  /// boundary, so the whole name stays within NAME_MAX however many bytes its characters take.
  static func temporaryName(for file: String) -> String {
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    return temporaryPrefix(for: FileTarget.split(file).name) + "\(getpid())-\(random)"
  }

  /// `.NAME.layerlab-tmp-`, NAME cut as ``temporaryName(for:)`` cuts it.
  static func temporaryPrefix(for name: String) -> String {
    "." + leadingScalars(of: name, bytes: nameBudget) + temporaryMarker
  }

  /// The longest run of `text`'s first scalars that takes at most `bytes` bytes in UTF-8.
  static func leadingScalars(of text: String, bytes: Int) -> String {
    var used = 0
    var kept = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let width = UTF8.width(scalar)
      guard used + width <= bytes else { break }
      used += width
      kept.append(scalar)
    }
    return String(kept)
  }

  /// Creates a fresh temporary file for `target` in its opened `folder` (`O_EXCL`: never
  /// someone else's; `O_NOFOLLOW`: never through a link) and locks it, returning its name and
  /// descriptor.
  static func createTemporary(for target: FileTarget, in folder: Int32) throws(ShellError)
    -> (String, Int32)
  {
    var code = EEXIST
    for _ in 0..<8 {
      let temporary = temporaryName(for: target.file)
      let fd = openat(
        folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
      guard fd >= 0 else {
        code = errno
        if code == EEXIST { continue }
        break
      }
      if lock(fd) { return (temporary, fd) }
      _ = close(fd)
    }
    throw failure(target.path, code)
  }

  /// Takes the temporary file's lock, which lasts until its descriptor is closed (after the
  /// rename) or the process dies. False when another process's cleanup got it first, between
  /// `open` and here, and has removed the name: the caller starts again under a new one. A
  /// file system without `flock` gives no lock; the file is used anyway, and the cleanup then
  /// goes by age.
  private static func lock(_ fd: Int32) -> Bool {
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return errno != EWOULDBLOCK }
    var info = stat()
    return fstat(fd, &info) == 0 && info.st_nlink > 0
  }

  /// Removes `file`'s temporary files that no process is writing: left by a process killed
  /// with `kill -9`, or by a power cut, between creating the file and renaming it. A file is
  /// abandoned when its lock can be taken — a writer holds it until after its rename, and the
  /// kernel drops it when the writer dies, in whatever PID namespace or container it ran.
  /// (The PID in the name is not used: another namespace's PIDs mean nothing here.)
  static func removeStaleTemporaries(for file: String) {
    let (folder, name) = FileTarget.split(file)
    let prefix = Array(temporaryPrefix(for: name).utf8)
    guard let stream = opendir(folder.isEmpty ? "." : folder) else { return }
    var candidates: [String] = []
    while let entry = readdir(stream) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard entryName.starts(with: prefix), isTemporaryTail(entryName.dropFirst(prefix.count))
      else { continue }
      candidates.append(folder + String(decoding: entryName, as: UTF8.self))
    }
    closedir(stream)
    for candidate in candidates { removeIfAbandoned(candidate) }
  }

  /// `PID-RANDOM`: digits, a dash, hex digits.
  private static func isTemporaryTail(_ tail: ArraySlice<UInt8>) -> Bool {
    guard let dash = tail.firstIndex(of: UInt8(ascii: "-")) else { return false }
    let pid = tail[..<dash]
    let random = tail[tail.index(after: dash)...]
    let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
    let isHex = { (byte: UInt8) in isDigit(byte) || (byte >= 0x61 && byte <= 0x66) }
    return !pid.isEmpty && pid.allSatisfy(isDigit) && !random.isEmpty && random.allSatisfy(isHex)
  }

  /// Unlinks `candidate` while holding its lock, so its writer cannot be mid-rename.
  private static func removeIfAbandoned(_ candidate: String) {
    let fd = open(candidate, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard fd >= 0 else { return }
    defer { _ = close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else { return }
    if flock(fd, LOCK_EX | LOCK_NB) == 0 {
      _ = unlink(candidate)
    } else if errno != EWOULDBLOCK, age(of: info) > unlockedStaleSeconds {
      _ = unlink(candidate)
    }
  }

  /// Seconds since the file was last written.
  private static func age(of info: stat) -> Int {
    #if canImport(Darwin)
      let written = info.st_mtimespec.tv_sec
    #else
      let written = info.st_mtim.tv_sec
    #endif
    return Int(time(nil) - written)
  }
}
