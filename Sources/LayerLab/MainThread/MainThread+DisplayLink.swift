/// The display link: a timer on main's run loop in common modes, due at every vsync.
extension MainThread {
  /// The display link's callback: counts a tick (YYFPSLabel) and re-arms at the next vsync.
  func fireDisplayLink() {
    let due = displayLink.due
    let tick = TickRecord(due: due, fired: clock)
    charge(engine.costs.timerFire)
    engine.recording.appendTick(tick)
    engine.log(.displayLink(due: due, late: tick.late))
    displayLink.rearm(at: engine.device.vsyncTime(engine.device.vsyncIndex(after: clock)))
    engine.scrolling.step(in: engine)
  }
}
