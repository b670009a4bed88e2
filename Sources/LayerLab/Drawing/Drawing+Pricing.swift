/// Turning a real render into virtual time.
extension Drawing {
  /// Renders behind each `clock measured` cost: the fastest of six. One timing inside a
  /// session carries the host's cache state — on the development host a render among the
  /// engine's other work took 1.3–2.3× the same render repeated (`layerlab-bench
  /// --agreement`), depending on what ran between — which is the host's, not the phone's;
  /// the fastest of a few repeats is stable, and is how the reference workload is timed.
  /// Six, not three: with three, one-line labels still read ~1.5× their repeated cost
  /// (title labels 70–88 µs against ~52); with six, 52–65 µs. A choice, measured, not a
  /// property of any phone.
  static let measuredTimingRuns = 6

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
  func contents(from result: RenderResult, request: RenderRequest, draw: Int) -> Contents {
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
    return contents
  }
}
