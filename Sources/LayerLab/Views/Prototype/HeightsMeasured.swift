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
  /// By UIKit, not the app: self-sizing cells (`UITableView.automaticDimension`) — the cell
  /// `cellForRow` hands over is sized by `systemLayoutSizeFitting`, a fresh layout engine each
  /// call (WWDC 2018 session 220), with no app cache: UITableView keeps the heights only until
  /// the next `reloadData`, after which every row shown is sized again
  /// (``TableHeights/sizeCell(row:of:in:)``).
  case selfSizing

  /// Whether UIKit sizes each row's cell, once per row after every reload, because no app
  /// cache answers it (self-sizing).
  public var paysEveryAsk: Bool { self == .selfSizing }

  /// What it is, for `help`.
  public var summary: String {
    switch self {
    case .whenAsked: "in heightForRow on a cache miss, as AsyncDraw's heightWith:; the default"
    case .atLoad: "every row on main when the data loads, as VVebo's loadData"
    case .selfSizing:
      "by UIKit: systemLayoutSizeFitting of the cell cellForRow hands over, again after every "
        + "reloadData (no app cache)"
    }
  }
}
