/// A JSON value as the feed loader needs it: numbers keep their literal text and object members
/// keep their order and duplicates, so the loader can refuse `3.5`, `1e400` or a repeated key
/// precisely instead of seeing a rounded `Double` or a dictionary that silently kept one value.
enum FeedJSON {
  case object([(key: String, value: FeedJSON)])
  case array([FeedJSON])
  case string(String)
  /// The number exactly as written, e.g. `-12`, `3.5` or `1e400`.
  case number(String)
  case bool(Bool)
  case null

  /// What the value is, for "found …" in messages: `a string`, `true`, `null`, …
  var kind: String {
    switch self {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number(let text): return FeedJSON.clip(text)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    }
  }

  /// `text` cut to a length that fits in a one-line message.
  static func clip(_ text: String, to limit: Int = 24) -> String {
    text.count <= limit ? text : String(text.prefix(limit)) + "…"
  }

  /// The offset of the first byte that is not valid UTF-8, or nil when all of it is.
  static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// 1-based line and column of `offset`; columns count characters (scalars), not bytes.
  static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    // A byte order mark takes no column.
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for byte in bytes.prefix(max(0, offset)).dropFirst(start) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
