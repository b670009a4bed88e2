/// Statements arriving on main as input events, typed now or scheduled for later.
extension Engine {
  /// An effect to apply on main, returned by a check that has already passed.
  public typealias Effect = (Engine) -> Void
  /// Checks a statement against the current state; throws before changing anything.
  public typealias Prepare = (Engine) throws(ModelError) -> Effect

  /// Runs a statement typed at the prompt, now, as an input event on main.
  ///
  /// `prepare` runs first and may throw; only when it passes does anything happen, so a bad
  /// statement leaves the state exactly as it was. The run loop counts the input as a
  /// handled source0 in its next sources phase (so that turn polls and skips BeforeWaiting),
  /// and a sleeping run loop is woken.
  public func input(_ text: String, _ prepare: Prepare) throws(ModelError) {
    let effect = try prepare(self)
    _ = settle(.reached)
    mainClock = max(now, mainFreeAt)
    now = mainClock
    log(.input, text, detail: "typed")
    counters.inputs += 1
    let start = now
    charge(costs.input)
    effect(self)
    span("input: \(text)", "input", from: start)
    mainFreeAt = mainClock
    typedInputs += 1
    // A source0 signalled after this turn's sources0 comes with CFRunLoopWakeUp: the loop
    // is either asleep or about to sleep, and its sleep returns at once.
    switch phase {
    case .portPoll, .beforeWaiting, .sleeping(poll: false):
      if wakeRequestedAt == nil { wakeRequestedAt = start }
    default:
      break
    }
  }

  /// Schedules a statement as an input event `delay` from now (`after`, `repeat … every`).
  ///
  /// It is checked now, so an obviously bad statement is refused at once, and checked again
  /// when it runs, against the state of that moment.
  @discardableResult
  public func schedule(after delay: Micros, _ text: String, _ prepare: @escaping Prepare)
    throws(ModelError) -> Micros
  {
    guard delay >= 0 else { throw ModelError("a delay cannot be negative") }
    guard scheduled.count < Engine.maxScheduled else {
      throw ModelError(
        "too many scheduled inputs (at most \(Engine.maxScheduled)); run some time first")
    }
    _ = try prepare(self)
    let base = max(now, mainFreeAt)
    let (time, overflow) = base.addingReportingOverflow(delay)
    guard !overflow else { throw ModelError("a delay that long overflows the clock") }
    let input = ScheduledInput(time: time, seq: nextScheduledSeq, text: text, prepare: prepare)
    nextScheduledSeq += 1
    let index = scheduled.firstIndex { $0.time > time } ?? scheduled.count
    scheduled.insert(input, at: index)
    return time
  }

  /// How many scheduled inputs are waiting.
  public var scheduledCount: Int { scheduled.count }

  /// A scheduled statement's turn has come, in DoSources0.
  func runScheduledInput(_ input: ScheduledInput) {
    counters.inputs += 1
    charge(costs.input)
    do {
      let effect = try input.prepare(self)
      log(.input, input.text, detail: "scheduled")
      effect(self)
    } catch {
      log(.input, input.text, detail: "error: " + error.message)
    }
  }

  // MARK: - YYTransaction

  /// `[[YYTransaction transactionWithTarget:selector:] commit]`: one entry per pair per turn.
  func commitTransaction(target: String, selector: String) {
    let inserted = taskSet.append(TaskKey(target: target, selector: selector)).inserted
    if inserted {
      counters.transactionsCommitted += 1
    } else {
      counters.transactionsCoalesced += 1
    }
    log(.transaction, selector, layer: target, detail: inserted ? "committed" : "coalesced")
  }

  /// The observer at 0xFFFFFF performs one entry: for a label, the deferred redraw.
  func performTransactionEntry(_ key: TaskKey) {
    charge(costs.transactionEntry)
    counters.transactionsPerformed += 1
    log(.transaction, key.selector, layer: key.target, detail: "performed")
    guard let label = views[key.target] as? LabelView else { return }
    clearBeforeAsyncDisplay(label)
    setNeedsDisplay(label)
  }
}
