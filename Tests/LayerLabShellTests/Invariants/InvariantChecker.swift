@testable import LayerLab

/// The model's own laws, checked after every statement of a session against what the engine
/// holds and what it recorded (issue 26's invariant fuzzer). Incremental: each check reads
/// the events, draws, frames and CPU slices recorded since the last one, so a long session
/// costs time in proportion to its records, not their square.
///
/// The laws, as the model states them:
/// - **Outcomes** (`DrawRecord`, `DrawOutcomes`): every draw ends in exactly one outcome —
///   once ended its outcome never changes, a sync draw ends in the call that began it, none
///   is left without one when the engine is idle, and `trace.outcomes` counts exactly the
///   records' outcomes.
/// - **Sentinels** (`Layer.sentinel`, YYAsyncLayer): never decrease — per layer object, in
///   the `sentinel` events logged for a layer name, and from a draw's capture to its end.
/// - **Cancelled draws** never set contents: no `contentsSet` event names one, no layer
///   holds one's bitmap; a committed draw sets contents exactly once.
/// - **Frames** (`FramePipeline`, `RenderServer`): a commit is rendered from its deadline,
///   the first vsync at or after it, and shown no earlier than `buffers − 1` vsyncs later
///   (one under double buffering, two under triple); so a vsync never shows a commit made
///   less than one interval before it, the screen never goes back to an older commit, and
///   never shows a commit not yet made or one folded into a later one.
/// - **Cores** (`CPUScheduler`, `CorePlanner`): a core is held by one thread at a time and
///   a thread holds one core at a time, so core time never exceeds cores × elapsed.
/// - **Counters** (`Counters`, `SessionTally`): equal the events they count, at the end of
///   every statement and in the tally every vsync keeps (`FrameRecord.tally`).
final class InvariantChecker {
  /// What was broken, one line each.
  private(set) var violations: [String] = []
  /// Checks run (one per statement).
  private(set) var checks = 0

  var engine: Engine?
  // Events
  var eventCursor = 1
  var eventsLost = false
  var counted = Counted()
  var lastTurnStamp = 0
  var sentinels: [String: Int] = [:]
  var contentsSets: [Int: Int] = [:]
  var commitTimes: [Int: (time: Micros, device: DeviceProfile?)] = [:]
  var vsyncsSeen = 0
  // Draws
  var drawCursor = 1
  var ended: [Int: String] = [:]
  var endedCounts: [String: Int] = [:]
  var open: Set<Int> = []
  // Layers
  var layerSentinels: [ObjectIdentifier: (layer: Layer, sentinel: Int)] = [:]
  // Frames
  var framesChecked = 0
  var lastShows = 0
  /// When the last frame (of a commit or an animation) appeared.
  var lastAppeared: Micros = 0
  // Cores
  var slicesChecked = 0
  var coreFree: [String: Micros] = [:]
  var threadFree: [String: Micros] = [:]
  var coreTime: Micros = 0
  var capacity: Micros = 0
  var lastNow: Micros = 0

  /// The running counts of the events counters summarise.
  struct Counted: Equatable {
    var commits = 0
    var layouts = 0
    var transactionsCommitted = 0
    var transactionsCoalesced = 0
    var transactionsPerformed = 0
    var inputs = 0
    var layoutCacheHits = 0
    var layoutCacheMisses = 0
    var turns = 0
    var skipped = 0
  }

  /// The device before the statement about to run: commits it makes are on that grid (a
  /// `device` statement makes none, so before and after agree whenever a commit is made).
  var deviceBefore: DeviceProfile?

  func willRun(_ engine: Engine) {
    if self.engine !== engine { adopt(engine) }
    deviceBefore = engine.device
  }

  /// Checks everything recorded since the last call; `statement` names the culprit.
  func check(_ engine: Engine, after statement: String) {
    if self.engine !== engine { adopt(engine) }
    checks += 1
    let sameDevice =
      deviceBefore.map {
        $0.name == engine.device.name
          && $0.refreshRate == engine.device.refreshRate
      } ?? true
    readEvents(engine, device: sameDevice ? engine.device : nil, statement)
    checkDraws(engine, statement)
    checkLayers(engine, statement)
    checkFrames(engine, statement)
    checkCores(engine, statement)
    checkCounters(engine, statement)
  }

  private func adopt(_ engine: Engine) {
    self.engine = engine
    eventCursor = 1
    eventsLost = false
    counted = Counted()
    lastTurnStamp = 0
    sentinels = [:]
    contentsSets = [:]
    commitTimes = [:]
    vsyncsSeen = 0
    drawCursor = 1
    ended = [:]
    endedCounts = [:]
    open = []
    layerSentinels = [:]
    framesChecked = 0
    lastShows = 0
    lastAppeared = 0
    slicesChecked = 0
    coreFree = [:]
    threadFree = [:]
    coreTime = 0
    capacity = 0
    lastNow = engine.now
  }

  func fail(_ statement: String, _ law: String, _ detail: String) {
    violations.append("after '\(statement)': \(law): \(detail)")
  }

  // MARK: - Events

  private func readEvents(_ engine: Engine, device: DeviceProfile?, _ statement: String) {
    let new = engine.recording.events(since: eventCursor)
    if let first = new.first, first.seq != eventCursor { eventsLost = true }
    if engine.recording.droppedEvents > 0 { eventsLost = true }
    for event in new {
      eventCursor = event.seq + 1
      if event.turn < lastTurnStamp {
        fail(
          statement, "turns", "event \(event.seq) stamped turn \(event.turn) after \(lastTurnStamp)"
        )
      }
      lastTurnStamp = event.turn
      switch event.payload {
      // Once the trace has dropped events (a session of hours: issue 44's extreme prices), a
      // count from the records kept starts where they start; it is compared only before.
      case .activity(let activity, _, _) where activity == .beforeTimers:
        counted.turns += 1
        if eventsLost {
          counted.turns = event.turn
        } else if event.turn != counted.turns {
          fail(
            statement, "counters", "BeforeTimers of turn \(event.turn) is the \(counted.turns)th")
        }
      case .commit(let number, _):
        counted.commits += 1
        if eventsLost {
          counted.commits = number
        } else if number != counted.commits {
          fail(statement, "counters", "commit \(number) logged as the \(counted.commits)th")
        }
        commitTimes[number] = (event.time, device)
      case .layoutSubviews: counted.layouts += 1
      case .transaction(_, let step):
        switch step {
        case .committed: counted.transactionsCommitted += 1
        case .coalesced: counted.transactionsCoalesced += 1
        case .performed: counted.transactionsPerformed += 1
        }
      case .input: counted.inputs += 1
      case .layoutCache(let hit):
        if hit { counted.layoutCacheHits += 1 } else { counted.layoutCacheMisses += 1 }
      case .skip: counted.skipped += 1
      case .sentinel(_, let value):
        if let last = sentinels[event.layer], value <= last {
          fail(statement, "sentinel", "'\(event.layer)' went from \(last) to \(value)")
        }
        sentinels[event.layer] = value
      case .contentsSet(let draw, _, _):
        contentsSets[draw, default: 0] += 1
        if let key = ended[draw], key.hasPrefix("cancelled") {
          fail(statement, "cancelled draw", "draw \(draw) (\(key)) set contents afterwards")
        }
      case .vsync(let index, _, _, _, _):
        checkTally(engine, vsync: index, statement)
      default: break
      }
    }
  }

  /// At a vsync, the tally its frame keeps equals the events logged before it.
  private func checkTally(_ engine: Engine, vsync index: Int64, _ statement: String) {
    vsyncsSeen += 1
    let server = engine.recording
    let position = vsyncsSeen - 1 - server.droppedFrames
    guard !eventsLost, server.frames.indices.contains(position) else { return }
    let frame = server.frames[position]
    guard frame.index == index else {
      fail(statement, "frames", "vsync \(index) logged, frame record says \(frame.index)")
      return
    }
    let tally = frame.tally
    var fromTally = Counted()
    fromTally.commits = tally.commits
    fromTally.layouts = tally.counters.layouts
    fromTally.transactionsCommitted = tally.counters.transactionsCommitted
    fromTally.transactionsCoalesced = tally.counters.transactionsCoalesced
    fromTally.transactionsPerformed = tally.counters.transactionsPerformed
    fromTally.inputs = tally.counters.inputs
    fromTally.layoutCacheHits = tally.counters.layoutCacheHits
    fromTally.layoutCacheMisses = tally.counters.layoutCacheMisses
    fromTally.skipped = tally.rowsSkipped
    var events = counted
    // The turn is counted when it begins; its BeforeTimers may come after this vsync.
    fromTally.turns = 0
    events.turns = 0
    if fromTally != events {
      fail(statement, "counters", "vsync \(index) tally \(fromTally) but events \(events)")
    }
    if tally.turns != counted.turns, tally.turns != counted.turns + 1 {
      fail(
        statement, "counters", "vsync \(index) tally \(tally.turns) turns, events \(counted.turns)")
    }
  }
}
