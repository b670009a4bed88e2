/// How a table's cells get their pixels: the strategies the seeds compare on one scroll.
///
/// This is the name users write (`strategy=`, `compare`) and `show` prints; what a strategy
/// does, and the state it keeps while doing it, is its behaviour type (``behaviourType``,
/// one file each under `Strategies/`), which a table makes afresh whenever its strategy is set.
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

  /// The type that does what this name stands for: the one place a name becomes behaviour.
  var behaviourType: any TableStrategyBehaviour.Type {
    switch self {
    case .sync: SyncStrategy.self
    case .async: AsyncStrategy.self
    case .vvebo: VVeboStrategy.self
    case .texture: TextureStrategy.self
    }
  }

  /// A fresh behaviour object: no state carried over from a strategy the table had before.
  func makeBehaviour() -> any TableStrategyBehaviour { behaviourType.init() }

  /// One line for `help table`.
  public var summary: String { behaviourType.summary }

  /// Whether its cells' layers draw on main, in the commit (UIKit's way): read from its
  /// behaviour's layering, so a new strategy needs no list updated.
  public var drawsCellsOnMain: Bool {
    !makeBehaviour().layering(layerClass: LayerClasses.yy).drawsOffMain
  }

  /// Every name in words, for a summary: "sync, async, vvebo or texture".
  static func listed(_ strategies: [TableStrategy], joiner: String) -> String {
    let names = strategies.map(\.rawValue)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " \(joiner) " + last
  }
}
