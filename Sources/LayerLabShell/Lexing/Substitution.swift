/// The text-level helpers behind ``Word/substituting(_:with:)`` and ``Word/spelling``.
///
/// They work on Unicode scalars rather than Characters so that a combining mark written right
/// after `$i` or after a quote cannot fuse with it and change what the user meant.
enum Substitution {
  /// Replaces `$name` (not followed by another identifier character) and `${name}` in `text`.
  ///
  /// A single left-to-right pass: the inserted `value` is never scanned again, so a value that
  /// itself contains `$i` cannot recurse.
  static func apply(_ text: String, name: String, value: String) -> String {
    let hay = Array(text.unicodeScalars)
    let key = Array(name.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < hay.count {
      let scalar = hay[index]
      if scalar == "$", let end = matchEnd(in: hay, after: index, key: key) {
        out.append(contentsOf: value.unicodeScalars)
        index = end
      } else {
        out.append(scalar)
        index += 1
      }
    }
    return String(out)
  }

  /// Replaces every `$(EXPR)` with its value for `i`, and `$i` and `${i}` with `i`: a
  /// `repeat` body's substitution. One left-to-right pass, so an inserted value is never
  /// scanned again.
  static func applyLoop(_ text: String, i: Int) throws(ShellError) -> String {
    let hay = Array(text.unicodeScalars)
    guard hay.contains("$") else { return text }
    let key = Array("i".unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < hay.count {
      let scalar = hay[index]
      if scalar == "$", let (end, source) = try LoopExpression.span(in: hay, at: index) {
        out.append(contentsOf: String(try LoopExpression.parse(source).value(i: i)).unicodeScalars)
        index = end
      } else if scalar == "$", let end = matchEnd(in: hay, after: index, key: key) {
        out.append(contentsOf: String(i).unicodeScalars)
        index = end
      } else {
        out.append(scalar)
        index += 1
      }
    }
    return String(out)
  }

  /// Where a reference to `key` that starts with the `$` at `dollar` ends, or nil if the `$` does
  /// not refer to `key`.
  private static func matchEnd(
    in hay: [Unicode.Scalar], after dollar: Int, key: [Unicode.Scalar]
  ) -> Int? {
    let start = dollar + 1
    if start < hay.count, hay[start] == "{" {
      let nameEnd = start + 1 + key.count
      guard nameEnd < hay.count, hay[nameEnd] == "}",
        hay[(start + 1)..<nameEnd].elementsEqual(key)
      else { return nil }
      return nameEnd + 1
    }
    let nameEnd = start + key.count
    guard nameEnd <= hay.count, hay[start..<nameEnd].elementsEqual(key) else { return nil }
    if nameEnd < hay.count, isIdentifierScalar(hay[nameEnd]) { return nil }
    return nameEnd
  }

  /// Letters, digits and `_`: the characters that continue a `$name` reference.
  static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_": return true
    default: return false
    }
  }

  /// Writes a word's pieces back with their own quoting; a leading `#` that would start a
  /// comment is escaped so the spelling survives a round trip through the tokenizer.
  static func spell(_ parts: [WordPart]) -> String {
    var out = parts.count == 1 ? spell(parts[0]) : ""
    if parts.count > 1 {
      for part in parts { out += spell(part) }
    }
    guard out.utf8.first == UInt8(ascii: "#") else { return out }
    let scalars = Array(out.unicodeScalars)
    return Tokenizer.isColourLiteral(scalars, at: 0) ? out : "\\" + out
  }

  /// Whether `byte` must be escaped in a bare piece: a blank, `;`, a quote or a backslash.
  /// All are ASCII, so testing UTF-8 bytes finds exactly the scalars that need it.
  private static func needsEscapeBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ";"), UInt8(ascii: "'"),
      UInt8(ascii: "\""), UInt8(ascii: "\\"):
      true
    default: false
    }
  }

  /// One piece in its own quoting style. Most pieces need no escape, and are returned as
  /// they are (in their quotes) without a scalar-by-scalar copy: every typed view statement
  /// is spelled for the event log, so this is on the path of each one.
  private static func spell(_ part: WordPart) -> String {
    let bytes = part.text.utf8
    switch part.quote {
    case .none where !bytes.contains(where: needsEscapeBare):
      return part.text
    case .single where !bytes.contains(UInt8(ascii: "'")):
      return "'" + part.text + "'"
    case .double
    where !bytes.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }):
      return "\"" + part.text + "\""
    default:
      break
    }
    var out = String.UnicodeScalarView()
    switch part.quote {
    case .none:
      for scalar in part.text.unicodeScalars {
        if Tokenizer.isBlank(scalar) || ";'\"\\".unicodeScalars.contains(scalar) {
          out.append("\\")
        }
        out.append(scalar)
      }
    case .single:
      out.append("'")
      for scalar in part.text.unicodeScalars {
        if scalar == "'" {
          out.append(contentsOf: "'\\''".unicodeScalars)
        } else {
          out.append(scalar)
        }
      }
      out.append("'")
    case .double:
      out.append("\"")
      for scalar in part.text.unicodeScalars {
        if scalar == "\"" || scalar == "\\" { out.append("\\") }
        out.append(scalar)
      }
      out.append("\"")
    }
    return String(out)
  }
}
