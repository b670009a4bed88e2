/// A typed value for a view property, already parsed and checked by the caller.
public enum PropertyValue: Sendable, Equatable, CustomStringConvertible {
  case text(String)
  case color(Color?)
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case rect(Rect)
  /// A width and height (or dx, dy) pair, as `CGSize`.
  case size(Double, Double)
  /// Top, left, bottom and right, as `UIEdgeInsets`.
  case insets(EdgeInsets)
  case choice(String)

  /// The value as `NAME.PROP` prints it and as the shell would read it back.
  public var description: String {
    switch self {
    case .text(let s): s
    case .color(let c): c.map(\.description) ?? "nil"
    case .bool(let b): b ? "true" : "false"
    case .integer(let i): String(i)
    case .number(let d): Rect.format(d)
    case .rect(let r): r.description
    case .size(let w, let h): Rect.format(w) + "," + Rect.format(h)
    case .insets(let insets): insets.description
    case .choice(let s): s
    }
  }
}

/// What kind of value a property takes, so the shell knows how to parse it.
public enum PropertyType: Sendable, Equatable {
  case text
  case font
  /// A colour; `optional` allows `nil` (no colour).
  case color(optional: Bool)
  case bool
  case integer(ClosedRange<Int>)
  case number(ClosedRange<Double>)
  case rect
  /// Two numbers `a,b`, each within the range.
  case size(ClosedRange<Double>)
  /// Four numbers `top,left,bottom,right` (or one for all four), each within the range.
  case insets(ClosedRange<Double>)
  case choice([String])
}

/// A property's name, type and a one-line description for `help` and `show`.
public struct PropertyInfo: Sendable, Equatable {
  public var name: String
  public var type: PropertyType
  public var summary: String
  /// Whether setting it changes only how the view looks — never where it is or how tall a
  /// text is — so an app's height cache stays valid: a prototype's tables keep their rows'
  /// measured heights (`ViewProperty.looksOnly()` marks a row; unmarked rows measure again).
  public internal(set) var looksOnly = false

  public init(_ name: String, _ type: PropertyType, _ summary: String) {
    self.name = name
    self.type = type
    self.summary = summary
  }
}
