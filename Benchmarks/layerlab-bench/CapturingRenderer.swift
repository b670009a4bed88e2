import LayerLab
import LayerLabPango

/// A renderer that renders with Pango and remembers every request and what came back.
///
/// Why: the clocks must agree on the renders the sessions really make, not on a list someone
/// chose, so the agreement section replays a session and keeps its draws as the sample.
final class CapturingRenderer: LayerRenderer {
  /// One render of the session: what was asked and whether its layout came from the cache.
  struct Capture {
    var request: RenderRequest
    var layoutCacheHit: Bool?
    /// The stages as the session's clock charged them, and what the render produced.
    var stages: [RenderStage]
    var counts: RenderCounts

    /// The host µs of all stages.
    var sessionMicros: Double { stages.reduce(0) { $0 + $1.hostMicros } }
  }

  private let inner = PangoLayerRenderer()
  private(set) var captures: [Capture] = []
  private var calibrating = false
  /// The most renders kept; later ones are rendered but not kept.
  static let limit = 4000

  func render(_ request: RenderRequest) throws(ModelError) -> RenderResult {
    try render(request, timingRuns: 1)
  }

  func render(_ request: RenderRequest, timingRuns: Int) throws(ModelError) -> RenderResult {
    let result = try inner.render(request, timingRuns: timingRuns)
    if captures.count < Self.limit, !calibrating {
      captures.append(
        Capture(
          request: request, layoutCacheHit: result.layoutCacheHit, stages: result.stages,
          counts: result.counts))
    }
    return result
  }

  /// The engine's calibration (the reference workload) goes through here: not kept.
  func withFreshLayouts<T>(_ body: () throws(ModelError) -> T) throws(ModelError) -> T {
    calibrating = true
    defer { calibrating = false }
    return try inner.withFreshLayouts(body)
  }

  func measure(_ label: LabelDrawing, width: Double) -> TextMeasure {
    inner.measure(label, width: width)
  }
}
