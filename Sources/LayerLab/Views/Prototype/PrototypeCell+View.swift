/// A prototype cell as a view: its content view's compositing properties can be set (until
/// the cell is reconfigured), `show` tells its row and height, and it answers VVebo's `draw()`
/// and `clear()` as the demo's feed cell does.
extension PrototypeCell {
  static let table = PropertyTable<PrototypeCell>(LayerStyleRows.rows())

  public var shownProperties: [PropertyInfo] { PrototypeCell.table.infos }

  public func value(of property: String) -> PropertyValue? {
    PrototypeCell.table.value(of: property, in: self)
  }

  public func checkGet(_ property: String) throws(ModelError) {
    guard PrototypeCell.table.row(property) != nil else {
      throw ModelError(
        "cell '\(name)' (made from prototype '\(prototype.name)') has no property '\(property)'; "
          + "its views have theirs: show \(name)")
    }
  }

  public func checkSet(_ property: String, _ value: PropertyValue, in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkGet(property)
    _ = try PrototypeCell.table.checked(property, value, on: self)
    return nil
  }

  public func set(
    _ property: String, _ value: PropertyValue, loaded: ImageAsset?, in engine: Engine
  ) {
    PrototypeCell.table.set(property, value, on: self, in: engine)
  }

  public var showDetails: [(name: String, value: String)] {
    [
      ("prototype", prototype.name),
      ("row", row.map(String.init) ?? "none"),
      ("height", layout.map { Rect.format($0.height) + " pt" } ?? "not laid out"),
      ("drawn", drawn ? "true" : "false"),
      ("layers", family.map(\.name).joined(separator: ", ")),
    ]
  }

  /// VVebo's `draw`: nothing if drawn; else every shown view's draw starts now, and the
  /// images are asked for (VVebo loads them when the cell draws; an image view draws when its
  /// picture lands, as the demo cell's thumbnails do).
  public func draw(in engine: Engine) {
    guard drawVVebo(drawnByVVebo(owner: self), in: engine) else { return }
    loadImages(in: engine)
  }

  /// VVebo's `clear`: nothing unless drawn; else every view is blanked and its sentinel moves.
  public func clear(in engine: Engine) {
    clearVVebo(drawnByVVebo(owner: self), in: engine)
  }

  /// The views VVebo's draw starts: the cell's own bitmap (drawn as `owner`, the view its
  /// layer is registered under) when it flattens views, and those that draw a layer of their
  /// own — not image views (theirs come with their pictures), nor the views flattened into
  /// the cell's bitmap (VVebo draws them as code: they are no layers to draw or clear).
  func drawnByVVebo(owner: any View) -> [any View] {
    var views: [any View] = draws ? [owner] : []
    for (index, member) in members.enumerated()
    where member.draws && !(member is any ImageTarget)
      && !(flattens && flags(index).contains(.flattened))
    {
      views.append(member)
    }
    return views
  }
}
