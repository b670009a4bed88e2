/// Scrolling a table: touches, the motion advanced at each display-link tick, and the
/// strategy's hooks (`hitTest`, `willBeginDragging`, `willEndDragging`, scroll-to-top).
extension TableView {
  /// Checks a scrolling method against the table's state of the moment.
  func check(_ call: TableCall, in engine: Engine) throws(ModelError) {
    let lifts: Bool
    switch call {
    case .fling, .reloadData: lifts = true
    default: lifts = false
    }
    if case .dragging(let drag) = motion, !lifts, drag.end > engine.mainTime {
      throw ModelError(
        "table '\(name)' is being dragged for \(Rect.format(Double(drag.end - engine.mainTime) / 1000)) ms "
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
      guard (0..<rowCount).contains(row) else {
        throw ModelError(
          "row \(row) is out of range; table '\(name)' has rows 0-\(rowCount - 1)")
      }
    case .reloadData:
      try checkNodeLayoutRoom()
    case .scrollToTop, .tap:
      break
    }
  }

  /// Runs a checked scrolling method on main.
  func perform(_ call: TableCall, in engine: Engine) {
    engine.main.charge(engine.costs.table.scrollStep)
    // A drag whose time is up lifts before the next gesture starts; a fling during a drag is
    // the finger lifting with that velocity where it is now.
    if case .dragging(let drag) = motion, call != .reloadData {
      contentOffset = drag.offset(at: min(drag.end, engine.main.clock))
      engine.main.setNeedsLayout(self)
      if case .fling = call {
        motion = nil
        engine.log(.lift(offset: contentOffset, moving: true), layer: name)
      } else {
        finishMotion(.dragging(drag), in: engine)
      }
    }
    switch call {
    case .drag, .fling:
      // iOS 12+: a scroll beginning is announced to the CPU's performance controller.
      engine.drawing.hintBurst(at: engine.main.clock)
    default:
      break
    }
    switch call {
    case .drag(let dy, let duration):
      touchDown(in: engine)
      beginDragging(in: engine)
      let drag = DragMotion(
        from: contentOffset, distance: -dy, start: engine.main.clock, duration: duration,
        bounds: scrollBounds)
      motion = .dragging(drag)
      engine.log(.drag(dy: dy, duration: duration), layer: name)
    case .fling(let velocity):
      var running = 0.0
      if case .decelerating(let deceleration) = motion {
        running = deceleration.velocity(at: engine.main.clock)
      }
      touchDown(in: engine)
      beginDragging(in: engine)
      fling(velocity: MomentumCarry.velocity(lifting: -velocity, existing: running), in: engine)
    case .scrollTo(let row):
      stopMotion(why: "scrollTo", in: engine)
      setContentOffset(geometry.top(of: row), in: engine)
    case .scrollToTop:
      scrollToTop(in: engine)
    case .tap:
      touchDown(in: engine)
    case .reloadData:
      if laysOutNodesInBackground { return beginNodeLayout(in: engine) }
      reloadHeights(in: engine)
      let limit = geometry.maxOffset(viewport: frame.height)
      if contentOffset > limit { contentOffset = limit }
      engine.log(.reloadData(rows: rowCount), layer: name)
      reconfigureVisible(in: engine)
    }
  }

  /// The offsets the table can scroll to.
  var scrollBounds: ClosedRange<Double> {
    0...geometry.maxOffset(viewport: frame.height)
  }

  /// A finger touching the table: it stops a deceleration, and the strategy hears of it
  /// (VVebo's `hitTest` draws every visible cell: how blank cells fill after a fling).
  private func touchDown(in engine: Engine) {
    if case .decelerating = motion { stopMotion(why: "touch", in: engine) }
    behaviour.scrolled(.touchDown, table: self, engine: engine)
    // A touch also stops an animated scroll (scroll-to-top) where it is, as it stops a
    // deceleration; it lands after the hit test, which VVebo's hook stands for, so VVebo
    // still sees its scroll-to-top flag there.
    if case .animating = motion { stopMotion(why: "touch", in: engine) }
  }

  /// `scrollViewWillBeginDragging` (VVebo forgets the last fling's rows).
  private func beginDragging(in engine: Engine) {
    behaviour.scrolled(.willBeginDragging, table: self, engine: engine)
  }

  /// The finger lifts at `velocity` (content points per second, positive = offset grows):
  /// `scrollViewWillEndDragging` sees where the deceleration will stop; the strategy may pick
  /// the rows it will draw on the way (VVebo's).
  private func fling(velocity: Double, in engine: Engine) {
    let deceleration = Deceleration(
      from: contentOffset, velocity: velocity, start: engine.main.clock, bounds: scrollBounds)
    let target = deceleration.target
    let loads = behaviour.rowsToLoad(flingingTo: target, velocity: velocity, table: self)
    engine.log(
      .fling(
        target: target, row: geometry.row(at: target),
        duration: deceleration.end - deceleration.start, needLoad: loads),
      layer: name)
    motion = deceleration.end > deceleration.start ? .decelerating(deceleration) : nil
  }

  /// `scrollsToTop` (VVebo's `scrollToToping` blanks every cell configured on the way up).
  private func scrollToTop(in engine: Engine) {
    stopMotion(why: "scrollToTop", in: engine)
    behaviour.scrolled(.scrollToTopBegan, table: self, engine: engine)
    let animation = ScrollAnimation(from: contentOffset, to: 0, start: engine.main.clock)
    motion = .animating(animation)
    engine.log(.scrollToTop(duration: animation.end - animation.start), layer: name)
  }

  /// Jumps without animation; the next commit lays the new rows out.
  func setContentOffset(_ offset: Double, in engine: Engine) {
    let clamped = min(max(0, offset), geometry.maxOffset(viewport: frame.height))
    guard clamped != contentOffset else { return }
    contentOffset = clamped
    engine.main.setNeedsLayout(self)
  }

  private func stopMotion(why: String, in engine: Engine) {
    guard let stopped = motion else { return }
    motion = nil
    if case .animating = stopped {
      behaviour.scrolled(.scrollToTopStopped, table: self, engine: engine)
    }
    engine.log(.stop(.stopped(by: why, motion: stateName(stopped))), layer: name)
  }

  private func stateName(_ motion: ScrollMotion) -> String {
    switch motion {
    case .dragging: "drag"
    case .decelerating: "deceleration"
    case .animating: "animation"
    }
  }

  /// A motion reaching its end: a drag's finger lifts still; a deceleration stops (VVebo has
  /// no hook there, so blank cells stay blank); scroll-to-top ends (VVebo's `loadContent`).
  private func finishMotion(_ finished: ScrollMotion, in engine: Engine) {
    motion = nil
    switch finished {
    case .dragging:
      engine.log(.lift(offset: contentOffset, moving: false), layer: name)
    case .decelerating:
      engine.log(.stop(.decelerationEnded(offset: contentOffset)), layer: name)
    case .animating:
      engine.log(.stop(.scrollToTopEnded), layer: name)
      behaviour.scrolled(.scrollToTopEnded, table: self, engine: engine)
    }
  }

  /// At each display-link tick a moving table takes the offset for this moment and is
  /// marked for layout, so rows entering the viewport are configured in this frame's commit.
  func stepScroll(in engine: Engine) {
    guard let motion else { return }
    // UIKit keeps offsets on device pixels.
    let scale = engine.device.scale
    let offset = (motion.offset(at: engine.main.clock) * scale).rounded() / scale
    engine.main.charge(engine.costs.table.scrollStep)
    if offset != contentOffset {
      contentOffset = offset
      tally.scrollSteps += 1
      engine.main.setNeedsLayout(self)
    }
    if engine.main.clock >= motion.end { finishMotion(motion, in: engine) }
  }
}
