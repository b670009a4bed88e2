/// The display link: a timer on main's run loop in common modes, due at every vsync.
extension MainThread {
  /// The most display-link ticks kept (the oldest tenth is dropped past it).
  static let maxTicks = 200_000

  /// The display link's callback: counts a tick (YYFPSLabel) and re-arms at the next vsync.
  func fireDisplayLink() {
    let due = displayLinkDue
    let tick = TickRecord(due: due, fired: clock)
    charge(engine.costs.timerFire)
    if ticks.count >= MainThread.maxTicks { ticks.removeFirst(ticks.count / 10) }
    ticks.append(tick)
    engine.log(.displayLink(due: due, late: tick.late))
    displayLinkDue = engine.device.vsyncTime(engine.device.vsyncIndex(after: clock))
    engine.scrolling.step(in: engine)
  }
}
