/// Apple's hitch metrics for a window of frames: the hitch time ratio — milliseconds by which
/// frames appeared later than expected, per second of the window (Tech Talk 10855: "total
/// hitch time divided by the interval's duration") — and its two parts, frames late because a
/// commit missed its deadline and because render prepare or execute did; XCTest's number of
/// hitches and hitch total time (`XCTOSSignpostMetric`); and the ratio read on Apple's scales.
public struct HitchFigures: Sendable, Equatable {
  /// Hitch ms per second of the window, in all and by cause; nil for an empty window.
  public var ratio: Double?
  public var commitRatio: Double?
  public var renderRatio: Double?
  /// Frames that appeared late, by cause.
  public var commit = 0
  public var render = 0
  /// XCTest's "hitch total time duration": how late those frames were, summed — the
  /// numerator of the ratio.
  public var time: Micros = 0
  /// Dropped frames: the vsyncs those frames slipped past the ones they were expected at,
  /// summed — a frame one vsync late dropped one ("the frame slips one interval per vsync
  /// missed", Tech Talk 10855). The hitch time in refresh intervals, so there are dropped
  /// frames exactly when there are hitches.
  public var dropped = 0

  /// The figures of `rows`, a window `duration` long.
  public init(rows: [FrameRow], duration: Micros) {
    let appeared = rows.compactMap(\.appeared)
    commit = appeared.filter { $0.hitch == .commit }.count
    render = appeared.filter { $0.hitch == .render }.count
    time = appeared.reduce(0) { $0 + $1.hitchTime }
    dropped = appeared.reduce(0) { $0 + $1.vsyncsLate }
    guard duration > 0, !rows.isEmpty else { return }
    func perSecond(_ kind: FramePipeline.HitchKind?) -> Double {
      let total = appeared.reduce(Micros(0)) {
        $0 + (kind == nil || $1.hitch == kind ? $1.hitchTime : 0)
      }
      return Double(total) / 1000 / (Double(duration) / 1_000_000)
    }
    ratio = perSecond(nil)
    commitRatio = perSecond(.commit)
    renderRatio = perSecond(.render)
  }

  /// XCTest's "number of hitches": vsyncs at which a late frame appeared, whatever the cause.
  public var count: Int { commit + render }

  /// The ratio read on the scale of Apple's 2020–21 talks (Tech Talk 10855, WWDC20 10077):
  /// under 5 ms/s good, 5–10 warning, over 10 critical.
  public var rating: String? {
    guard let ratio else { return nil }
    return ratio < 5 ? "good" : ratio <= 10 ? "warning" : "critical"
  }

  /// The same ratio on the Xcode Organizer's current scale ("Understanding hitches in your
  /// app"): ≤ 10 good, ≤ 25 warning, ≤ 50 critical, above that "immediate attention".
  public var organizerRating: String? {
    guard let ratio else { return nil }
    return ratio <= 10
      ? "good" : ratio <= 25 ? "warning" : ratio <= 50 ? "critical" : "immediate attention"
  }
}
