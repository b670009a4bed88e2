/// Turning a real render into virtual time: what a draw of a view renders (captured now), the
/// render itself through the session's renderer, each stage priced by the clock mode
/// (`clock model`'s formulas, `clock measured`'s host timings at the learned rates), and the
/// contents it makes.
///
/// The same for a draw on main and one on a render queue; it owns no state, only what it asks
/// of the world (the renderer, the clock mode, the device's prices).
struct RenderPricer {
  let context: ProcessContext

  /// A render with its stages priced in virtual microseconds.
  struct TimedRender {
    var result: RenderResult?
    /// Virtual cost of each stage, in the order they ran.
    var stageCosts: [(kind: RenderStage.Kind, cost: Micros)]

    /// Everything up to the end of drawing (context, layout, passes): C2 comes after it.
    var beforeImage: Micros {
      stageCosts.filter { $0.kind != .image }.reduce(0) { $0 + $1.cost }
    }

    /// Taking the image out of the context: C3 comes after it.
    var image: Micros {
      stageCosts.filter { $0.kind == .image }.reduce(0) { $0 + $1.cost }
    }
  }

  /// Renders for real and prices each stage by the current clock mode; says on `thread`
  /// whether the text layout came from the cache.
  func renderTimed(
    _ request: RenderRequest, layer: String, thread: String, at time: Micros, draw: Int
  ) -> TimedRender {
    let result: RenderResult
    do {
      result = try context.renderer.render(
        request, timingRuns: context.clockMode == .measured ? Drawing.measuredTimingRuns : 1)
    } catch {
      context.log(
        .renderFailed(error.message), layer: layer, thread: thread, at: time, draw: draw)
      return TimedRender(result: nil, stageCosts: [])
    }
    if let hit = result.layoutCacheHit {
      if hit {
        context.recording.counters.layoutCacheHits += 1
      } else {
        context.recording.counters.layoutCacheMisses += 1
      }
      context.log(.layoutCache(hit: hit), layer: layer, thread: thread, at: time, draw: draw)
    }
    let costs = result.stages.map { stage in
      (kind: stage.kind, cost: cost(of: stage, in: result))
    }
    return TimedRender(result: result, stageCosts: costs)
  }

  /// A cached layout costs nothing to lay out in the model: a hit pays for the raster only.
  private func cost(of stage: RenderStage, in result: RenderResult) -> Micros {
    switch context.clockMode {
    case .model:
      if stage.kind == .layout, result.layoutCacheHit == true { return 0 }
      return context.costs.modelCost(
        of: stage.kind, counts: result.counts, speedFactor: context.speedFactor)
    case .measured:
      // The host's time in the model's units, by this kind of work's own rate, then the
      // device's factor as `clock model` applies it; one rate for all when none was learned.
      guard let rates = context.stageRates else {
        return context.costs.measuredCost(
          hostMicros: stage.hostMicros, speedFactor: context.speedFactor)
      }
      return context.costs.measuredCost(
        hostMicros: stage.hostMicros * rates.rate(stage.kind, counts: result.counts),
        speedFactor: context.slowdown)
    }
  }

  /// A layer's contents from a render: the bitmap and, for labels, where each highlight went.
  static func contents(from result: RenderResult, request: RenderRequest, draw: Int) -> Contents {
    var tappable: [(highlight: Highlight, rects: [Rect])] = []
    if case .label(let label) = request.content {
      for (index, highlight) in label.highlights.enumerated() {
        let rects =
          result.highlightRects.indices.contains(index) ? result.highlightRects[index] : []
        tappable.append((highlight, rects))
      }
    }
    var contents = Contents(
      bitmap: result.bitmap, draw: draw, tappable: tappable, opaque: request.opaque)
    if case .image(let image) = request.content, image.image == nil {
      contents.placeholder = true
    }
    if case .decode(let decoding) = request.content { contents.decoding = decoding }
    return contents
  }

  /// What a draw of `view` renders (`content`, else its `drawContent()`), captured now; nil for
  /// a view that draws nothing.
  func request(for view: any View, content: DrawContent? = nil) -> RenderRequest? {
    guard let content = content ?? view.drawContent() else { return nil }
    let layer = view.layer
    return RenderRequest(
      width: layer.frame.width, height: layer.frame.height, scale: context.device.scale,
      opaque: layer.opaque, background: layer.capturedBackground, content: content)
  }

  static func stageName(_ kind: RenderStage.Kind) -> String {
    switch kind {
    case .context: "context"
    case .layout: "layout"
    case .pass(let name): name
    case .image: "image"
    }
  }
}
