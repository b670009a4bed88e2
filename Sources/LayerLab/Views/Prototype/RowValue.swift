/// One field of a table row as a prototype's bindings read it: a JSON value, kept plain.
///
/// Why not `FeedPost`: a prototype binds whatever fields its author named (`$row.title`,
/// `$row.photos[0]`), so a row is an open record; the binding checks the type it needs when
/// the table is made, and names the row and field when a row does not have it.
public enum RowValue: Sendable, Hashable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([RowValue])
  case null

  /// What the value is, for "found …" in messages.
  public var typeName: String {
    switch self {
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .array: "an array"
    case .null: "null"
    }
  }
}

/// A table row for a prototype: its fields by name.
public typealias RowRecord = [String: RowValue]

extension FeedPost {
  /// The post as a record, so a prototype can bind a synthetic feed's rows (`rows=N`) with the
  /// same field names a JSON file of posts uses: `name`, `subtitle`, `text`, `retweet`,
  /// `avatar`, `thumbnails` (an array of URLs), `reposts`, `comments`, `avatarColor` (`#RRGGBB`),
  /// `initials`.
  public var record: RowRecord { record(fields: Self.fields) }

  /// The fields a post has as a record.
  public static let fields: Set<String> = [
    "name", "subtitle", "text", "retweet", "avatar", "thumbnails", "reposts", "comments",
    "avatarColor", "initials",
  ]

  /// The post as a record of only `fields` (those it has): measuring a thousand rows' heights
  /// reads a few fields a row, and the rest (a colour written in hex, the initials) need not be
  /// made.
  public func record(fields: Set<String>) -> RowRecord {
    var record = RowRecord(minimumCapacity: fields.count)
    for field in fields {
      if let value = value(of: field) { record[field] = value }
    }
    return record
  }

  /// The record's field `field`, nil for a name a post has no field of.
  private func value(of field: String) -> RowValue? {
    switch field {
    case "name": .string(name)
    case "subtitle": .string(subtitle)
    case "text": .string(text)
    case "retweet": .string(retweet)
    case "avatar": .string(avatar)
    case "thumbnails": .array(thumbnails.map(RowValue.string))
    case "reposts": .number(Double(reposts))
    case "comments": .number(Double(comments))
    case "avatarColor": .string(avatarColor.description)
    // What VVebo's cell draws on the avatar circle when it has no picture.
    case "initials": .string(FeedPost.initials(of: name))
    default: nil
    }
  }
}

extension Color {
  /// `#RRGGBB` or `#RRGGBBAA` (case-insensitive), the form `description` writes; nil for
  /// anything else. A row's colour field is read with it (the shell's named colours are for
  /// statements, not data).
  public init?(hex text: String) {
    let digits = Array(text.utf8)
    guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else {
      return nil
    }
    var bytes: [UInt8] = []
    var index = 1
    while index < digits.count {
      guard let high = Color.nibble(digits[index]), let low = Color.nibble(digits[index + 1])
      else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    self.init(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
  }

  private static func nibble(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

extension RowValue {
  /// The UTF-8 bytes of the text it holds (arrays summed): what measuring it may lay out.
  var textBytes: Int {
    switch self {
    case .string(let text): text.utf8.count
    case .array(let items): items.reduce(0) { $0 + $1.textBytes }
    default: 0
    }
  }
}
