/// One view of a cell prototype: its kind, where it sits in the cell (a frame of layout
/// expressions, in cell coordinates whatever its superview), the values every cell's copy
/// gets, and the values each row gives it (bindings).
public struct PrototypeView: Sendable, Equatable {
  public let name: String
  public let kind: ViewKind
  /// Another member whose layer this one's is a sublayer of; nil for the cell's content view.
  public var superview: String?
  public var frame: PrototypeFrame
  /// Values every cell's copy is given, in the order written (a later one wins).
  public var settings: [PropertySetting] = []
  /// Values read from each row, by property.
  public var bindings: [PropertyBinding] = []
  /// Hidden in every row (a `hidden=$row.FIELD` binding decides per row instead).
  public var hidden = false
  /// Laid out from the cell's trailing edge in every row (`trailing=$row.FIELD` decides per
  /// row instead): its frame mirrored in the cell, x measured from the right — a chat thread's
  /// own messages, which the app places at `width - 15 - bubbleWidth`.
  public var trailing = false
  /// CALayer's `zPosition` among its sibling layers: a higher one is drawn above; ties keep
  /// declaration order. It lets a view declared after another (because its frame follows
  /// it) sit below it, as `insertSubview:belowSubview:` does in a cell's code.
  public var zPosition = 0.0
  /// What the cell's code does with the view when a row is shown (``CellCodeFlag``).
  public var codeFlags: Set<CellCodeFlag> = []

  public init(name: String, kind: ViewKind, frame: PrototypeFrame) {
    self.name = name
    self.kind = kind
    self.frame = frame
  }

  /// The prototype's own per-view properties a binding may drive that are not the view's:
  /// the layout reads them, the view is never given them.
  static let layoutProperties: Set<String> = ["hidden", trailingProperty]
  /// Lays a view out from the cell's trailing edge (`trailing`).
  static let trailingProperty = "trailing"

  /// The value written for `property`: its binding, else its last setting.
  func written(_ property: String) -> String? {
    if let binding = bindings.last(where: { $0.property == property }) {
      return binding.binding.description
    }
    return settings.last { $0.name == property }?.value.description
  }

  /// The values its bindings give it for `record` (`hidden` aside, which the layout reads):
  /// what `cellForRowAtIndexPath:` copies into the view. A binding the row cannot satisfy is
  /// left out; the table checked every row when it was made.
  func boundSettings(in record: RowRecord) -> [PropertySetting] {
    bindings.compactMap { bound in
      guard !Self.layoutProperties.contains(bound.property),
        let info = CellPrototype.memberInfo(bound.property, kind: kind),
        let value = try? bound.binding.value(for: info.type, property: bound.property, in: record)
      else { return nil }
      return PropertySetting(bound.property, value)
    }
  }

  /// The image URL this view would ask for in the row `record` (its `url=` or
  /// `url=$row.FIELD`), nil for a view that shows no image or an empty URL: what a prefetch
  /// data source loads.
  func imageURL(in record: RowRecord) -> String? {
    guard CellPrototype.memberKinds[kind] is any ImageTarget.Type else { return nil }
    let values = settings + boundSettings(in: record)
    guard case .text(let url)? = values.last(where: { $0.name == "url" })?.value, !url.isEmpty
    else { return nil }
    return url
  }

  /// Keeps one entry per property: a new value replaces the binding and the old value.
  mutating func store(_ value: PrototypeValue, for property: String) {
    bindings.removeAll { $0.property == property }
    settings.removeAll { $0.name == property }
    switch value {
    case .value(let value): settings.append(PropertySetting(property, value))
    case .binding(let binding):
      bindings.append(PropertyBinding(property: property, binding: binding))
    case .frame(let frame): self.frame = frame
    case .superview(let name): superview = name
    case .hidden(let flag): hidden = flag
    case .trailing(let flag): trailing = flag
    case .zPosition(let z): zPosition = z
    case .codeFlag(let flag, let on):
      if on { codeFlags.insert(flag) } else { codeFlags.remove(flag) }
    }
  }
}

/// `PROP=$row.FIELD` on a prototype view.
public struct PropertyBinding: Sendable, Equatable {
  public var property: String
  public var binding: RowBinding
}

/// What a prototype statement gives one property of a member.
public enum PrototypeValue: Sendable, Equatable {
  case value(PropertyValue)
  case binding(RowBinding)
  case frame(PrototypeFrame)
  case superview(String?)
  case hidden(Bool)
  case trailing(Bool)
  case zPosition(Double)
  case codeFlag(CellCodeFlag, Bool)
}
