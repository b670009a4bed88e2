import LayerLab

/// A failure the user caused and can fix, reported as one line.
///
/// The shell prints `message` after `error: ` (interactively) or after
/// `layerlab:FILE:LINE: error: ` (in scripts), so the text is written for a person reading a
/// terminal: lowercase, one line, naming the problem and the fix, quoting names with `'…'` and
/// ending without a period. Typed throws (`throws(ShellError)`) keep every user-facing failure
/// in this one shape, so no Foundation or system error text leaks to the user unexplained.
public struct ShellError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The whole line shown to the user, without the `error: ` prefix.
  public let message: String

  /// Makes an error with the given one-line message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message itself, so string interpolation and `print` show exactly what the user sees.
  public var description: String { message }

  /// Not a mistake: Ctrl-C stopped a statement while it was being prepared (a table's rows
  /// generated or measured). The statement reports it as an interruption, not as an error.
  static let interrupted = ShellError(ModelError.interrupted.message)
}
