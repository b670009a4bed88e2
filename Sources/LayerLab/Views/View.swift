/// The kinds of view `new` can make.
public enum ViewKind: String, Sendable, CaseIterable {
  case label
  case cell
  case table
  /// AsyncDraw's ADImageView: draws its picture into a layer-sized bitmap.
  case image
  /// UIKit's UIImageView: its layer's contents are the decoded image.
  case uiImageView = "UIImageView"
  /// A plain UIView: a frame, a background, the compositing properties and no drawing.
  case view
  /// A cell prototype: views and bindings a table makes its cells from; never on screen.
  case prototype

  /// The kind's properties, in `show` order.
  public var properties: [PropertyInfo] { ViewKinds.entry(self).kindProperties }

  /// The kind's properties that follow from its state and cannot be set.
  public var readOnly: Set<String> { ViewKinds.entry(self).kindReadOnly }

  /// The kind's methods, the common ones first.
  public var methods: [MethodInfo] { ViewKinds.entry(self).kindMethods }
}

/// A view backed by a layer: its state, and what each of UIKit's entry points does to it.
///
/// The engine reaches every kind only through this protocol, so what a kind does lives in
/// its own folder (`Views/Label`, `Views/Cell`, …) and nothing else needs to know the kind.
public protocol View: AnyObject {
  var name: String { get }
  var kind: ViewKind { get }
  var layer: Layer { get }
  /// The drawable state its draw task will render, captured on main at display time; nil
  /// for a view that draws nothing (a plain UIView: no `drawRect:`).
  func drawContent() -> DrawContent?
  /// Whether the view ever gets a bitmap: false for a plain view, whose display does nothing
  /// and whose layer needs no room in the bitmap budget.
  var draws: Bool { get }
  /// Whether an empty layer of this view is a blank the user sees (``ContentCoverage``,
  /// `stats`' blank frames). Every kind answers for itself, so a new kind is never silently
  /// "never blank".
  var expectsContent: Bool { get }
  /// The current value of a property, or nil if the view has no such property.
  func value(of property: String) -> PropertyValue?
  /// Checks `NAME.PROP = VALUE` against the state of the moment; returns image bytes it had
  /// to load (a new URL) so applying it does no I/O.
  func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  /// `NAME.PROP = VALUE` as the real setter runs it; the value was checked.
  func set(_ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine)
  /// Checks a method of this kind beyond the common four (`draw`, `clear`, …).
  func checkCall(_ method: String, in engine: Engine) throws(ModelError)
  /// Runs a method of this kind beyond the common four; it was checked.
  func call(_ method: String, in engine: Engine)
  /// The view and the views it draws through (a cell's labels and images, a table's
  /// visible cells).
  var family: [any View] { get }
  /// `layoutSubviews`, run by the CA commit's layout pass.
  func layoutSubviews(in engine: Engine)
  /// The CA commit displayed the view (VVebo's cell sets its `drawn` flag).
  func didDisplayInCommit()
  /// Its cell was configured for a new row: ask for a redraw the way this view's setters do
  /// (YYLabel blanks an async label and marks it; ADLabel defers through ADManager).
  func redrawForNewRow(in engine: Engine)
  /// YYTransaction's (or ADManager's) observer performs a (target, selector) entry
  /// committed for this view.
  func performTransaction(_ selector: String, in engine: Engine)
  /// The properties this view has, in `show` order: its kind's, less any its class lacks
  /// (an ADLabel has none of YYLabel's switches).
  var shownProperties: [PropertyInfo] { get }
  /// Refuses reading a property of its kind that this view's class lacks.
  func checkGet(_ property: String) throws(ModelError)
  /// What `show` prints after the properties: state that is not a property (a cell's
  /// height and drawn flag, a table's tallies).
  var showDetails: [(name: String, value: String)] { get }
}

extension View {
  public var draws: Bool { true }
  public var family: [any View] { [self] }
  public func layoutSubviews(in engine: Engine) {}
  public func didDisplayInCommit() {}
  public func redrawForNewRow(in engine: Engine) { engine.drawing.setNeedsDisplay(self) }
  public func performTransaction(_ selector: String, in engine: Engine) {}
  public var shownProperties: [PropertyInfo] { kind.properties }
  public func checkGet(_ property: String) throws(ModelError) {}
  public var showDetails: [(name: String, value: String)] { [] }
  public func checkCall(_ method: String, in engine: Engine) throws(ModelError) {
    throw ModelError.noMethod(method, on: self)
  }
  public func call(_ method: String, in engine: Engine) {}
}

extension ModelError {
  /// `'t' (label) has no method 'x'; it has 'setNeedsDisplay()', …`.
  static func noMethod(_ method: String, on view: any View) -> ModelError {
    let known = view.kind.methods.map { "'\($0.name)()'" }.joined(separator: ", ")
    return ModelError(
      "'\(view.name)' (\(view.kind.rawValue)) has no method '\(method)'; it has \(known)")
  }
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
