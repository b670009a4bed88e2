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
    let text = Location.printable(message)
    return switch self {
    case .interactive: "error: \(text)"
    case .command: "\(program): error: \(text)"
    case .file(let name, let line): "\(program):\(Location.printable(name)):\(line): error: \(text)"
    }
  }

  /// The message with control characters escaped, so an error stays one line and a quoted
  /// user string cannot send terminal escapes.
  public static func printable(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
