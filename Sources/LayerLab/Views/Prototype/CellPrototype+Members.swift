/// `new prototype NAME …` and `new KIND NAME.VIEW …`: making a prototype and declaring its
/// views, each checked before anything changes.
extension CellPrototype {
  /// Checks a new prototype's own values.
  static func checkCreate(name: String, _ properties: [PropertySetting]) throws(ModelError) {
    let probe = CellPrototype(name: name)
    for setting in properties {
      _ = try probe.checkOwn(setting)
      table.assign([setting], to: probe)
    }
  }

  /// Makes the prototype and registers it with the views (so `show`, `NAME.PROP` and the
  /// name checks find it); it is never on screen.
  static func create(name: String, _ properties: [PropertySetting], in engine: Engine) {
    let prototype = CellPrototype(name: name)
    table.assign(properties, to: prototype)
    engine.views[name] = prototype
  }

  private func checkOwn(_ setting: PropertySetting) throws(ModelError) -> Bool {
    _ = try CellPrototype.table.checked(setting.name, setting.value, on: self)
    if CellPrototype.table.readOnly.contains(setting.name) {
      throw ModelError("'\(setting.name)' is read-only; it follows from the views declared")
    }
    if setting.name == "height", case .text(let text) = setting.value {
      _ = try CellPrototype.parseHeight(text)
    }
    return true
  }

  /// The member `new KIND NAME.VIEW prop=value…` would add: a free name, a kind a cell can
  /// hold, a frame, and values of the kind's types; refused while a table uses the prototype
  /// (its cells are made already).
  func member(
    _ kind: ViewKind, named member: String, _ properties: [PropertySetting], in engine: Engine
  ) throws(ModelError) -> PrototypeView {
    try ViewCommand.checkName(member)
    guard CellPrototype.memberKinds[kind] != nil else {
      throw ModelError(
        "a prototype holds labels, image views and plain views, not a \(kind.rawValue): "
          + "new label \(name).\(member) frame=…")
    }
    guard memberIndex(member) == nil else {
      throw ModelError("prototype '\(name)' has a view '\(member)' already; pick another name")
    }
    guard members.count < CellPrototype.maxMembers else {
      throw ModelError(
        "prototype '\(name)' has \(members.count) views, the most one holds (the "
          + "prototype-views limit)")
    }
    if let table = tables(in: engine).first {
      throw ModelError(
        "table '\(table.name)' is made from '\(name)'; declare every view before 'new table' "
          + "(or make another prototype)")
    }
    guard properties.contains(where: { $0.name == "frame" }) else {
      throw ModelError(
        "'\(name).\(member)' needs a frame in cell points: frame=X,Y,WIDTH,HEIGHT (e.g. "
          + "frame=15,body.maxY+10,width-30,fit)")
    }
    var made = PrototypeView(name: member, kind: kind, frame: PrototypeFrame(.zero))
    for setting in properties {
      made.store(
        try memberValue(setting.name, setting.value, kind: kind, member: member), for: setting.name)
    }
    try checkPlacement(made, at: members.count)
    return made
  }

  /// Adds a checked member.
  func add(_ member: PrototypeView) {
    members.append(member)
  }
}
