/// A table's scrolling, as UIScrollView does it: the gesture of the moment — a drag under the
/// finger, a deceleration after it lifts, an animated scroll to the top — checked and started
/// by the table's scrolling calls, advanced at each display-link tick, and told to the
/// strategy at UIScrollView's moments (`hitTest`, `willBeginDragging`, `willEndDragging`,
/// scroll-to-top).
///
/// It owns the motion; the table owns the offset, which also moves without a gesture (a jump,
/// a reload, heights measured above the viewport), and the strategy, which hears the hooks.
public final class TableScroll {
  /// The gesture moving the table now, nil when it is still.
  public private(set) var motion: ScrollMotion?
  /// UIScrollView's `bounces`, true by default (Apple's documentation): past an edge a drag is
  /// rubber-banded and a fling overshoots and springs back (``EdgeSpring``).
  public internal(set) var bounces = true

  init() {}

  /// What the scroll view is doing, in UIScrollView's words.
  public var state: String {
    switch motion {
    case .dragging: "dragging"
    case .decelerating: "decelerating"
    case .animating: "animating"
    case nil: "idle"
    }
  }

  /// Checks a scrolling method against `table`'s state of the moment.
  func check(_ call: TableCall, on table: TableView, in engine: Engine) throws(ModelError) {
    let lifts: Bool
    switch call {
    case .fling, .reloadData: lifts = true
    default: lifts = false
    }
    if case .dragging(let drag) = motion, !lifts, drag.end > engine.mainTime {
      throw ModelError(
        "table '\(table.name)' is being dragged for \(Rect.format(Double(drag.end - engine.mainTime) / 1000)) ms "
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
      guard (0..<table.rowCount).contains(row) else {
        throw ModelError(
          "row \(row) is out of range; table '\(table.name)' has rows 0-\(table.rowCount - 1)")
      }
    case .reloadData:
      try table.heights.checkNodeLayoutRoom(of: table)
    case .scrollToTop, .tap:
      break
    }
  }

  /// Runs a checked scrolling method on `table`, on main.
  func perform(_ call: TableCall, on table: TableView, in engine: Engine) {
    engine.main.charge(engine.costs.table.scrollStep)
    // A drag whose time is up lifts before the next gesture starts; a fling during a drag is
    // the finger lifting with that velocity where it is now.
    if case .dragging(let drag) = motion, call != .reloadData {
      table.contentOffset = drag.offset(at: min(drag.end, engine.main.clock))
      engine.main.setNeedsLayout(table)
      if case .fling = call {
        motion = nil
        engine.log(.lift(offset: table.contentOffset, moving: true), layer: table.name)
      } else {
        finish(.dragging(drag), of: table, in: engine)
      }
    }
    // A repeated run varies each gesture's strength and the clock it finds (`GestureVariation`;
    // 1 and as modelled otherwise).
    let (strength, warmth) = call.isGesture ? engine.scrolling.nextGesture() : (1, nil)
    // iOS 12+: a scroll beginning is announced to the CPU's performance controller.
    if call.isGesture { engine.drawing.cores.hintBurst(at: engine.main.clock, warmth: warmth) }
    switch call {
    case .drag(let dy, let duration):
      let dy = dy * strength
      touchDown(table, in: engine)
      table.scrollListener?.scrolled(.willBeginDragging, table: table, engine: engine)
      let drag = DragMotion(
        from: table.contentOffset, distance: -dy, start: engine.main.clock, duration: duration,
        bounds: table.scrollBounds, rubberBand: bounces ? table.frame.height : 0)
      motion = .dragging(drag)
      engine.log(.drag(dy: dy, duration: duration), layer: table.name)
    case .fling(let velocity):
      let velocity = velocity * strength
      var running = 0.0
      if case .decelerating(let deceleration) = motion {
        running = deceleration.velocity(at: engine.main.clock)
      }
      touchDown(table, in: engine)
      table.scrollListener?.scrolled(.willBeginDragging, table: table, engine: engine)
      fling(
        table, velocity: MomentumCarry.velocity(lifting: -velocity, existing: running),
        in: engine)
    case .scrollTo(let row):
      stop(table, why: "scrollTo", in: engine)
      table.setContentOffset(table.geometry.top(of: row), in: engine)
    case .scrollToTop:
      scrollToTop(table, in: engine)
    case .tap:
      touchDown(table, in: engine)
    case .reloadData:
      table.reloadData(in: engine)
    }
  }

  /// The table's content size changed (estimated heights measured): a drag or a fling in
  /// flight goes on against the new bounds from `time`, instead of stopping at the edge the
  /// content had when it began.
  func contentChanged(_ table: TableView, at time: Micros) {
    motion = motion?.rebounded(to: table.scrollBounds, at: time)
  }

  /// At each display-link tick a moving table takes the offset for this moment and is
  /// marked for layout, so rows entering the viewport are configured in this frame's commit.
  func step(_ table: TableView, in engine: Engine) {
    guard let motion else { return }
    // UIKit keeps offsets on device pixels.
    let scale = engine.device.scale
    let offset = (motion.offset(at: engine.main.clock) * scale).rounded() / scale
    engine.main.charge(engine.costs.table.scrollStep)
    if offset != table.contentOffset {
      table.contentOffset = offset
      table.tally.scrollSteps += 1
      engine.main.setNeedsLayout(table)
    }
    if engine.main.clock >= motion.end { finish(motion, of: table, in: engine) }
  }

  /// A finger touching the table: it stops a deceleration, and the strategy hears of it
  /// (VVebo's `hitTest` draws every visible cell: how blank cells fill after a fling).
  private func touchDown(_ table: TableView, in engine: Engine) {
    if case .decelerating = motion { stop(table, why: "touch", in: engine) }
    table.scrollListener?.scrolled(.touchDown, table: table, engine: engine)
    // A touch also stops an animated scroll (scroll-to-top) where it is, as it stops a
    // deceleration; it lands after the hit test, which VVebo's hook stands for, so VVebo
    // still sees its scroll-to-top flag there.
    if case .animating = motion { stop(table, why: "touch", in: engine) }
    springBack(table, in: engine)
  }

  /// An offset left past an edge (a touch stopped a bounce, a drag lifted still while
  /// rubber-banded) springs back to it from where it is (``EdgeSpring``).
  private func springBack(_ table: TableView, in engine: Engine) {
    guard bounces, motion == nil, !table.scrollBounds.contains(table.contentOffset) else {
      return
    }
    let spring = Deceleration(
      from: table.contentOffset, velocity: 0, start: engine.main.clock,
      bounds: table.scrollBounds)
    if spring.end > spring.start { motion = .decelerating(spring) }
  }

  /// The finger lifts at `velocity` (content points per second, positive = offset grows):
  /// `scrollViewWillEndDragging` sees where the deceleration will stop; the strategy may pick
  /// the rows it will draw on the way (VVebo's).
  private func fling(_ table: TableView, velocity: Double, in engine: Engine) {
    let deceleration = Deceleration(
      from: table.contentOffset, velocity: velocity, start: engine.main.clock,
      bounds: table.scrollBounds, bounces: bounces)
    let target = deceleration.target
    let loads = table.scrollListener?.rowsToLoad(
      flingingTo: target, velocity: velocity, table: table)
    engine.log(
      .fling(
        target: target, row: table.geometry.row(at: target),
        duration: deceleration.end - deceleration.start, needLoad: loads),
      layer: table.name)
    motion = deceleration.end > deceleration.start ? .decelerating(deceleration) : nil
  }

  /// `scrollsToTop` (VVebo's `scrollToToping` blanks every cell configured on the way up).
  private func scrollToTop(_ table: TableView, in engine: Engine) {
    stop(table, why: "scrollToTop", in: engine)
    table.scrollListener?.scrolled(.scrollToTopBegan, table: table, engine: engine)
    let animation = ScrollAnimation(from: table.contentOffset, to: 0, start: engine.main.clock)
    motion = .animating(animation)
    engine.log(.scrollToTop(duration: animation.end - animation.start), layer: table.name)
  }

  private func stop(_ table: TableView, why: String, in engine: Engine) {
    guard let stopped = motion else { return }
    motion = nil
    if case .animating = stopped {
      table.scrollListener?.scrolled(.scrollToTopStopped, table: table, engine: engine)
    }
    engine.log(.stop(.stopped(by: why, motion: Self.noun(stopped))), layer: table.name)
  }

  /// The stopped motion as the event log names it.
  private static func noun(_ motion: ScrollMotion) -> String {
    switch motion {
    case .dragging: "drag"
    case .decelerating: "deceleration"
    case .animating: "animation"
    }
  }

  /// A motion reaching its end: a drag's finger lifts still; a deceleration stops (VVebo has
  /// no hook there, so blank cells stay blank); scroll-to-top ends (VVebo's `loadContent`).
  private func finish(_ finished: ScrollMotion, of table: TableView, in engine: Engine) {
    motion = nil
    switch finished {
    case .dragging:
      engine.log(.lift(offset: table.contentOffset, moving: false), layer: table.name)
      springBack(table, in: engine)
    case .decelerating:
      engine.log(.stop(.decelerationEnded(offset: table.contentOffset)), layer: table.name)
    case .animating:
      engine.log(.stop(.scrollToTopEnded), layer: table.name)
      table.scrollListener?.scrolled(.scrollToTopEnded, table: table, engine: engine)
    }
  }
}
