/// `$row.FIELD` or `$row.FIELD[N]`: a prototype property read from each row's data when a cell
/// is configured for it, as `cellForRowAtIndexPath:` copies a model's fields into its views.
public struct RowBinding: Sendable, Equatable, CustomStringConvertible {
  public var field: String
  /// An array element; past the array's end the view is hidden (an unused thumbnail slot).
  public var index: Int?

  public init(field: String, index: Int? = nil) {
    self.field = field
    self.index = index
  }

  /// The prefix every binding starts with.
  public static let prefix = "$row."

  public var description: String {
    RowBinding.prefix + field + (index.map { "[\($0)]" } ?? "")
  }

  /// Reads `$row.FIELD[N]`; nil when `text` is not a binding at all.
  public static func parse(_ text: String) throws(ModelError) -> RowBinding? {
    guard text.hasPrefix(prefix) else { return nil }
    var rest = Substring(text.dropFirst(prefix.count))
    var index: Int?
    if rest.hasSuffix("]"), let open = rest.lastIndex(of: "[") {
      guard let number = Int(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]),
        (0...999).contains(number)
      else {
        throw ModelError("bad index in '\(text)'; write $row.FIELD[N] with N from 0 to 999")
      }
      index = number
      rest = rest[..<open]
    }
    let ok =
      !rest.isEmpty && rest.count <= 64
      && rest.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    guard ok else {
      throw ModelError(
        "bad binding '\(text)'; write $row.FIELD (letters, digits and _) or $row.FIELD[N]")
    }
    return RowBinding(field: String(rest), index: index)
  }

  /// What the binding reads from a row.
  public enum Lookup: Equatable {
    case value(RowValue)
    /// An index past the array's end: the view is hidden.
    case pastEnd
  }

  /// The row's value, or why there is none (a message naming the field).
  func lookUp(in record: RowRecord) throws(ModelError) -> Lookup {
    guard let value = record[field] else {
      throw ModelError("has no field '\(field)'")
    }
    guard let index else { return .value(value) }
    guard case .array(let items) = value else {
      throw ModelError("'\(field)' is \(value.typeName), not an array")
    }
    return index < items.count ? .value(items[index]) : .pastEnd
  }

  /// The row's value as a `type` property takes it: text from a string or a number, a colour
  /// from `#RRGGBB`, a boolean, a number within the range, a choice by name. Nil when the view
  /// is hidden for this row (an index past the end).
  func value(for type: PropertyType, property: String, in record: RowRecord) throws(ModelError)
    -> PropertyValue?
  {
    guard case .value(let value) = try lookUp(in: record) else { return nil }
    let converted: PropertyValue?
    switch (type, value) {
    case (.text, .string(let text)), (.font, .string(let text)):
      converted = .text(text)
    case (.text, .number(let number)):
      converted = .text(RowBinding.format(number))
    case (.color, .string(let text)):
      guard let color = Color(hex: text) else {
        throw ModelError("'\(field)' is \"\(text)\", not a colour (#RRGGBB or #RRGGBBAA)")
      }
      converted = .color(color)
    case (.bool, .bool(let flag)):
      converted = .bool(flag)
    case (.integer, .number(let number)) where number == number.rounded() && abs(number) < 1e15:
      converted = .integer(Int(number))
    case (.number, .number(let number)):
      converted = .number(number)
    case (.choice, .string(let text)):
      converted = .choice(text)
    default:
      converted = nil
    }
    guard let converted else {
      throw ModelError(
        "'\(field)' is \(value.typeName); '\(property)' takes \(RowBinding.wanted(type))")
    }
    try type.validate(converted, for: property)
    return converted
  }

  /// Whether a property of `type` can be bound at all.
  static func binds(_ type: PropertyType) -> Bool {
    switch type {
    case .rect, .size: false
    default: true
    }
  }

  /// What a property of `type` takes, in words.
  static func wanted(_ type: PropertyType) -> String {
    switch type {
    case .text, .font: "a string or a number"
    case .color: "a string \"#RRGGBB\""
    case .bool: "true or false"
    case .integer: "a whole number"
    case .number: "a number"
    case .choice: "a string naming one of its values"
    case .rect, .size: "no binding"
    }
  }

  /// A whole number without its `.0`; others as Swift prints them.
  static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }
}
