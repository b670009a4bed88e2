import Testing

@testable import LayerLab

/// The small types `MainThread` is composed of, each on its own: what each one owns and the
/// rule it keeps (the run loop's behaviour as a whole is in `RunLoopTests`).
@Suite struct MainThreadPartsTests {
  /// `__CFRunLoopRun`'s didDispatchPortLastTime: right after a drain the early poll is
  /// skipped once, so BeforeWaiting runs between two drains; the turn after polls again.
  @Test func theMainQueueSkipsOneEarlyPollAfterADrain() {
    var queue = MainQueue()
    queue.post(MainBlock(action: .imageLoaded("a"), availableAt: 10))
    let early = queue.pollsEarly(at: 5)
    #expect(!early, "not visible yet")
    let polled = queue.pollsEarly(at: 10)
    #expect(polled)
    let drained = queue.drain(at: 10)
    #expect(drained.count == 1 && queue.isEmpty)
    queue.post(MainBlock(action: .imageLoaded("b"), availableAt: 12))
    let skipped = queue.pollsEarly(at: 20)
    #expect(!skipped, "skipped right after the drain")
    let next = queue.pollsEarly(at: 20)
    #expect(next, "and polled the turn after")
    #expect(queue.firstAvailable(before: 12) == nil && queue.firstAvailable(before: 13) == 12)
  }

  /// Equal (target, selector) pairs coalesce until the observer takes the set.
  @Test func aTaskSetCoalescesUntilTaken() {
    var set = TaskSet()
    let added = [
      set.add(target: "t", selector: "redraw"), set.add(target: "t", selector: "redraw"),
      set.add(target: "u", selector: "redraw"),
    ]
    #expect(added == [true, false, true])
    let taken = set.takeAll()
    #expect(taken.map(\.target) == ["t", "u"] && set.isEmpty)
    let again = set.add(target: "t", selector: "redraw")
    #expect(again, "a taken set starts afresh")
  }

  /// Scheduled statements run in time order, ties in scheduling order; DoSources0 counts the
  /// typed ones with the due ones and forgets them.
  @Test func inputSourcesHandOutDueStatementsInOrder() {
    var inputs = InputSources()
    let command = ViewCommand.call(view: "v", method: "m")
    inputs.schedule(at: 30, command, text: "late")
    inputs.schedule(at: 10, command, text: "first")
    inputs.schedule(at: 10, command, text: "second")
    inputs.noteTyped()
    let (handled, due) = inputs.takeSources0(at: 10)
    #expect(handled == 3 && due.map(\.text) == ["first", "second"])
    let later = inputs.takeSources0(at: 10)
    #expect(later.handled == 0, "typed inputs are counted once")
    #expect(inputs.nextScheduledTime == 30 && inputs.scheduledCount == 1)
  }

  /// The implicit transaction numbers its commits and closes on each.
  @Test func theImplicitTransactionClosesOnCommit() {
    var transaction = ImplicitTransaction()
    transaction.open()
    #expect(transaction.isOpen)
    let first = transaction.commit()
    #expect(first == 1 && !transaction.isOpen)
    let second = transaction.commit()
    #expect(second == 2 && transaction.commits == 2)
  }

  /// A run loop's stop point completes only once its queued work has drained.
  @Test func aStopPointCompletesWhenItsWorkDrains() {
    var loop = MainRunLoop()
    loop.append(.notify(.entry))
    loop.expectStop("Entry")
    let whileQueued = loop.completeDrainedStop()
    #expect(whileQueued == nil)
    _ = loop.nextWork()
    let drained = loop.completeDrainedStop()
    #expect(drained == "Entry" && loop.stopsCompleted == 1)
    let again = loop.completeDrainedStop()
    #expect(again == nil, "a stop completes once")
  }
}
