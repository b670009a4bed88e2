/// How a prototype's cell code rounds a measured text height to whole points before it lays
/// views out with it (a `fit` height): apps differ, and a point here or there moves every view
/// below and the cell's height. (A `fit` width is always rounded up: any less would cut the
/// label's own text.)
public enum FitRounding: String, Sendable, CaseIterable {
  /// Up, as `ceil` of `boundingRectWithSize:`, which Apple's documentation asks for (the
  /// default; the AsyncDraw demo's `heightWith:`).
  case up
  /// To the nearest point, as VVebo's `loadData` does: `NSInteger sizeHeight = (size.height+.5);`
  /// (johnil/VVeboTableViewDemo `VVeboTableView.m`).
  case nearest

  /// What the rule says for a measured size in points.
  func callAsFunction(_ points: Double) -> Double {
    switch self {
    case .up: points.rounded(.up)
    case .nearest: points.rounded()
    }
  }

  /// What it is, for `help`.
  public var summary: String {
    switch self {
    case .up: "ceil of boundingRectWithSize:, the default"
    case .nearest: "the nearest point, as VVebo's loadData"
    }
  }
}
