/// How many draws ended, by outcome: `committed`, `cleared`, `cancelled at C1` … — counted as
/// each draw ends, so the figures hold after the bounded draw store has dropped the records.
///
/// Why not count the records: past ``Recording/maxDraws`` the oldest are dropped, and a long
/// session's run line (`draws 749 committed`) disagreed with `stats` (1008) and with
/// `export draws` (9950 rows), each reading a different stretch.
public struct DrawOutcomes: Sendable, Equatable {
  /// Ended draws by outcome key (``key(of:)``).
  public private(set) var counts: [String: Int] = [:]

  public init() {}

  /// The key a finished draw counts under: its outcome, or `cancelled at` its checkpoint.
  public static func key(of record: DrawRecord) -> String? {
    guard let outcome = record.outcome else { return nil }
    if outcome == .cancelled { return "cancelled at \(record.cancelledAt ?? "?")" }
    return outcome.rawValue
  }

  /// Counts a draw that has just ended.
  mutating func count(_ record: DrawRecord) {
    guard let key = Self.key(of: record) else { return }
    counts[key, default: 0] += 1
  }

  /// Draws that ended with `outcome` (every checkpoint, for `cancelled`).
  public func ended(_ outcome: DrawRecord.Outcome) -> Int {
    outcome == .cancelled
      ? counts.reduce(0) { $0 + ($1.key.hasPrefix("cancelled") ? $1.value : 0) }
      : counts[outcome.rawValue] ?? 0
  }

  /// Every ended draw.
  public var total: Int { counts.values.reduce(0, +) }

  /// The draws that ended after `earlier` was taken.
  public func since(_ earlier: DrawOutcomes) -> DrawOutcomes {
    var result = DrawOutcomes()
    for (key, value) in counts where value != earlier.counts[key] ?? 0 {
      result.counts[key] = value - (earlier.counts[key] ?? 0)
    }
    return result
  }
}
