/// What a prototype's cell code does with its pictures when its table shows none
/// (`images=false` on the table): apps differ, and the difference moves every row's height.
public enum ImagesOff: String, Sendable, CaseIterable {
  /// The image views keep their place and stay empty — the AsyncDraw demo's kOnlyShowText
  /// (stkusegithub/AsyncDraw `TestTableViewCell.m`), which lays the cell out as before and
  /// sets no image. The default.
  case keep
  /// The cell is laid out as for a row with no pictures: the fields its image views' URLs
  /// come from read empty, so a part hidden when they are empty (`hidden=$row.photos.isEmpty`)
  /// collapses and what follows moves up — VVebo's cell, whose picture row exists only when
  /// the post has pictures (`loadData` adds it for `pic_urls.count > 0`,
  /// johnil/VVeboTableViewDemo `VVeboTableView.m`).
  case collapse

  /// What it is, for `help`.
  public var summary: String {
    switch self {
    case .keep: "image views keep their place, empty, as AsyncDraw's kOnlyShowText; the default"
    case .collapse: "laid out as a row without pictures, as VVebo's cell"
    }
  }

  /// `record` as the cell reads it while its table shows pictures or not: with `collapse` and
  /// none shown, each field in `imageFields` emptied (a string "", an array [], else null).
  /// In place: a row read for measuring is made for it, and copying it would double the work.
  func apply(to record: inout RowRecord, showingImages: Bool, imageFields: Set<String>) {
    guard self == .collapse, !showingImages, !imageFields.isEmpty else { return }
    for field in imageFields {
      switch record[field] {
      case .string?: record[field] = .string("")
      case .array?: record[field] = .array([])
      case nil: continue
      default: record[field] = .null
      }
    }
  }
}
