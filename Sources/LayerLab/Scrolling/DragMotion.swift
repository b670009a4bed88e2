/// A finger dragging the content: the offset moves linearly by `distance` over `duration`,
/// clamped to the bounds.
///
/// A real pan follows the finger sample by sample; a scripted drag only needs a constant
/// speed so that a known number of rows crosses the screen per frame. Two UIKit details are
/// deliberately left out: there is no rubber band past the edges (the offset is clamped),
/// and the finger stops before it lifts, so the release velocity is 0 and a drag on its own
/// never starts a deceleration; script a `Deceleration` for a fling.
public struct DragMotion: Sendable, Equatable {
  /// When the finger starts moving.
  public let start: Micros
  /// When the finger stops: `start + max(duration, 0)`.
  public let end: Micros
  /// The offset when the finger went down, already inside the bounds.
  private let origin: Double
  /// Content points the finger moves the offset (positive = offset increasing).
  private let distance: Double
  /// The allowed offsets; the offset is pinned into them at every sample.
  private let bounds: ClosedRange<Double>

  /// - Parameters:
  ///   - offset: the content offset when the finger goes down; pinned into `bounds`.
  ///   - distance: content points to move, positive = offset increasing (towards later
  ///     rows, the finger moving up the screen); non-finite counts as 0.
  ///   - start: when the finger starts moving.
  ///   - duration: how long it moves; negative counts as 0, an instantaneous jump.
  ///   - bounds: the allowed offsets, `0...maxOffset`.
  public init(
    from offset: Double, distance: Double, start: Micros, duration: Micros,
    bounds: ClosedRange<Double>
  ) {
    self.start = start
    self.end = start.saturatingAdd(max(duration, 0))
    self.origin = bounds.pin(offset)
    self.distance = distance.isFinite ? distance : 0
    self.bounds = bounds
  }

  /// The offset at `time`: the start offset until `start`, exactly `origin + distance`
  /// (clamped) from `end` on (so a zero-length drag jumps at `start`), and the linear
  /// interpolation in between.
  public func offset(at time: Micros) -> Double {
    guard time < end else { return bounds.pin(origin + distance) }
    guard time > start else { return origin }
    let progress = Double(time - start) / Double(end - start)
    return bounds.pin(origin + distance * progress)
  }

  /// The same drag within `bounds` (a table's content grew or shrank under the finger as
  /// estimated heights were measured): the finger's path is unchanged, only where it is held.
  public func rebounded(to bounds: ClosedRange<Double>) -> DragMotion {
    DragMotion(
      from: origin, distance: distance, start: start, duration: end - start, bounds: bounds)
  }

  /// The finger's speed while moving, in points per second along the content offset; 0 for
  /// a zero-length drag. It is the finger's speed, so it does not drop when the offset is
  /// held at an edge.
  public var velocity: Double {
    guard end > start else { return 0 }
    return distance / (Double(end - start) / 1_000_000)
  }
}
