/// A request the model refuses: one lowercase line naming the problem and the fix.
///
/// The model checks before it changes anything, so a thrown error leaves state unchanged.
public struct ModelError: Error, Equatable, Sendable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }

  /// Not a refusal: the shell's interrupt (Ctrl-C) stopped a statement before it changed
  /// anything (``Engine/input(_:text:interrupted:)``). The shell reports it as an interruption,
  /// not as an error.
  public static let interrupted = ModelError("interrupted")
}
