@preconcurrency import CEditLine
import Foundation

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

/// The history file behind a `LineEditor`, in libedit's own format.
///
/// The file is rewritten after every remembered line rather than at exit: a crash or an
/// unhandled signal would otherwise lose the whole session. libedit's `append_history` wrote
/// the first entry twice on a new file, and the stifled list is at most 1000 short lines, so the
/// whole list is written each time. The format is libedit's (a `_HiStOrY_V2_` header, spaces as
/// `\040`), not a plain list and not GNU readline's.
struct HistoryFile {
  /// The file's path, as given (relative paths resolve against the current directory).
  let path: String
  /// Whether the parent directory is known to exist, so it is checked once per session.
  private var directoryReady = false
  /// Whether a failure was already reported: one warning per session is enough.
  private var warned = false

  init(path: String) {
    self.path = path
  }

  /// Adds the file's entries to libedit's list. A missing file is the normal first run.
  mutating func load() {
    guard FileManager.default.fileExists(atPath: path) else { return }
    let status = read_history(path)
    if status != 0 {
      warn("cannot read history file \(path): \(Self.describe(status))")
    }
  }

  /// Writes libedit's list to the file, creating its directory (mode 0700) on first use and
  /// keeping the file itself private (0600), as bash does: history can hold anything typed.
  mutating func save() {
    if !directoryReady {
      let directory = (path as NSString).deletingLastPathComponent
      if !directory.isEmpty && !FileManager.default.fileExists(atPath: directory) {
        do {
          try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        } catch {
          warn("cannot create history directory \(directory): \(error.localizedDescription)")
          return
        }
      }
      directoryReady = true
    }
    let status = write_history(path)
    guard status == 0 else {
      warn("cannot write history file \(path): \(Self.describe(status))")
      return
    }
    _ = chmod(path, 0o600)
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
