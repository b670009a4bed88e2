/// When a prototype's app measures its rows' heights into its own cache: apps differ, and
/// the difference decides whether main pays for every row before the first frame or for each
/// row as it nears the screen (``TableHeights``).
public enum HeightsMeasured: String, Sendable, CaseIterable {
  /// In `heightForRow` on a cache miss, as UIKit asks (the AsyncDraw demo's `heightWith:`,
  /// stkusegithub/AsyncDraw `TestTableViewCell.m`). The default.
  case whenAsked
  /// Every row when the data loads, on main, before the first `reloadData` — VVebo's
  /// `loadData`, called from `initWithFrame:` in `viewDidLoad` (johnil/VVeboTableViewDemo
  /// `VVeboTableView.m`) — unless the table's explicit `estimatedRowHeight` says the app
  /// defers it.
  case atLoad

  /// What it is, for `help`.
  public var summary: String {
    switch self {
    case .whenAsked: "in heightForRow on a cache miss, as AsyncDraw's heightWith:; the default"
    case .atLoad: "every row on main when the data loads, as VVebo's loadData"
    }
  }
}
