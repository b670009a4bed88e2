/// How a table's cells get their pixels: the strategies the seeds compare on one scroll.
public enum TableStrategy: String, Sendable, CaseIterable {
  /// UIKit's default: every layer draws on main during the CA commit (UILabel-like).
  case sync
  /// YYAsyncLayer: the commit dispatches each layer's draw to the render pool; labels clear
  /// their contents first (YYLabel's default), so a reused cell's text is blank until it lands.
  case async
  /// VVeboTableView: cells draw themselves as they are configured, but after a long fling only
  /// the rows around the target are drawn; the rest stay blank until a touch.
  case vvebo
  /// Texture (AsyncDisplayKit), for contrast: display starts at once when a cell is configured,
  /// and a whole cell's results are applied together by an observer at INT_MAX.
  case texture

  /// One line for `help table`.
  public var summary: String {
    switch self {
    case .sync: "draw on main in the CA commit (UIKit's default)"
    case .async: "YYAsyncLayer: draw on the render pool, set contents on main"
    case .vvebo: "VVebo: draw while configuring; after a long fling only near the target"
    case .texture:
      "Texture: a node per row, rendered ahead in its display range; results together at INT_MAX"
    }
  }
}
