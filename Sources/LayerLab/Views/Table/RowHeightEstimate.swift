/// UITableView's `estimatedRowHeight`, as the three settings it takes: when UIKit asks
/// `heightForRow`, and what a row not asked yet counts as in the content size.
public enum RowHeightEstimate: Sendable, Equatable, CustomStringConvertible {
  /// `UITableViewAutomaticDimension`, the default since iOS 11 (UITableView.h:
  /// "estimatedRowHeight … default is UITableViewAutomaticDimension, set to 0 to disable";
  /// Apple's documentation: "the table view selects an estimated height to use on your
  /// behalf"). Heights are asked lazily, on main, as rows approach the viewport — during the
  /// scroll — and remembered until the next `reloadData`; rows not asked yet count as
  /// ``automaticStandIn``.
  case automatic
  /// An explicit estimate in points: the same lazy path, with this height standing in for
  /// rows not asked yet (iOS 7's `estimatedRowHeight`, "defer some of the cost of geometry
  /// calculation from load time to scrolling time").
  case points(Double)
  /// 0: estimation off — every row's exact height asked at `reloadData` (the iOS 10 and
  /// earlier default; "Setting the value to 0 disables estimated heights, which causes the
  /// table view to request the actual height for each cell").
  case exact

  /// What UIKit counts a row as before asking its height under `automatic`. Apple does not
  /// publish it. OBSERVED, one published example: a 100-row table whose `heightForRow`
  /// returned 50 on an iPhone 7 with iOS 11 logged an initial contentSize height of 4400 =
  /// 100 × 44 (itworkman.com, "Explain the estimatedRowHeight property in iOS 11"); several
  /// write-ups repeat "since iOS 11 this value is 44". 44 pt is also UITableView's classic
  /// default `rowHeight`. ESTIMATE where the table's own choice differs (it may pick another
  /// value for other cell classes; not published).
  public static let automaticStandIn = 44.0

  /// The largest explicit estimate `new table` takes, in points.
  public static let maxPoints = 10_000.0

  /// Parses `automatic`, `0` or a height in points (0 … ``maxPoints``); nil for anything else.
  public init?(_ text: String) {
    if text == "automatic" {
      self = .automatic
      return
    }
    guard let points = Double(text), points.isFinite, (0...Self.maxPoints).contains(points)
    else { return nil }
    self = points == 0 ? .exact : .points(points)
  }

  /// `automatic`, `0` or the points, as `show` prints it and `new table` reads it back.
  public var description: String {
    switch self {
    case .automatic: "automatic"
    case .points(let points): Rect.format(points)
    case .exact: "0"
    }
  }

  /// The height of a row UIKit has not asked yet; nil when every row is asked at reload.
  var standIn: Double? {
    switch self {
    case .automatic: Self.automaticStandIn
    case .points(let points): points
    case .exact: nil
    }
  }

  /// Whether heights are asked as rows near the viewport rather than all at `reloadData`.
  var isLazy: Bool { standIn != nil }

  /// The refusal for a value that is none of the three.
  static func refusal(_ text: String) -> ModelError {
    ModelError(
      "bad value '\(text)' for 'estimatedRowHeight' (automatic, the default: heights asked as "
        + "rows near the screen; a height in points up to \(Rect.format(maxPoints)) standing in "
        + "for rows not asked yet; or 0: every row's height at reloadData)")
  }
}
