import CPangoCairo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one error type of the render library: a single lowercase line naming the problem and the
/// fix, e.g. `"cannot write 'out/a.png': No such file or directory"`.
///
/// Why a plain message instead of an enum of cases: every caller (the shell, the exporters, the
/// tests) only ever shows the error to a person or compares it in a test, and typed throws
/// (`throws(RenderError)`) already tell callers exactly what can come out. Being `Equatable`
/// lets tests assert on the exact text.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The human-readable line, lowercase except for quoted paths and system error strings.
  public let message: String

  /// Wraps a message; callers write it as one lowercase line: problem, then how to fix it.
  public init(_ message: String) {
    self.message = message
  }

  /// The message itself, so `print(error)` and string interpolation show just the line.
  public var description: String { message }

  /// An I/O failure on `path`, worded like the brief's example and carrying the C library's own
  /// explanation of `errno`, because "No such file or directory" tells the user more than any
  /// paraphrase.
  static func io(_ verb: String, path: String, errno code: Int32) -> RenderError {
    RenderError("cannot \(verb) '\(path)': \(systemMessage(code))")
  }

  /// The C library's text for an `errno` value (`strerror`), or the number if it has none.
  static func systemMessage(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }

  /// A failed cairo call; cairo's own status string says what went wrong (e.g. "out of memory"),
  /// and `fix` tells the user what to change.
  static func cairo(_ what: String, status: cairo_status_t, fix: String) -> RenderError {
    let reason = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown error"
    return RenderError("\(what) failed: \(reason); \(fix)")
  }
}
