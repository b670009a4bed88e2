@preconcurrency import CEditLine
import Foundation
import LayerLabShell

/// Where history lives.
///
/// `LAYERLAB_HISTORY` overrides the location, as `PSQL_HISTORY` and `PYTHON_HISTORY` do for
/// their shells, and an empty value keeps history in memory only (handy for demos and tests).
/// Otherwise history is *state* in the XDG sense (not configuration, not cache), so it goes to
/// `${XDG_STATE_HOME:-$HOME/.local/state}/layerlab/history`.
enum HistoryLocation {
  /// The history file's path, or `nil` when history should not be written to disk.
  static func path(environment: [String: String]) -> String? {
    if let explicit = environment["LAYERLAB_HISTORY"] {
      return explicit.isEmpty ? nil : explicit
    }
    // The XDG spec says a relative XDG_STATE_HOME is invalid and must be ignored.
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return (state as NSString).appendingPathComponent("layerlab/history")
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return (home as NSString).appendingPathComponent(".local/state/layerlab/history")
  }
}

/// The history file behind a `LineEditor`, in libedit's own format: a `_HiStOrY_V2_` line,
/// then one entry per line with blanks, control characters and backslashes escaped (libedit
/// writes `\040` for a space; `read_history` decodes any `\ooo`).
///
/// Each remembered line is *appended* at once, not saved at exit (a crash or an unhandled
/// signal would lose the session) and not by rewriting the file: `write_history` truncates
/// the file before writing the whole list, so a full disk left it empty, and its cost grew
/// with the list (seconds per line with long entries). An append costs the one line, and a
/// failed one is cut back off, leaving the file as it was; two shells' lines interleave rather
/// than one overwriting the other's. The file is rewritten only to trim it: once it holds
/// twice the ``limit``, its newest ``limit`` entries replace it through ``AtomicFile`` (whole
/// or not at all), so a trim costs O(limit) once per ``limit`` lines — constant per line.
struct HistoryFile {
  /// The file's path, as given (relative paths resolve against the current directory).
  let path: String
  /// How many entries a trim keeps: the size of libedit's list (`stifle_history`).
  let limit: Int
  /// How many entries the file holds, as far as this shell knows: counted at ``load()``, one
  /// more per append (another shell's appends show at the next trim, which counts again).
  private(set) var entriesOnDisk = 0
  /// How many times the file was rewritten to trim it, for tests.
  private(set) var trims = 0
  /// Whether the parent directory is known to exist, so it is checked once per session.
  private var directoryReady = false
  /// Whether a failure was already reported: one warning per session is enough.
  private var warned = false

  /// The first line of libedit's history files.
  static let cookie = "_HiStOrY_V2_"

  init(path: String, limit: Int) {
    self.path = path
    self.limit = limit
  }

  /// Adds the file's entries to libedit's list (its newest ``limit`` stay) and counts them.
  /// A missing file is the normal first run.
  mutating func load() {
    guard FileManager.default.fileExists(atPath: path) else { return }
    let status = read_history(path)
    if status != 0 {
      warn("cannot read history file \(path): \(Self.describe(status))")
      return
    }
    entriesOnDisk = (try? Self.entries(inFileAt: path).count) ?? 0
  }

  /// Appends `line` to the file, creating it (mode 0600: history can hold anything typed, as
  /// bash keeps it) and its directory (0700) on first use; trims the file when it has grown
  /// to twice the ``limit``.
  mutating func append(_ line: String) {
    guard prepareDirectory() else { return }
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard fd >= 0 else {
      warn("cannot write history file \(path): \(Self.describe(errno))")
      return
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      warn("cannot write history file \(path): \(Self.describe(errno))")
      return
    }
    let start = info.st_size
    let text = (start == 0 ? Self.cookie + "\n" : "") + Self.encode(line) + "\n"
    if let code = Self.writeAll(Array(text.utf8), to: fd) {
      // Cut a partial line back off, so the next append does not start inside it.
      _ = ftruncate(fd, start)
      warn("cannot write history file \(path): \(Self.describe(code))")
      return
    }
    entriesOnDisk += 1
    if entriesOnDisk >= 2 * limit { trim() }
  }

  /// Replaces the file with its newest ``limit`` entries, atomically. A trim that fails is
  /// tried again only ``limit`` lines later, so a file that cannot be replaced (a hard link, a
  /// read-only folder) does not make every line cost a read of the whole file.
  private mutating func trim() {
    defer { if entriesOnDisk >= 2 * limit { entriesOnDisk -= limit } }
    do {
      let entries = try Self.entries(inFileAt: path)
      let kept = entries.suffix(limit)
      let newline = UInt8(ascii: "\n")
      let bytes = ([Array(Self.cookie.utf8)] + kept).flatMap { $0 + [newline] }
      try AtomicFile.write(bytes, to: path)
      entriesOnDisk = kept.count
      trims += 1
    } catch let error as ShellError {
      warn("cannot trim history file \(path): \(error.message)")
    } catch {
      warn("cannot trim history file \(path): \(error.localizedDescription)")
    }
  }

  /// The file's entry lines, still encoded, as bytes (kept as they are, UTF-8 or not): every
  /// line but the cookie.
  private static func entries(inFileAt path: String) throws -> [[UInt8]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var lines = [UInt8](data).split(separator: UInt8(ascii: "\n")).map(Array.init)
    if let first = lines.first, first.elementsEqual(cookie.utf8) { lines.removeFirst() }
    return lines
  }

  /// `line` as a history file line: each byte that would break the file's lines or be read
  /// as an escape — blanks, control characters, DEL and the backslash — as `\ooo`, as
  /// libedit's `strvis(…, VIS_WHITE)` writes a space; other bytes (UTF-8 text included) as
  /// they are, which libedit's `strunvis` reads back unchanged.
  static func encode(_ line: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(line.utf8.count)
    for byte in line.utf8 {
      if byte <= 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") {
        let octal = String(byte, radix: 8)
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(contentsOf: Array(String(repeating: "0", count: 3 - octal.count).utf8))
        bytes.append(contentsOf: Array(octal.utf8))
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Writes all of `bytes`, retrying short and interrupted writes; the errno of a failure.
  private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return written < 0 ? errno : EIO }
      offset += written
    }
    return nil
  }

  /// Makes the file's directory (0700) once per session; false, having warned, if it cannot.
  private mutating func prepareDirectory() -> Bool {
    guard !directoryReady else { return true }
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty && !FileManager.default.fileExists(atPath: directory) {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        warn("cannot create history directory \(directory): \(error.localizedDescription)")
        return false
      }
    }
    directoryReady = true
    return true
  }

  /// Reports a problem once on stderr; the shell goes on with in-memory history.
  private mutating func warn(_ message: String) {
    guard !warned else { return }
    warned = true
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }

  /// libedit returns an errno value (or EINVAL when it has none) from its history calls.
  private static func describe(_ status: Int32) -> String {
    guard let text = strerror(status) else { return "error \(status)" }
    return String(cString: text)
  }
}
