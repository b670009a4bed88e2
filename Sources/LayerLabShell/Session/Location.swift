/// Where a line came from, which decides how its errors are prefixed.
public enum Location: Sendable, Equatable {
  /// Typed at the interactive prompt: `error: message`.
  case interactive
  /// From `-c`: `layerlab: error: message`.
  case command
  /// Line `line` of a script file or of piped input: `layerlab:FILE:LINE: error: message`.
  case file(String, line: Int)

  /// The error line for `message` at this location (GNU style).
  public func error(_ message: String, program: String = "layerlab") -> String {
    switch self {
    case .interactive: "error: \(message)"
    case .command: "\(program): error: \(message)"
    case .file(let name, let line): "\(program):\(name):\(line): error: \(message)"
    }
  }
}
