/// Short quotations of user input in error messages.
///
/// Errors quote what the user typed (`unknown statement 'titel'`), and what was typed can be a
/// megabyte; an error must stay one readable line. Every error passes through
/// ``shorteningQuotes(in:)`` on its way out, so no message has to remember to cut.
enum Excerpt {
  /// The most characters of one quotation an error shows.
  static let maxQuoted = 80

  /// `text` cut to ``maxQuoted`` characters, with "…" when something was cut.
  static func of(_ text: String) -> String {
    guard text.count > maxQuoted else { return text }
    return String(text.prefix(maxQuoted)) + "…"
  }

  /// The message with every `'…'` quotation longer than ``maxQuoted`` characters cut to that
  /// many, followed by "…"; the closing quote stays. Text outside quotes is the shell's own
  /// and is left alone.
  static func shorteningQuotes(in message: String) -> String {
    guard message.count > maxQuoted else { return message }
    var out = ""
    var quoted: String?
    for character in message {
      if character == "'" {
        if let inside = quoted {
          out += Excerpt.of(inside) + "'"
          quoted = nil
        } else {
          out.append(character)
          quoted = ""
        }
      } else if quoted != nil {
        quoted?.append(character)
      } else {
        out.append(character)
      }
    }
    if let unclosed = quoted { out += Excerpt.of(unclosed) }
    return out
  }
}
