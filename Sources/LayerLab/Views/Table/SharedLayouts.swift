/// One `PrototypeLayout` object per distinct row geometry, shared by every row that has it.
///
/// Why: a table's height cache holds a layout per row, and a prototype's frames are some
/// twenty rects — ~700 bytes a row, 70 MB for 100 000 rows. Rows differ only by their text
/// heights and what they hide, so a feed has a few hundred distinct geometries: equal layouts
/// are one object. A layout is immutable, so sharing changes no frame, height or output.
struct SharedLayouts {
  /// Past this many distinct geometries new ones are kept unshared (a table whose every row
  /// differs gains nothing from the lookup).
  static let limit = 4096

  /// What makes two layouts equal: every stored value.
  private struct Shape: Hashable {
    let height: Double
    let frames: [Rect]
    let hidden: [Bool]
    let widthsPending: Bool

    init(_ layout: PrototypeLayout) {
      height = layout.height
      frames = layout.frames
      hidden = layout.hidden
      widthsPending = layout.widthsPending
    }
  }

  private var objects: [Shape: PrototypeLayout] = [:]

  /// The object already kept for a layout equal to `layout`, or `layout`, now kept.
  mutating func share(_ layout: PrototypeLayout) -> PrototypeLayout {
    let shape = Shape(layout)
    if let kept = objects[shape] { return kept }
    if objects.count < Self.limit { objects[shape] = layout }
    return layout
  }
}
