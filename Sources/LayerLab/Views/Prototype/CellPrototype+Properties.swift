/// A prototype's own properties (its height and the cell's look) and its members' (`body.font`,
/// `photo.url=$row.photo`), read, checked and set — a set reaches every table made from it.
extension CellPrototype {
  static let table = PropertyTable<CellPrototype>(
    [
      ViewProperty(
        "height", .text,
        "the cell's height: points, or fit (the lowest visible view's maxY) plus points: fit+10",
        get: { .text($0.height.description) },
        assign: {
          if case .text(let v) = $1, let height = try? CellPrototype.parseHeight(v) {
            $0.height = height
          }
        }),
      .choice(
        "synthetic", "the rows rows=N makes for its tables", \.synthetic, summary: \.summary),
      .choice(
        "fitRounding", "how the cell's code rounds a measured text height (fit)", \.fitRounding,
        summary: \.summary),
      .choice("rowsFile", "how its tables read rows=FILE.json", \.rowsFile, summary: \.summary),
      .choice(
        "heightsMeasured", "when its app measures its rows' heights", \.heightsMeasured,
        summary: \.summary),
      .choice(
        "layout",
        "how its app lays a cell out: the same frames, priced as the work that finds them",
        \.layout, summary: \.summary),
      ViewProperty(
        "images", .bool,
        "whether its tables show pictures unless new table says (images=true|false there)",
        get: { .bool($0.images) },
        assign: { if case .bool(let v) = $1 { $0.images = v } }),
      .choice(
        "imagesOff", "what its cells do when their table shows no pictures", \.imagesOff,
        summary: \.summary),
      ViewProperty(
        "views", .text, "(read-only) its views, in declaration order",
        get: { .text($0.members.map(\.name).joined(separator: ", ")) }),
    ] + LayerStyleRows.rows(), readOnly: ["views"])

  public static let properties = table.infos

  /// `N`, `fit` or `fit+N`.
  static func parseHeight(_ text: String) throws(ModelError) -> LayoutExpression {
    let height = try LayoutExpression.parse(text, side: "height", horizontal: false)
    guard height.reference == nil else {
      throw ModelError(
        "a prototype's height is points or fit+N (the lowest view's maxY plus N), not '\(text)'")
    }
    if height.term == .zero, !(1...10_000).contains(height.offset) {
      throw ModelError("a prototype's height must be within 1…10000 points")
    }
    return height
  }

  /// A member's layer order among its siblings, the prototype's own (cells are built in it).
  static let zPositionProperty = "zPosition"

  /// The property a member path names: `frame`, `superview`, `hidden` and `zPosition` are the
  /// prototype's;
  /// the rest the member kind's. Nil when there is no such member or property.
  public func memberInfo(_ path: String) -> PropertyInfo? {
    guard let dot = path.firstIndex(of: "."),
      let index = memberIndex(String(path[..<dot]))
    else { return nil }
    return CellPrototype.memberInfo(
      String(path[path.index(after: dot)...]), kind: members[index].kind)
  }

  /// A member kind's property as a prototype takes it.
  public static func memberInfo(_ property: String, kind: ViewKind) -> PropertyInfo? {
    switch property {
    case "frame":
      return PropertyInfo(
        "frame", .text,
        "X,Y,WIDTH,HEIGHT in cell points; each a number, width-N, NAME.maxY+N, or fit (height); "
          + "a label's width fit (one line) or fit<=W (wrapped at W, as wide as its widest line)")
    case Superview.property:
      return PropertyInfo(
        Superview.property, .text, "another view of the prototype (frames stay cell points)")
    case "hidden":
      return PropertyInfo(
        "hidden", .bool,
        "hidden in every row, or per row: hidden=$row.FIELD (true or false) or "
          + "hidden=$row.FIELD.isEmpty (an empty string or array, or null)")
    case PrototypeView.trailingProperty:
      return PropertyInfo(
        PrototypeView.trailingProperty, .bool,
        "laid out from the cell's trailing edge: its frame mirrored in the cell (x from the "
          + "right), in every row or per row: trailing=$row.FIELD (a chat's own messages)")
    case zPositionProperty:
      return PropertyInfo(
        zPositionProperty, .number(-1000...1000),
        "CALayer's zPosition among its sibling views: higher is drawn above, ties in "
          + "declaration order (a box declared after the label it frames goes below it with -1)")
    default:
      if let flag = CellCodeFlag.named(property, kind: kind) { return flag.info }
      return memberPropertyIndex[kind]?[property]
    }
  }

  /// Each member kind's properties by name: every row's bindings are looked up here when
  /// a table is made and measured, so a scan of the list per lookup would add up.
  private static let memberPropertyIndex: [ViewKind: [String: PropertyInfo]] =
    memberKinds.mapValues { member in
      Dictionary(
        member.memberProperties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

  /// The properties of a member kind, in `show` order.
  public static func memberProperties(of kind: ViewKind) -> [PropertyInfo] {
    ["frame", Superview.property, "hidden", PrototypeView.trailingProperty, zPositionProperty]
      .compactMap {
        memberInfo($0, kind: kind)
      }
      + (memberKinds[kind]?.memberProperties ?? [])
      + CellCodeFlag.allCases.filter { $0.kinds.contains(kind) }.map(\.info)
  }

  public func value(of property: String) -> PropertyValue? {
    if let dot = property.firstIndex(of: "."), let index = memberIndex(String(property[..<dot])) {
      let member = members[index]
      let name = String(property[property.index(after: dot)...])
      switch name {
      case "frame": return .text(member.frame.description)
      case Superview.property: return .text(member.superview ?? Superview.none)
      case CellPrototype.zPositionProperty: return .number(member.zPosition)
      case "hidden" where !member.bindings.contains(where: { $0.property == "hidden" }):
        return .bool(member.hidden)
      case PrototypeView.trailingProperty
      where !member.bindings.contains(where: { $0.property == PrototypeView.trailingProperty }):
        return .bool(member.trailing)
      default:
        if let flag = CellCodeFlag.named(name, kind: member.kind) {
          return .bool(member.codeFlags.contains(flag))
        }
        return member.written(name).map(PropertyValue.text)
      }
    }
    return CellPrototype.table.value(of: property, in: self)
  }

  public func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    for table in tables(in: engine) where table.scroll.motion != nil || table.scrollingToTop {
      throw ModelError(
        "table '\(table.name)' (made from '\(name)') is \(table.state); change the prototype "
          + "when it is idle")
    }
    guard let dot = property.firstIndex(of: ".") else {
      _ = try CellPrototype.table.checked(property, value, on: self)
      if CellPrototype.table.readOnly.contains(property) {
        throw ModelError("'\(property)' is read-only; it follows from the views declared")
      }
      if property == "height", case .text(let text) = value {
        _ = try CellPrototype.parseHeight(text)
      }
      return nil
    }
    let memberName = String(property[..<dot])
    guard let index = memberIndex(memberName) else {
      throw ModelError(
        "prototype '\(name)' has no view '\(memberName)'; it has "
          + (members.isEmpty ? "none yet" : members.map { "'\($0.name)'" }.joined(separator: ", ")))
    }
    let member = members[index]
    let setting = String(property[property.index(after: dot)...])
    if setting == CellPrototype.zPositionProperty, let table = tables(in: engine).first {
      throw ModelError(
        "table '\(table.name)' has cells made from '\(name)' with their layers in order; set "
          + "'\(memberName).zPosition' in the prototype before the first table uses it")
    }
    let converted = try memberValue(setting, value, kind: member.kind, member: member.name)
    var changed = member
    changed.store(converted, for: setting)
    try checkPlacement(changed, at: index)
    for binding in changed.bindings where binding.property == setting {
      for table in tables(in: engine) {
        try checkRows(table.rows, binding: binding, member: changed)
      }
    }
    return nil
  }

  public func set(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) {
    // A change that only changes a look leaves the rows' measured heights as they are (an
    // app's height cache is not invalidated by a colour); every other change measures the
    // rows again. Each property's row says which it is (`PropertyInfo.looksOnly`).
    let looksOnly: Bool
    if let dot = property.firstIndex(of: "."), let index = memberIndex(String(property[..<dot])) {
      let setting = String(property[property.index(after: dot)...])
      let kind = members[index].kind
      guard
        let converted = try? memberValue(setting, value, kind: kind, member: members[index].name)
      else { return }
      members[index].store(converted, for: setting)
      looksOnly = CellPrototype.memberInfo(setting, kind: kind)?.looksOnly ?? false
    } else {
      CellPrototype.table.assign([PropertySetting(property, value)], to: self)
      looksOnly = CellPrototype.table.row(property)?.info.looksOnly ?? false
    }
    let layoutChanged = !looksOnly
    for table in tables(in: engine) {
      table.prototypeChanged(layoutChanged: layoutChanged, in: engine)
    }
  }

  /// What `value` means for a member's `property`: a binding (`$row.FIELD`), a frame of
  /// layout expressions, a superview, `hidden`, or a plain value of the kind's type.
  func memberValue(_ property: String, _ value: PropertyValue, kind: ViewKind, member: String)
    throws(ModelError) -> PrototypeValue
  {
    guard let info = CellPrototype.memberInfo(property, kind: kind) else {
      let known = CellPrototype.memberProperties(of: kind).map(\.name)
      let hint = known.first { $0.lowercased() == property.lowercased() }.map {
        "; did you mean '\($0)'?"
      }
      throw ModelError(
        "\(kind.rawValue) '\(name).\(member)' has no property '\(property)'"
          + (hint ?? "; 'help \(kind.rawValue)' lists them"))
    }
    if case .text(let text) = value, let binding = try RowBinding.parse(text) {
      guard property != "frame", property != Superview.property,
        property != CellPrototype.zPositionProperty,
        CellCodeFlag.named(property, kind: kind) == nil
      else {
        throw ModelError("'\(property)' cannot come from a row; write it in the prototype")
      }
      if binding.readsIsEmpty || binding.negated, info.type != .bool {
        throw ModelError(
          "'\(binding)' is true or false; '\(property)' takes \(RowBinding.wanted(info.type))")
      }
      return .binding(binding)
    }
    switch (property, value) {
    case ("frame", .text(let text)):
      return .frame(try PrototypeFrame.parse(text))
    case ("frame", .rect(let rect)):
      return .frame(PrototypeFrame(rect))
    case (Superview.property, .text(let text)):
      let target = text.hasPrefix(name + ".") ? String(text.dropFirst(name.count + 1)) : text
      return .superview(target == Superview.none ? nil : target)
    case ("hidden", .bool(let flag)):
      return .hidden(flag)
    case (PrototypeView.trailingProperty, .bool(let flag)):
      return .trailing(flag)
    case (CellPrototype.zPositionProperty, .number(let z)):
      try info.type.validate(value, for: property)
      return .zPosition(z)
    default:
      if let flag = CellCodeFlag.named(property, kind: kind), case .bool(let on) = value {
        return .codeFlag(flag, on)
      }
      try info.type.validate(value, for: property)
      return .value(value)
    }
  }

  /// A member's frame names only views declared above it, its superview is one of them, and
  /// `fit` is a label's height only.
  func checkPlacement(_ member: PrototypeView, at index: Int) throws(ModelError) {
    let above = Set(members.prefix(index).map(\.name))
    for reference in member.frame.references where !above.contains(reference) {
      if reference == member.name || members.contains(where: { $0.name == reference }) {
        throw ModelError(
          "'\(name).\(member.name)' cannot refer to '\(reference)': a frame names views declared "
            + "above it, so a cell's layout never goes round in a cycle")
      }
      throw ModelError(
        "'\(name).\(member.name)' refers to '\(reference)', which prototype '\(name)' does not "
          + "have; declare it first")
    }
    if let superview = member.superview, !above.contains(superview) {
      throw ModelError(
        "superview '\(superview)' of '\(name).\(member.name)' must be a view declared above it "
          + "in prototype '\(name)'")
    }
    if member.frame.fits || member.frame.fitsWidth, member.kind != .label {
      throw ModelError(
        "'\(name).\(member.name)' is \(member.kind == .image ? "an image view" : "a plain view"); "
          + "only a label's width or height can be fit (its measured text)")
    }
    if let cap = member.frame.widthCap,
      let follows = PrototypeFrame.fitWidthReference(of: cap, in: Array(members.prefix(index)))
    {
      throw ModelError(
        "'\(name).\(member.name)' wraps its text at its cap, which must be known before the text "
          + "is measured; '\(cap)' follows '\(follows)', whose width is its text's: cap it by the "
          + "cell (fit<=width-N) or a fixed width")
    }
    if member.frame.fits, member.frame.fitsWidth, member.frame.widthCap == nil,
      (member.written("numberOfLines") ?? "1") != "1"
    {
      throw ModelError(
        "'\(name).\(member.name)' has a fit width, one unwrapped line, and a fit height with "
          + "numberOfLines other than 1: its second line would be cut; cap the width so the text "
          + "wraps (frame=\(member.frame.x),\(member.frame.y),fit<=width-30,fit), or set "
          + "numberOfLines=1")
    }
    if member.frame.fits, !member.frame.fitsWidth,
      let follows = PrototypeFrame.fitWidthReference(
        of: member.frame.width, in: Array(members.prefix(index)))
    {
      throw ModelError(
        "'\(name).\(member.name)' has a fit height, so its width must be known before its text "
          + "is measured; it follows '\(follows)', whose width is its text's: give it a width "
          + "from the cell (width-N) or a fixed one")
    }
  }
}
