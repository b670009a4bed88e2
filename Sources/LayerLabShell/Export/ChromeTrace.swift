import LayerLab
import OrderedCollections

/// A session as a Chrome trace (Trace Event Format, object form), for Perfetto and
/// chrome://tracing.
///
/// One process (pid 1) with one track per simulated thread: `main` (tid 1), `render-server`
/// (tid 2: vsyncs and render prepare), `gpu` (tid 3: render execute), `display` (tid 4: which
/// commit is on screen), each render queue (tid 5…, in order of first use), and one track
/// per core of the device (`cpu P0`, `cpu E2`, …) showing which thread held it. Main's slices
/// are the model's spans; a queue's slices are its draws; instants mark sentinel bumps,
/// cancellations and vsyncs; counters show fps, queue depth and draws in flight; flow arrows
/// follow each async draw from the sentinel bump it captured, through its dispatch and its
/// run on a queue, to the main-queue block that ended it, and each commit from main through
/// render prepare and execute to the frame that showed it.
///
/// It is a pure function of the engine's records: times are the virtual clock's integer
/// microseconds and nothing reads the host clock, so under `clock model` the same statements
/// give the same document, byte for byte.
///
/// Zero-length slices are left out (an observer that did nothing, a draw cancelled at C1
/// before it began): they have no extent to draw, and where one sits on another slice's
/// boundary, readers disagree on whether it is inside. The instants still mark those moments.
struct ChromeTrace {
  /// The document's `otherData`: what produced the trace and under which settings.
  var otherData: [String: ChromeValue]
  /// `traceEvents`: metadata first, then everything else by time.
  var events: [ChromeEvent]
  /// Slices left out because they would have broken the nesting of their track.
  var droppedSlices: Int

  /// Time order; at one time, instants, then slices (outer first), then the flow points at
  /// their starts, and otherwise the order they were built in, so the output never depends
  /// on a sort's whims.
  static func ordered(_ events: [ChromeEvent]) -> [ChromeEvent] {
    events.enumerated().sorted { a, b in
      let (x, y) = (a.element, b.element)
      if x.ts != y.ts { return (x.ts ?? 0) < (y.ts ?? 0) }
      if x.phase.rankAtSameTime != y.phase.rankAtSameTime {
        return x.phase.rankAtSameTime < y.phase.rankAtSameTime
      }
      if x.dur != y.dur { return (x.dur ?? 0) > (y.dur ?? 0) }
      return a.offset < b.offset
    }.map(\.element)
  }
}

extension ChromeTrace {
  /// The trace of everything `engine` has recorded so far.
  init(engine: Engine) {
    var builder = Builder(engine: engine)
    builder.addSlices()
    builder.addInstants()
    builder.addCounters()
    builder.addFlows()
    droppedSlices = builder.droppedSlices
    events = builder.metadata() + ChromeTrace.ordered(builder.events)
    otherData = [
      "tool": .string("layerlab"),
      "device": .string(engine.device.name),
      "clock": .string(engine.clock.rawValue),
      "pool": .string(engine.pool.rawValue),
      "refresh_hz": .int(engine.device.refreshRate),
      "dropped_slices": .int(builder.droppedSlices),
    ]
  }
}

extension ChromeTrace {
  /// The state shared by the parts of the build (slices, marks, flows).
  struct Builder {
    let engine: Engine
    /// Track ids by thread label, in tid order.
    var tracks: OrderedDictionary<String, Int> = [
      "main": 1, "render-server": 2, "gpu": 3, "display": 4,
    ]
    /// Each track's kept slices, for placing flow points.
    var indexes: [Int: SliceIndex] = [:]
    var events: [ChromeEvent] = []
    var droppedSlices = 0

    /// Names the render queues in order of first appearance in the draw records, then any
    /// other thread the event log mentions (a queue whose draws were trimmed from the trace).
    init(engine: Engine) {
      self.engine = engine
      for draw in engine.recording.draws where draw.mode == .async && !draw.queue.isEmpty {
        track(draw.queue)
      }
      for event in engine.recording.events { track(event.thread) }
    }

    /// The tid of a thread, giving it the next one if it has none yet.
    @discardableResult
    mutating func track(_ label: String) -> Int {
      if let tid = tracks[label] { return tid }
      let tid = tracks.count + 1
      tracks[label] = tid
      return tid
    }

    /// `process_name`, then `thread_name` and `thread_sort_index` per track: main sorts
    /// first, render-server second, the queues after, in tid order.
    func metadata() -> [ChromeEvent] {
      var events = [
        ChromeEvent(phase: .metadata, name: "process_name", args: ["name": .string("layerlab")])
      ]
      for (index, (label, tid)) in tracks.enumerated() {
        events.append(
          ChromeEvent(
            phase: .metadata, name: "thread_name", tid: tid, args: ["name": .string(label)]))
        events.append(
          ChromeEvent(
            phase: .metadata, name: "thread_sort_index", tid: tid,
            args: ["sort_index": .int(index)]))
      }
      return events
    }
  }
}
