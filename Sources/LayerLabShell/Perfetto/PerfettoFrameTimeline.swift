import LayerLab

/// LayerLab's frames in the terms of Perfetto's FrameTimeline (Android 12+): per frame an
/// *Expected* slice (the time the frame was given) and an *Actual* slice (the time it took),
/// with a present type and a jank type, for the app (SurfaceFrames) and for the render server
/// (DisplayFrames), which Perfetto's UI draws as "Expected Timeline" and "Actual Timeline"
/// tracks and colours by who is to blame (docs/data-sources/frametimeline.md in
/// google/perfetto; shared/research/frames-and-traces.md §1.6, §4.3).
///
/// An app frame is one CA commit that reached the screen:
/// - Expected: from the vsync that began its interval (`RenderRecord.begin`) to the commit
///   deadline one interval later — the app's time, as Android's Choreographer callback has.
/// - Actual: from that vsync to the commit. LayerLab records the interval the app worked in,
///   not the instant main started on the frame, so both slices start together.
///
/// A render-server frame is one vsync at which a new frame appeared (an animation frame the
/// server made on its own has no app frame):
/// - Expected: from its commit deadline to the vsync its buffering promised (one interval
///   with double buffering, two with triple).
/// - Actual: render prepare's start to render execute's end.
///
/// Jank types, from LayerLab's hitch kinds (Apple's "Understanding hitches in your app"), as a
/// bitmask the way Perfetto's `FrameTimelineEvent.JankType` is one:
/// - commit hitch (main missed the commit deadline) → App Deadline Missed;
/// - render hitch → SurfaceFlinger CPU Deadline Missed when render prepare (the render
///   server's CPU) overran its interval, else SurfaceFlinger GPU Deadline Missed (render
///   execute on the GPU finished too late): the render server is iOS's SurfaceFlinger;
/// - a frame presented under triple buffering (after a render hitch, until the server catches
///   up) → Buffer Stuffing: the app was on time but its frame queued behind another and
///   appeared an interval later than double buffering promises — "more of a state than a
///   jank", as Perfetto's docs say of it;
/// - a frame replaced by a later commit at the same vsync, never seen → Dropped Frame;
/// - none of these → None (on-time present).
/// The app frame carries the render server's bits too, as Android's SurfaceFrames do, so a
/// render hitch reads "Other Jank" (yellow: not the app's fault) and a commit hitch "Self
/// Jank" (red).
struct PerfettoFrameTimeline {
  /// Perfetto's `FrameTimelineEvent.JankType` bits that LayerLab uses.
  struct Jank: OptionSet, Equatable {
    let rawValue: Int32
    static let none = Jank(rawValue: 1)
    static let renderServerCPU = Jank(rawValue: 16)
    static let renderServerGPU = Jank(rawValue: 32)
    static let appDeadlineMissed = Jank(rawValue: 64)
    static let bufferStuffing = Jank(rawValue: 128)
    static let dropped = Jank(rawValue: 1024)
  }

  /// `FrameTimelineEvent.PresentType`, the values LayerLab uses.
  enum Present: Int {
    case onTime = 1
    case late = 2
    case dropped = 4
  }

  /// One frame's pair of slices and its verdict.
  struct Frame: Equatable {
    /// Its token: the CA commit for an app frame; a render-server frame's is
    /// `displayTokenBase` + the vsync it appeared at.
    var token: Int64
    /// The render-server frame that showed it (app frames only).
    var displayToken: Int64
    var expected: (start: Micros, end: Micros)
    var actual: (start: Micros, end: Micros)
    var jank: Jank
    var present: Present
    var onTimeFinish: Bool
    /// How much later than promised it appeared (0 when on time).
    var presentDelay: Micros

    static func == (a: Frame, b: Frame) -> Bool {
      a.token == b.token && a.displayToken == b.displayToken && a.expected == b.expected
        && a.actual == b.actual && a.jank == b.jank && a.present == b.present
        && a.onTimeFinish == b.onTimeFinish && a.presentDelay == b.presentDelay
    }
  }

  /// Render-server tokens start here, far above any commit number, so the two never meet.
  static let displayTokenBase: Int64 = 1_000_000_000

  var app: [Frame] = []
  var renderServer: [Frame] = []

  init(engine: Engine) {
    let next = engine.readout.nextVsync
    self.init(
      renders: engine.recording.renders.filter { $0.presented < next },
      device: engine.device)
  }

  /// The timeline of `renders` (frames already on screen, in submission order).
  init(renders: [RenderRecord], device: DeviceProfile) {
    for (index, record) in renders.enumerated() {
      let replaced = index + 1 < renders.count && renders[index + 1].presented == record.presented
      if !record.animation {
        app.append(Self.appFrame(record, replaced: replaced, device: device))
      }
      if !replaced { renderServer.append(Self.serverFrame(record, device: device)) }
    }
  }

  /// The render server's share of the blame for `record`: which of its deadlines a render
  /// hitch missed, or none.
  static func serverJank(_ record: RenderRecord, device: DeviceProfile) -> Jank {
    guard record.hitch == .render else { return [] }
    let prepareLate = record.prepareEnd > device.vsyncTime(record.deadline) + device.frameInterval
    return prepareLate ? .renderServerCPU : .renderServerGPU
  }

  /// The app's frame for `record`; `replaced` when a later commit appeared at the same vsync.
  static func appFrame(_ record: RenderRecord, replaced: Bool, device: DeviceProfile) -> Frame {
    let start = device.vsyncTime(record.begin)
    var jank = serverJank(record, device: device)
    if record.hitch == .commit { jank.insert(.appDeadlineMissed) }
    if record.buffers > 2 { jank.insert(.bufferStuffing) }
    if replaced { jank.insert(.dropped) }
    let present: Present = replaced ? .dropped : jank.isEmpty ? .onTime : .late
    // Double buffering's promise: presented two vsyncs after the frame began.
    let promised = device.vsyncTime(record.begin + 2)
    return Frame(
      token: Int64(record.commit), displayToken: displayTokenBase + record.presented,
      expected: (start, device.vsyncTime(record.begin + 1)),
      actual: (start, max(start, record.committedAt)),
      jank: jank.isEmpty ? .none : jank, present: present,
      onTimeFinish: record.hitch != .commit,
      presentDelay: replaced ? 0 : max(0, device.vsyncTime(record.presented) - promised))
  }

  /// The render server's frame for `record`, the frame that appeared at its vsync.
  static func serverFrame(_ record: RenderRecord, device: DeviceProfile) -> Frame {
    let slot = record.deadline + Int64(record.buffers) - 1
    let jank = serverJank(record, device: device)
    return Frame(
      token: displayTokenBase + record.presented, displayToken: displayTokenBase + record.presented,
      expected: (device.vsyncTime(record.deadline), device.vsyncTime(slot)),
      actual: (record.prepareStart, max(record.prepareStart, record.executeEnd)),
      jank: jank.isEmpty ? .none : jank, present: jank.isEmpty ? .onTime : .late,
      onTimeFinish: record.executeEnd <= device.vsyncTime(slot),
      presentDelay: max(0, device.vsyncTime(record.presented) - device.vsyncTime(slot)))
  }
}
