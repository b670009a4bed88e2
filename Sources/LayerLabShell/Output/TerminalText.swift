/// Results made safe for a terminal.
///
/// Why: a label's text is the user's (or a stranger's script's) string, and `a.text`, `show`,
/// `trace` and "wrote … to NAME" print it. Raw, an escape sequence in it reaches the terminal,
/// which then recolours, retitles, moves the cursor or worse. Errors were already escaped
/// (`Location.printable`); results to a terminal now are too, in the same spelling. Results
/// to a file or a pipe stay byte for byte what the statement produced: they are data.
enum TerminalText {
  /// `text` with every control character but newline and tab spelled `\u{1b}`, `\r`, ….
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: needsLook) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\t": out.unicodeScalars.append(scalar)
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// A byte that may start a control character: C0 but newline and tab, DEL, and 0xC2 (the
  /// lead byte of C1 controls, U+0080…U+009F). Most results have none, and are returned as
  /// they are without a scalar-by-scalar copy.
  private static func needsLook(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2
  }
}
