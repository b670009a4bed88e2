import DequeModule

/// The render server and the GPU: after each Core Animation commit the tree is rendered —
/// render prepare on the server's CPU, render execute on the GPU — and shown at a later vsync;
/// at each vsync the screen shows the last frame rendered for it.
///
/// A kernel process. Its events are the vsyncs, which happen whatever main is doing, and the
/// start of each render stage, so the trace shows the server and the GPU at work while main
/// moves on. When a commit appears, and whether it was late, is `FramePipeline`'s rule (Apple's
/// hitch documentation); what rendering costs is `GPUModel`'s.
public final class RenderServer: SimulationProcess {
  /// What it may ask of main, the CPU and the recording (not the whole engine).
  let context: ProcessContext
  /// The index of the next vsync (the first is 1, at one refresh interval).
  public internal(set) var nextVsync: Int64 = 1 {
    didSet { nextVsyncTime = context.device.vsyncTime(nextVsync) }
  }
  /// When vsync `nextVsync` falls, kept beside it: the kernel asks for it after every event.
  private var nextVsyncTime: Micros
  /// Buffering, and when the server's CPU and the GPU are next free.
  public internal(set) var pipeline = FramePipeline()
  /// Prices each committed tree; keeps the `shouldRasterize` cache.
  var gpu = GPUModel()
  /// Commits handed over and not yet on screen, oldest first, with the layer states each
  /// commit sent.
  var inFlight: Deque<InFlight> = []
  /// Index in `inFlight` of the next frame whose render prepare (execute) has not begun.
  var prepareCursor = 0
  var executeCursor = 0
  /// The commit the screen shows now (0 before the first frame).
  public internal(set) var onScreen = 0
  /// The end of the render prepare under way on the server's CPU (in the past when none).
  public internal(set) var cpuBusyUntil: Micros = 0
  /// Commits folded into a later commit of the same interval before rendering began.
  public internal(set) var coalesced = 0
  /// The pipeline and GPU state before the last frame was priced, kept so that a commit
  /// made for the same deadline can replace it (see `submit`).
  var beforeLast: (FramePipeline, GPUModel)?
  /// Layers whose contents are cross-fading, with when each fade ends.
  var fades: [String: Micros] = [:]
  /// The blank area of the frame on screen now.
  public internal(set) var shownCoverage = ContentCoverage()
  /// Turns presented frames into content latencies (`Recording.contentLatencies`).
  var contentTracker = ContentLatencyTracker()

  struct InFlight {
    var record: RenderRecord
    var changes: [(layer: Layer, state: LayerSnapshot)]
    /// What of its tree should show content and shows none (nil for an animation frame,
    /// which shows the tree on screen again).
    var coverage: ContentCoverage? = nil
    /// The earliest begin of the commits this frame stands for (its own, or that of the
    /// first commit it replaced) and whether any of them missed its own deadline: what a
    /// commit replacing this frame inherits (`submit`).
    var heldSince: Int64
    var heldLate: Bool
    /// Set until the frame is priced (``RenderServer/priceWaiting()``): the record holds only
    /// its commit, begin, deadline and render prepare start.
    var unpriced: Unpriced? = nil
  }

  init(context: ProcessContext, device: DeviceProfile) {
    self.context = context
    self.nextVsyncTime = device.vsyncTime(1)
  }

  public var rank: EventRank { .vsync }

  public func nextEventTime(now: Micros) -> Micros? {
    min(nextVsyncTime, nextStageTime ?? .max)
  }

  /// A vsync first when a stage begins at the same instant: the vsync is what starts the
  /// render server on the commits that made its deadline.
  public func handleEvent(at time: Micros) {
    if nextVsyncTime <= time {
      present(at: time)
    } else {
      startStage(at: time)
    }
  }

  /// Busy while a commit has not reached the screen: `run until idle` waits for it.
  public var busyReasons: [String] {
    guard let first = inFlight.first else {
      guard let end = fades.values.max() else { return [] }
      return ["a fade animation runs until \(TraceEvent.ms(end))"]
    }
    let count = inFlight.count
    return [
      count == 1
        ? "commit \(first.record.commit) is in the render server"
        : "\(count) commits are in the render server"
    ]
  }

  /// Re-aligns the vsync grid after a device change from `old` (the engine's device is the
  /// new one). Vsync indices count on one grid: the last frame's vsync is renumbered on the
  /// new grid — left on the old, a 120 → 60 Hz change held every later frame back until the
  /// new grid's count caught up (a second later, issue 26's invariant fuzzer). The engine
  /// refuses the change while a commit is in flight, so no frame under way is on the old grid.
  func realign(after time: Micros, from old: DeviceProfile) {
    nextVsync = context.device.vsyncIndex(after: time)
    pipeline.rebase(from: old, to: context.device)
  }

  /// Shows, at vsync `nextVsync`, every frame presented at it.
  private func present(at time: Micros) {
    let index = nextVsync
    nextVsync += 1
    var appeared: [RenderRecord] = []
    var newCoverage: ContentCoverage?
    while let first = inFlight.first, first.record.presented <= index,
      prepareCursor > 0, executeCursor > 0
    {
      inFlight.removeFirst()
      prepareCursor -= 1
      executeCursor -= 1
      for change in first.changes { change.layer.commitState.presented = change.state }
      onScreen = first.record.commit
      appeared.append(first.record)
      if let coverage = first.coverage { newCoverage = coverage }
    }
    if let newCoverage {
      shownCoverage = newCoverage
      for wait in contentTracker.observe(newCoverage, at: time) {
        context.recording.appendContentLatency(wait)
      }
    }
    var record = FrameRecord(
      index: index, time: time, commit: context.mainCommits, shows: onScreen,
      appeared: FrameRecord.Appeared(appeared))
    record.memory = MemoryGauge(
      appBytes: context.memoryBytes, contentsBytes: context.contentsBytes)
    record.tally = context.tally
    record.blank = shownCoverage.area
    context.recording.appendFrame(record)
    context.log(
      .vsync(
        index: index, commit: onScreen, new: record.appeared != nil,
        hitch: record.appeared?.hitch ?? .none, late: record.appeared?.hitchTime ?? 0),
      thread: "render-server", at: time)
    renderAnimationFrame(after: index, at: time)
  }
}
