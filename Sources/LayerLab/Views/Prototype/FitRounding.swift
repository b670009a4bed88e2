/// How a prototype's cell code rounds a measured text to whole points before it lays views out
/// with it (a `fit` height or width): apps differ, and a point here or there moves every view
/// below and the cell's height.
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
    case .up: "up, as ceil of boundingRectWithSize: (the default)"
    case .nearest: "to the nearest point, as VVebo's loadData"
    }
  }
}
