/// A finger dragging the content: the offset moves linearly by `distance` over `duration`;
/// past an edge it is rubber-banded (UIScrollView's `bounces`), or held at the edge.
///
/// A real pan follows the finger sample by sample; a scripted drag only needs a constant
/// speed so that a known number of rows crosses the screen per frame. The finger stops before
/// it lifts, so the release velocity is 0 and a drag on its own never starts a deceleration
/// (a rubber-banded offset springs back when it lifts: ``EdgeSpring``); script a
/// `Deceleration` for a fling.
///
/// The rubber band: the finger's `x` points past the edge move the content
/// `(1 − 1 / (x·c / d + 1))·d`, `d` the viewport's height and `c` = 0.55 — never more than
/// `d`, and about half of `x` for a short pull. SECONDARY SOURCE: the formula and constant
/// are Grant Paul's reading of UIScrollView, used by Ilya Lobanov's reconstruction
/// (super-ultra/ScrollMechanics, `RubberBand.swift`); Apple publishes only that a scroll view
/// bounces (`UIScrollView.bounces`, on by default).
public struct DragMotion: Sendable, Equatable {
  /// When the finger starts moving.
  public let start: Micros
  /// When the finger stops: `start + max(duration, 0)`.
  public let end: Micros
  /// The offset when the finger went down, already inside the bounds.
  private let origin: Double
  /// Content points the finger moves the offset (positive = offset increasing).
  private let distance: Double
  /// The allowed offsets; past them the offset is rubber-banded or pinned at every sample.
  private let bounds: ClosedRange<Double>
  /// The viewport's height, the rubber band's `d`; 0 pins at the edges (no `bounces`).
  private let stretch: Double

  /// The rubber band's constant `c` (SECONDARY SOURCE: see the type's comment).
  static let rubberBandConstant = 0.55

  /// - Parameters:
  ///   - offset: the content offset when the finger goes down; pinned into `bounds`.
  ///   - distance: content points to move, positive = offset increasing (towards later
  ///     rows, the finger moving up the screen); non-finite counts as 0.
  ///   - start: when the finger starts moving.
  ///   - duration: how long it moves; negative counts as 0, an instantaneous jump.
  ///   - bounds: the allowed offsets, `0...maxOffset`.
  ///   - rubberBand: the viewport's height when the scroll view `bounces` (the offset is
  ///     rubber-banded past the edges), 0 to hold it at the edges.
  public init(
    from offset: Double, distance: Double, start: Micros, duration: Micros,
    bounds: ClosedRange<Double>, rubberBand: Double = 0
  ) {
    self.start = start
    self.end = start.saturatingAdd(max(duration, 0))
    self.origin = bounds.pin(offset)
    self.distance = distance.isFinite ? distance : 0
    self.bounds = bounds
    self.stretch = rubberBand.isFinite && rubberBand > 0 ? rubberBand : 0
  }

  /// The offset at `time`: the start offset until `start`, exactly `origin + distance`
  /// (clamped) from `end` on (so a zero-length drag jumps at `start`), and the linear
  /// interpolation in between.
  public func offset(at time: Micros) -> Double {
    guard time < end else { return held(origin + distance) }
    guard time > start else { return origin }
    let progress = Double(time - start) / Double(end - start)
    return held(origin + distance * progress)
  }

  /// Where the finger's `offset` puts the content: inside the bounds as it is, past them
  /// rubber-banded (or pinned without a stretch).
  private func held(_ offset: Double) -> Double {
    let edge = bounds.pin(offset)
    guard stretch > 0, offset.isFinite, offset != edge else { return edge }
    let past = abs(offset - edge)
    let moved = (1 - 1 / (past * Self.rubberBandConstant / stretch + 1)) * stretch
    return offset > edge ? edge + moved : edge - moved
  }

  /// The same drag within `bounds` (a table's content grew or shrank under the finger as
  /// estimated heights were measured): the finger's path is unchanged, only where it is held.
  public func rebounded(to bounds: ClosedRange<Double>) -> DragMotion {
    DragMotion(
      from: origin, distance: distance, start: start, duration: end - start, bounds: bounds,
      rubberBand: stretch)
  }

  /// The finger's speed while moving, in points per second along the content offset; 0 for
  /// a zero-length drag. It is the finger's speed, so it does not drop when the offset is
  /// held at an edge.
  public var velocity: Double {
    guard end > start else { return 0 }
    return distance / (Double(end - start) / 1_000_000)
  }
}
