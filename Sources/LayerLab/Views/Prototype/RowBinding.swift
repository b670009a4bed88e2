/// `$row.FIELD` or `$row.FIELD[N]`: a prototype property read from each row's data when a cell
/// is configured for it, as `cellForRowAtIndexPath:` copies a model's fields into its views.
/// `$row.FIELD.isEmpty` reads whether a string or an array is empty instead — the test a
/// cell's code writes for an optional part (`retweetView.hidden = post.retweet.length == 0`).
/// A leading `!` negates a true-or-false reading (`hidden=!$row.mine`,
/// `hidden=!$row.retweet.isEmpty`), as the cell's code writes `!message.isMine`.
public struct RowBinding: Sendable, Equatable, CustomStringConvertible {
  public var field: String
  /// An array element; past the array's end the view is hidden (an unused thumbnail slot).
  public var index: Int?
  /// Reads whether the value is empty (true or false), not the value.
  public var readsIsEmpty: Bool
  /// `!`: the opposite of a true-or-false reading.
  public var negated: Bool

  public init(field: String, index: Int? = nil, readsIsEmpty: Bool = false, negated: Bool = false) {
    self.field = field
    self.index = index
    self.readsIsEmpty = readsIsEmpty
    self.negated = negated
  }

  /// Whether `text` is written as a binding (`$row.…` or `!$row.…`), for a parser deciding how
  /// to read a value.
  public static func isWritten(_ text: String) -> Bool {
    text.hasPrefix(prefix) || text.hasPrefix("!" + prefix)
  }

  /// The prefix every binding starts with.
  public static let prefix = "$row."
  /// The suffix that reads emptiness.
  static let isEmptySuffix = ".isEmpty"

  public var description: String {
    (negated ? "!" : "") + RowBinding.prefix + field + (index.map { "[\($0)]" } ?? "")
      + (readsIsEmpty ? RowBinding.isEmptySuffix : "")
  }

  /// Reads `$row.FIELD[N].isEmpty`; nil when `text` is not a binding at all.
  public static func parse(_ text: String) throws(ModelError) -> RowBinding? {
    if text.hasPrefix("!" + prefix) {
      var binding = try parse(String(text.dropFirst()))
      binding?.negated = true
      return binding
    }
    guard text.hasPrefix(prefix) else { return nil }
    var rest = Substring(text.dropFirst(prefix.count))
    let readsIsEmpty = rest.hasSuffix(isEmptySuffix)
    if readsIsEmpty { rest = rest.dropLast(isEmptySuffix.count) }
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
        "bad binding '\(text)'; write $row.FIELD (letters, digits and _), $row.FIELD[N] or "
          + "$row.FIELD.isEmpty")
    }
    return RowBinding(field: String(rest), index: index, readsIsEmpty: readsIsEmpty)
  }

  /// What the binding reads from a row.
  public enum Lookup: Hashable {
    case value(RowValue)
    /// An index past the array's end: the view is hidden.
    case pastEnd
  }

  /// The row's value, or why there is none (a message naming the field). With `.isEmpty`,
  /// whether the value is empty: an element past the array's end is.
  func lookUp(in record: RowRecord) throws(ModelError) -> Lookup {
    let found = try lookUpUnnegated(in: record)
    guard negated, case .value(let value) = found else { return found }
    guard case .bool(let flag) = value else {
      throw ModelError("'\(field)' is \(value.typeName); '!' negates true or false")
    }
    return .value(.bool(!flag))
  }

  private func lookUpUnnegated(in record: RowRecord) throws(ModelError) -> Lookup {
    guard let value = record[field] else {
      throw ModelError("has no field '\(field)'")
    }
    var element = value
    if let index {
      guard case .array(let items) = value else {
        throw ModelError("'\(field)' is \(value.typeName), not an array")
      }
      guard index < items.count else { return readsIsEmpty ? .value(.bool(true)) : .pastEnd }
      element = items[index]
    }
    guard readsIsEmpty else { return .value(element) }
    switch element {
    case .string(let text): return .value(.bool(text.isEmpty))
    case .array(let items): return .value(.bool(items.isEmpty))
    case .null: return .value(.bool(true))
    case .number, .bool:
      throw ModelError(
        "'\(field)' is \(element.typeName); .isEmpty reads a string, an array or null")
    }
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
    case .rect, .size, .insets: false
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
    case .rect, .size, .insets: "no binding"
    }
  }

  /// A whole number without its `.0`; others as Swift prints them.
  static func format(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }
}
