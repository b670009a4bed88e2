/// Scrolling a table: touches, the motion advanced at each display-link tick, and VVebo's
/// hooks (`hitTest`, `willBeginDragging`, `willEndDragging`, the end of scroll-to-top).
extension Engine {
  /// Every table, in creation order.
  public var tables: [TableView] { views.values.compactMap { $0 as? TableView } }

  /// True while a table is dragged or decelerating: the run loop is in `tracking` mode.
  var isTracking: Bool { tables.contains { $0.motion?.isTracking == true } }

  /// Checks a table method and returns its effect.
  public func prepareTableCall(_ table: TableView, _ call: TableCall) throws(ModelError)
    -> Effect
  {
    let lifts: Bool
    switch call {
    case .fling, .reloadData: lifts = true
    default: lifts = false
    }
    if case .dragging(let drag) = table.motion, !lifts, drag.end > mainTime {
      throw ModelError(
        "table '\(table.name)' is being dragged for \(Rect.format(Double(drag.end - mainTime) / 1000)) ms "
          + "more (one finger at a time); 'run' until it lifts, or fling() to lift it moving")
    }
    switch call {
    case .drag(let dy, let duration):
      guard dy.isFinite, abs(dy) <= TableCall.maxDistance else {
        throw ModelError("drag dy must be within ±\(Int(TableCall.maxDistance)) pt")
      }
      guard (1...TableCall.maxDuration).contains(duration) else {
        throw ModelError("a drag lasts 1us to 60s; give duration: like 300ms")
      }
    case .fling(let velocity):
      guard velocity.isFinite, abs(velocity) <= TableCall.maxVelocity else {
        throw ModelError("fling velocity must be within ±\(Int(TableCall.maxVelocity)) pt/s")
      }
    case .scrollTo(let row):
      guard table.posts.indices.contains(row) else {
        throw ModelError(
          "row \(row) is out of range; table '\(table.name)' has rows 0-\(table.posts.count - 1)")
      }
    case .scrollToTop, .tap, .reloadData:
      break
    }
    return { engine in engine.perform(call, on: table) }
  }

  private func perform(_ call: TableCall, on table: TableView) {
    main.charge(costs.scrollStep)
    // A drag whose time is up lifts before the next gesture starts; a fling during a drag is
    // the finger lifting with that velocity where it is now.
    if case .dragging(let drag) = table.motion, call != .reloadData {
      table.contentOffset = drag.offset(at: min(drag.end, main.clock))
      main.setNeedsLayout(table)
      if case .fling = call {
        table.motion = nil
        let at = Rect.format(table.contentOffset.rounded())
        log(.input, "lift", layer: table.name, detail: "drag ends at offset \(at) pt, moving")
      } else {
        finishMotion(table, .dragging(drag))
      }
    }
    switch call {
    case .drag(let dy, let duration):
      touchDown(table)
      beginDragging(table)
      let drag = DragMotion(
        from: table.contentOffset, distance: -dy, start: main.clock, duration: duration,
        bounds: bounds(of: table))
      table.motion = .dragging(drag)
      log(
        .input, "drag", layer: table.name, detail: "finger \(Rect.format(dy)) pt over \(duration)us"
      )
    case .fling(let velocity):
      touchDown(table)
      beginDragging(table)
      fling(table, velocity: -velocity)
    case .scrollTo(let row):
      stopMotion(table, why: "scrollTo")
      setContentOffset(table, table.geometry.top(of: row))
    case .scrollToTop:
      scrollToTop(table)
    case .tap:
      touchDown(table)
    case .reloadData:
      reloadHeights(table)
      let limit = table.geometry.maxOffset(viewport: table.frame.height)
      if table.contentOffset > limit { table.contentOffset = limit }
      log(.layout, "reloadData", layer: table.name, detail: "\(table.posts.count) rows")
      reconfigureVisible(table)
    }
  }

  /// The offsets a table can scroll to.
  func bounds(of table: TableView) -> ClosedRange<Double> {
    0...table.geometry.maxOffset(viewport: table.frame.height)
  }

  /// A finger touching the table: it stops a deceleration, and VVebo's `hitTest` empties
  /// needLoad and draws every visible cell (how blank cells fill after a fling).
  private func touchDown(_ table: TableView) {
    if case .decelerating = table.motion { stopMotion(table, why: "touch") }
    guard table.strategy == .vvebo, !table.scrollingToTop else { return }
    table.needLoad = []
    loadContent(table)
  }

  /// `scrollViewWillBeginDragging`: VVebo forgets the last fling's rows.
  private func beginDragging(_ table: TableView) {
    table.needLoad = []
  }

  /// The finger lifts at `velocity` (content points per second, positive = offset grows):
  /// `scrollViewWillEndDragging` sees where the deceleration will stop; VVebo picks its rows.
  private func fling(_ table: TableView, velocity: Double) {
    let deceleration = Deceleration(
      from: table.contentOffset, velocity: velocity, start: main.clock, bounds: bounds(of: table))
    let target = deceleration.target
    let first = table.geometry.rows(in: table.contentOffset, height: table.frame.height).first
    var detail = "target offset \(Rect.format(target.rounded())) pt"
    if let row = table.geometry.row(at: target) { detail += " (row \(row))" }
    detail += ", stops after \((deceleration.end - deceleration.start) / 1000) ms"
    if table.strategy == .vvebo, let first,
      let rows = VVeboSkipRule.rowsToLoad(
        geometry: table.geometry, firstVisible: first, targetOffset: target,
        viewportHeight: table.frame.height, velocity: velocity)
    {
      table.needLoad += rows
      detail += "; needLoad \(TableView.span(rows.sorted()))"
    }
    log(.input, "fling", layer: table.name, detail: detail)
    table.motion = deceleration.end > deceleration.start ? .decelerating(deceleration) : nil
  }

  /// `scrollsToTop`: VVebo's `scrollToToping` blanks every cell configured on the way up.
  private func scrollToTop(_ table: TableView) {
    stopMotion(table, why: "scrollToTop")
    if table.strategy == .vvebo { table.scrollingToTop = true }
    let animation = ScrollAnimation(from: table.contentOffset, to: 0, start: main.clock)
    table.motion = .animating(animation)
    log(
      .input, "scrollToTop", layer: table.name,
      detail: "animating for \((animation.end - animation.start) / 1000) ms")
  }

  /// Jumps without animation; the next commit lays the new rows out.
  func setContentOffset(_ table: TableView, _ offset: Double) {
    let clamped = min(max(0, offset), table.geometry.maxOffset(viewport: table.frame.height))
    guard clamped != table.contentOffset else { return }
    table.contentOffset = clamped
    main.setNeedsLayout(table)
  }

  private func stopMotion(_ table: TableView, why: String) {
    guard let motion = table.motion else { return }
    table.motion = nil
    if case .animating = motion { table.scrollingToTop = false }
    log(.input, "stop", layer: table.name, detail: "\(why) stops the \(stateName(motion))")
  }

  private func stateName(_ motion: ScrollMotion) -> String {
    switch motion {
    case .dragging: "drag"
    case .decelerating: "deceleration"
    case .animating: "animation"
    }
  }

  /// At each display-link tick every moving table takes the offset for this moment and is
  /// marked for layout, so rows entering the viewport are configured in this frame's commit.
  func stepScrolling() {
    for table in tables {
      guard let motion = table.motion else { continue }
      // UIKit keeps offsets on device pixels.
      let offset = (motion.offset(at: main.clock) * device.scale).rounded() / device.scale
      main.charge(costs.scrollStep)
      if offset != table.contentOffset {
        table.contentOffset = offset
        table.tally.scrollSteps += 1
        main.setNeedsLayout(table)
      }
      if main.clock >= motion.end { finishMotion(table, motion) }
    }
  }

  /// A motion reaching its end: a drag's finger lifts still; a deceleration stops (VVebo has
  /// no hook there, so blank cells stay blank); scroll-to-top ends with `loadContent`.
  private func finishMotion(_ table: TableView, _ motion: ScrollMotion) {
    table.motion = nil
    let at = "at offset \(Rect.format(table.contentOffset.rounded())) pt"
    switch motion {
    case .dragging:
      log(.input, "lift", layer: table.name, detail: "drag ends \(at), no velocity")
    case .decelerating:
      log(.input, "stop", layer: table.name, detail: "deceleration ends \(at)")
    case .animating:
      log(.input, "stop", layer: table.name, detail: "scroll to top ends")
      table.scrollingToTop = false
      loadContent(table)
    }
  }
}
