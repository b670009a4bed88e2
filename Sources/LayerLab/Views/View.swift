/// The kinds of view `new` can make.
public enum ViewKind: String, Sendable, CaseIterable {
  case label
  case cell
  case table
  case image
}

/// A view backed by a layer: what the engine needs from every kind.
public protocol View: AnyObject {
  var name: String { get }
  var kind: ViewKind { get }
  var layer: Layer { get }
  /// The drawable state its draw task will render, captured on main at display time.
  func drawContent() -> DrawContent
  /// The current value of a property, or nil if the view has no such property.
  func value(of property: String) -> PropertyValue?
}

/// A method a view answers to, with a one-line description.
public struct MethodInfo: Sendable, Equatable {
  public var name: String
  public var summary: String

  public init(_ name: String, _ summary: String) {
    self.name = name
    self.summary = summary
  }

  /// The methods every view has.
  public static let common: [MethodInfo] = [
    MethodInfo("setNeedsDisplay", "mark the layer; drawn once at the next CA commit"),
    MethodInfo("display", "draw now, every time (no coalescing)"),
    MethodInfo("setNeedsLayout", "mark for layoutSubviews at the next CA commit"),
    MethodInfo("layoutIfNeeded", "run layoutSubviews now if marked"),
  ]
}
