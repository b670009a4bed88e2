/// Dispatch quality-of-service classes, highest first.
///
/// Workers take the highest class first when cores are scarce, which is why YYAsyncLayer
/// draws at user-initiated and releases old bitmaps at a lower class.
public enum QoS: String, Sendable, CaseIterable, Comparable {
  case userInteractive = "user-interactive"
  case userInitiated = "user-initiated"
  case `default` = "default"
  case utility = "utility"
  case background = "background"

  /// Larger is more urgent.
  var rank: Int {
    switch self {
    case .userInteractive: 4
    case .userInitiated: 3
    case .default: 2
    case .utility: 1
    case .background: 0
    }
  }

  public static func < (lhs: QoS, rhs: QoS) -> Bool { lhs.rank < rhs.rank }
}
