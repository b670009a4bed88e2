import LayerLab

/// Loads a prototype table's rows from a JSON file (`new table feed rows=posts.json
/// cell=post`): rows of any shape, whatever fields the prototype binds.
///
/// The format:
///
/// - The top level is an array of row objects, or an object with one key, `rows` or `posts`,
///   holding that array.
/// - A row's fields are strings, numbers, booleans, null, or arrays of those (for repeated
///   views: `"photos": ["a.png", "b.png"]`); an object inside a row is an error, and so is a
///   key written twice.
/// - 1 to 100000 rows (`SyntheticFeed.maxRows`); a string at most 2000 characters
///   (`FeedPost.maxTextLength`); an array at most 64 items; a row at most 64 fields.
/// - UTF-8, at most 16 MB (`FeedFile`'s checks).
///
/// Which fields a row must have, and of which type, is the prototype's business: the table
/// checks every binding against every row when it is made and names the row and field.
enum RowsFile {
  static let maxItems = 64
  static let maxFields = 64

  /// Reads and decodes `path`.
  static func load(path: String, within roots: [String]? = nil) throws(ShellError)
    -> [RowRecord]
  {
    let bytes = try FeedFile.read(path: path, within: roots)
    return try DecodedRows.shared.rows(for: bytes) { () throws(ShellError) in
      try decode(bytes, name: path)
    }
  }

  /// Decodes rows from JSON bytes; `name` is the file name used in messages.
  static func decode(_ bytes: [UInt8], name: String) throws(ShellError) -> [RowRecord] {
    let file = "'\(name)'"
    let items = try rowList(FeedFile.root(bytes, name: name), file: file)
    guard (1...SyntheticFeed.maxRows).contains(items.count) else {
      throw ShellError(
        "\(file) holds \(items.count) rows; a table needs 1 to \(SyntheticFeed.maxRows)")
    }
    var rows: [RowRecord] = []
    rows.reserveCapacity(items.count)
    for (row, item) in items.enumerated() {
      rows.append(try record(item, at: "\(file): row \(row)"))
    }
    return rows
  }

  /// The array of rows: the document, or the value of its one key `rows` or `posts`.
  private static func rowList(_ root: FeedJSON, file: String) throws(ShellError) -> [FeedJSON] {
    switch root {
    case .array(let items):
      return items
    case .object(let members):
      guard members.count == 1, let (key, value) = members.first,
        key == "rows" || key == "posts"
      else {
        throw ShellError("\(file): write an array of rows, or {\"rows\": [ … ]} with no other key")
      }
      guard case .array(let items) = value else {
        throw ShellError("\(file): '\(key)' must be an array of rows (found \(value.kind))")
      }
      return items
    default:
      throw ShellError("\(file) must hold an array of row objects (found \(root.kind))")
    }
  }

  /// One row object.
  private static func record(_ value: FeedJSON, at: String) throws(ShellError) -> RowRecord {
    guard case .object(let members) = value else {
      throw ShellError("\(at) must be an object like {\"title\": …} (found \(value.kind))")
    }
    guard members.count <= maxFields else {
      throw ShellError("\(at) has \(members.count) fields; at most \(maxFields)")
    }
    var record: RowRecord = [:]
    for (key, member) in members {
      let field = "\(at): '\(FeedFile.quoted(key))'"
      guard record[key] == nil else { throw ShellError("\(field) appears twice (keep one)") }
      record[key] = try rowValue(member, field: field, nested: false)
    }
    return record
  }

  private static func rowValue(_ value: FeedJSON, field: String, nested: Bool) throws(ShellError)
    -> RowValue
  {
    switch value {
    case .string(let text):
      guard text.count <= FeedPost.maxTextLength else {
        throw ShellError(
          "\(field) is \(text.count) characters long; at most \(FeedPost.maxTextLength)")
      }
      return .string(text)
    case .number(let literal):
      guard let number = Double(literal), number.isFinite else {
        throw ShellError("\(field) is \(FeedJSON.clip(literal)), not a finite number")
      }
      return .number(number)
    case .bool(let flag):
      return .bool(flag)
    case .null:
      return .null
    case .array(let items):
      guard !nested else { throw ShellError("\(field) holds an array in an array; flatten it") }
      guard items.count <= maxItems else {
        throw ShellError("\(field) holds \(items.count) items; at most \(maxItems)")
      }
      var values: [RowValue] = []
      for item in items { values.append(try rowValue(item, field: field, nested: true)) }
      return .array(values)
    case .object:
      throw ShellError(
        "\(field) is an object; a row's fields are strings, numbers, booleans or arrays")
    }
  }
}
