/// Statements arriving on main as input events, typed now or scheduled for later.
extension MainThread {
  /// `CFRunLoopWakeUp` from main itself (an observer with work left): the coming sleep
  /// returns at once.
  func requestWake() {
    sleep.requestWake(at: clock)
  }

  /// A statement typed at the prompt, run now (the engine has settled everything before
  /// main's time) as an input event on main.
  ///
  /// The run loop counts it as a handled source0 in its next sources phase (so that turn
  /// polls and skips BeforeWaiting), and a sleeping run loop is woken.
  func receiveTyped(_ command: ViewCommand, loaded: ImageAsset?, text: String, now: Micros) {
    core.catchUp(to: now)
    engine.log(.input(text: text, source: .typed))
    engine.recording.counters.inputs += 1
    let start = clock
    charge(engine.costs.input)
    command.apply(loaded: loaded, in: engine)
    span("input: \(text)", "input", from: start)
    inputs.noteTyped()
    // A source0 signalled after this turn's sources0 comes with CFRunLoopWakeUp: the loop
    // is either asleep or about to sleep, and its sleep returns at once.
    switch runLoop.phase {
    case .portPoll, .beforeWaiting, .sleeping(poll: false):
      sleep.requestWake(at: start)
    default:
      break
    }
  }

  /// A scheduled statement's turn has come, in DoSources0.
  func runScheduledInput(_ input: ScheduledInput) {
    engine.recording.counters.inputs += 1
    charge(engine.costs.input)
    do {
      let loaded = try input.command.check(in: engine)
      engine.log(.input(text: input.text, source: .scheduled))
      input.command.apply(loaded: loaded, in: engine)
    } catch {
      engine.log(.input(text: input.text, source: .failed(error.message)))
    }
  }
}
