/// A strict JSON parser (RFC 8259) over UTF-8 bytes that reports where it stopped.
///
/// Foundation's `JSONSerialization` turns numbers into `NSNumber`s (where `true` also reads as
/// the integer 1 on Linux) and its error text differs between platforms; this parser is small,
/// says what it expected and at which byte, and never traps: every index is checked and nesting
/// is limited so hostile input cannot exhaust the stack.
struct FeedJSONParser {
  /// A syntax error: the byte offset where parsing stopped and what was wrong, with the fix.
  struct Failure: Error {
    let offset: Int
    let problem: String
  }

  /// Deeper nesting is refused; a feed needs three levels.
  static let maxDepth = 64

  private let bytes: [UInt8]
  private var index: Int
  private var depth = 0

  private init(_ bytes: [UInt8]) {
    self.bytes = bytes
    // A UTF-8 byte order mark, as some Windows editors write, is not part of the JSON.
    index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
  }

  /// Parses one JSON value that fills `bytes`, apart from white space around it. The bytes
  /// must already be valid UTF-8 (`FeedJSON.invalidUTF8Offset` says where they are not).
  static func parse(_ bytes: [UInt8]) throws(Failure) -> FeedJSON {
    var parser = FeedJSONParser(bytes)
    parser.skipSpace()
    let value = try parser.value()
    parser.skipSpace()
    guard parser.index == bytes.count else {
      throw parser.failure("more text after the end of the JSON (remove it, or wrap all in [ ])")
    }
    return value
  }

  private func failure(_ problem: String) -> Failure {
    Failure(offset: index, problem: problem)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func value() throws(Failure) -> FeedJSON {
    guard let byte = current else {
      throw failure("the JSON ends too early (check for a missing ']' or '}')")
    }
    switch byte {
    case UInt8(ascii: "{"): return try nested { (p: inout Self) throws(Failure) in try p.object() }
    case UInt8(ascii: "["): return try nested { (p: inout Self) throws(Failure) in try p.array() }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "'"): throw failure("strings need double quotes, not single ones")
    case UInt8(ascii: "]"), UInt8(ascii: "}"):
      throw failure("expected a value (check for a trailing comma)")
    default: throw failure("expected a value: a string in double quotes, a number, [ or {")
    }
  }

  /// Runs `body` one nesting level deeper, refusing input nested past `maxDepth`.
  private mutating func nested(
    _ body: (inout Self) throws(Failure) -> FeedJSON
  ) throws(Failure) -> FeedJSON {
    guard depth < Self.maxDepth else {
      throw failure("nested more than \(Self.maxDepth) levels deep (a feed needs 3)")
    }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func object() throws(Failure) -> FeedJSON {
    index += 1  // {
    var members: [(key: String, value: FeedJSON)] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\"") else {
        throw failure(
          current == UInt8(ascii: "}")
            ? "a comma before '}' has nothing after it (remove the trailing comma)"
            : "expected a key in double quotes (check for a missing or extra comma)")
      }
      let key = try string()
      skipSpace()
      guard current == UInt8(ascii: ":") else {
        throw failure("expected ':' after the key \"\(FeedJSON.clip(key))\"")
      }
      index += 1
      skipSpace()
      members.append((key, try value()))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw failure("expected ',' or '}' (check for a missing comma or quote)")
      }
    }
  }

  private mutating func array() throws(Failure) -> FeedJSON {
    index += 1  // [
    var items: [FeedJSON] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipSpace()
      if current == UInt8(ascii: "]") {
        throw failure("a comma before ']' has nothing after it (remove the trailing comma)")
      }
      items.append(try value())
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(items)
      default: throw failure("expected ',' or ']' (check for a missing comma or quote)")
      }
    }
  }

  private mutating func literal(_ word: String, _ value: FeedJSON) throws(Failure) -> FeedJSON {
    let expected = Array(word.utf8)
    guard bytes[index...].starts(with: expected) else {
      throw failure(
        "expected a value (strings need double quotes; true, false and null are lowercase)")
    }
    index += expected.count
    return value
  }

  /// A number in JSON's grammar, returned as written: `-? int frac? exp?`.
  private mutating func number() throws(Failure) -> String {
    let start = index
    let bad = "malformed number (write numbers like 12, -3 or 4.5)"
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
      if let byte = current, isDigit(byte) { throw failure("numbers cannot start with 0") }
    } else {
      guard skipDigits() else { throw failure(bad) }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard skipDigits() else { throw failure(bad) }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard skipDigits() else { throw failure(bad) }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Skips a run of digits; false when there was none.
  private mutating func skipDigits() -> Bool {
    let start = index
    while let byte = current, isDigit(byte) { index += 1 }
    return index > start
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func string() throws(Failure) -> String {
    let open = index
    index += 1  // "
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else {
        index = open
        throw failure("this string is never closed (check for a missing '\"')")
      }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        // The input was validated as UTF-8 and escapes add whole scalars, so this is exact.
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(into: &utf8)
      case 0..<0x20:
        throw failure("a line break or control character inside a string (write it as \\n or \\t)")
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  private mutating func escape(into utf8: inout [UInt8]) throws(Failure) {
    index += 1  // backslash
    guard let byte = current else { throw failure("this string is never closed") }
    let simple: [UInt8: UInt8] = [
      UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
      UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
      UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]
    if let plain = simple[byte] {
      utf8.append(plain)
      index += 1
      return
    }
    guard byte == UInt8(ascii: "u") else {
      throw failure("unknown escape in a string (use \\\", \\\\, \\n, \\t or \\uXXXX)")
    }
    let start = index - 1
    var value = try hex4()
    if (0xD800..<0xDC00).contains(value) {
      // A high surrogate must be followed by a low one; together they make one scalar.
      guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
        index = start
        throw failure("\\u escape is half of a surrogate pair (add the other half)")
      }
      index += 1
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else {
        index = start
        throw failure("\\u escape is half of a surrogate pair (add the other half)")
      }
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else {
      index = start
      throw failure("\\u escape is half of a surrogate pair (add the other half)")
    }
    utf8.append(contentsOf: Array(String(scalar).utf8))
  }

  /// `u` and four hex digits, at `index`; leaves `index` after them.
  private mutating func hex4() throws(Failure) -> UInt32 {
    index += 1  // u
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexDigit(byte) else {
        throw failure("\\u needs four hex digits, like \\u00e9")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}
