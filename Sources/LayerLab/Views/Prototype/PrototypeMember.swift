/// A view kind a cell prototype may hold — a label, an image view, a plain view — and what a
/// prototype needs of it: a fresh instance for a cell, its properties, and storing a value
/// without the setter's side effects (a cell configured for a row redraws once, after all of
/// its values are in).
///
/// Each kind says it once here; `CellPrototype.memberKinds` lists them, so a new kind joins
/// prototypes by conforming.
protocol PrototypeMember: View {
  /// A new, unregistered instance named `name` with a zero frame.
  static func makeMember(named name: String) -> Self
  /// The kind's properties a prototype may set or bind (`frame` and `superview` are the
  /// prototype's own: frames are layout expressions, superviews other members).
  static var memberProperties: [PropertyInfo] { get }
  /// Stores `setting` with no side effect; it was checked.
  func assignMember(_ setting: PropertySetting)
}

extension PrototypeMember {
  /// The kind's settable properties less the ones the prototype owns.
  static func settable(_ infos: [PropertyInfo], readOnly: Set<String>) -> [PropertyInfo] {
    infos.filter {
      !readOnly.contains($0.name) && $0.name != "frame" && $0.name != Superview.property
    }
  }
}

extension LabelView: PrototypeMember {
  static func makeMember(named name: String) -> LabelView { LabelView(name: name, frame: .zero) }
  static let memberProperties = settable(LabelView.properties, readOnly: LabelView.table.readOnly)
  func assignMember(_ setting: PropertySetting) { LabelView.table.assign([setting], to: self) }
}

extension ImageView: PrototypeMember {
  static func makeMember(named name: String) -> ImageView { ImageView(name: name, frame: .zero) }
  /// `displayed` follows the table (didEndDisplaying), not the prototype.
  static let memberProperties = settable(
    ImageView.properties, readOnly: ImageView.readOnly.union(["displayed"]))
  func assignMember(_ setting: PropertySetting) { ImageView.table.assign([setting], to: self) }
}

extension UIImageView: PrototypeMember {
  static func makeMember(named name: String) -> UIImageView {
    UIImageView(name: name, frame: .zero)
  }
  /// `displayed` follows the table (didEndDisplaying), not the prototype.
  static let memberProperties = settable(
    UIImageView.properties, readOnly: UIImageView.readOnly.union(["displayed"]))
  func assignMember(_ setting: PropertySetting) { UIImageView.table.assign([setting], to: self) }
}

extension PlainView: PrototypeMember {
  static func makeMember(named name: String) -> PlainView { PlainView(name: name, frame: .zero) }
  static let memberProperties = settable(PlainView.properties, readOnly: [])
  func assignMember(_ setting: PropertySetting) { PlainView.table.assign([setting], to: self) }
}
