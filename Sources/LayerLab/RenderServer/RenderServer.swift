/// The render server: at each vsync it shows the layer tree of the last Core Animation
/// commit made before it.
///
/// A kernel process whose events are the vsyncs themselves, so they happen whatever main is
/// doing. (The render prepare and GPU stages between commit and display are not modelled
/// yet: a commit appears at the next vsync.)
public final class RenderServer: SimulationProcess {
  unowned let engine: Engine
  /// The index of the next vsync (the first is 1, at one refresh interval).
  public internal(set) var nextVsync: Int64 = 1 {
    didSet { nextVsyncTime = engine.device.vsyncTime(nextVsync) }
  }
  /// When vsync `nextVsync` falls, kept beside it: the kernel asks for it after every event.
  private var nextVsyncTime: Micros
  /// One record per vsync: which commit it showed.
  public internal(set) var frames: [FrameRecord] = []

  /// The most vsync records kept (the oldest tenth is dropped past it).
  static let maxFrames = 200_000

  init(engine: Engine, device: DeviceProfile) {
    self.engine = engine
    self.nextVsyncTime = device.vsyncTime(1)
  }

  public var rank: EventRank { .vsync }

  public func nextEventTime(now: Micros) -> Micros? {
    nextVsyncTime
  }

  public func handleEvent(at time: Micros) {
    present(at: time)
  }

  /// It is never the reason a session is busy: vsyncs go on for ever.
  public var busyReasons: [String] { [] }

  /// Re-aligns the vsync grid after a device change.
  func realign(after time: Micros) {
    nextVsync = engine.device.vsyncIndex(after: time)
  }

  /// Shows the tree of the last commit before `time`.
  private func present(at time: Micros) {
    let index = nextVsync
    nextVsync += 1
    for view in engine.views.values {
      let layer = view.layer
      layer.presentedState = layer.committedState
    }
    if frames.count >= RenderServer.maxFrames { frames.removeFirst(frames.count / 10) }
    let commits = engine.main.commits
    frames.append(FrameRecord(index: index, time: time, commit: commits))
    engine.log(.vsync(index: index, commit: commits), thread: "render-server", at: time)
  }
}
