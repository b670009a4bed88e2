/// Short quotations of user input in error messages.
///
/// Errors quote what the user typed (`unknown statement 'titel'`), and what was typed can be a
/// megabyte; an error must stay one readable line. Every error passes through
/// ``shorteningQuotes(in:)`` on its way out, so no message has to remember to cut.
enum Excerpt {
  /// The most characters of one quotation an error shows.
  static let maxQuoted = 80

  /// `text` cut to at most ``maxQuoted`` characters, with "…" when something was cut: at the
  /// last space in its final third, so no word is cut in two ("y a…" read as a word), else at
  /// the limit (one long word).
  static func of(_ text: String) -> String {
    guard text.count > maxQuoted else { return text }
    let head = text.prefix(maxQuoted)
    if let space = head.lastIndex(of: " "),
      head.distance(from: head.startIndex, to: space) >= maxQuoted * 2 / 3
    {
      return String(head[..<space]) + " …"
    }
    return String(head) + "…"
  }

  /// The message with every `'…'` quotation longer than ``maxQuoted`` characters cut to that
  /// many, followed by "…"; the closing quote stays. Text outside quotes is the shell's own
  /// and is left alone — except a word of it longer than ``maxQuoted`` characters, which no
  /// message of the shell's has: it is input echoed without quotes (`got 1111…`), cut the
  /// same way.
  static func shorteningQuotes(in message: String) -> String {
    guard message.count > maxQuoted else { return message }
    var out = ""
    var quoted: String?
    var word = 0
    for character in message {
      if character == "'" {
        if let inside = quoted {
          out += Excerpt.of(inside) + "'"
          quoted = nil
        } else {
          out.append(character)
          quoted = ""
        }
        word = 0
      } else if quoted != nil {
        quoted?.append(character)
      } else if character == " " || character == "\n" {
        out.append(character)
        word = 0
      } else {
        word += 1
        if word <= maxQuoted { out.append(character) }
        if word == maxQuoted + 1 { out += "…" }
      }
    }
    if let unclosed = quoted { out += Excerpt.of(unclosed) }
    return out
  }
}
