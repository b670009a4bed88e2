/// The render loop after the CA commit, as Apple's hitch documentation describes it: when a
/// committed frame reaches the screen, whether it was late, and why.
///
/// Sources (docs/research/renderloop.md §1–2): "Understanding hitches in your app" and Tech
/// Talks 10855/10857. A frame's *begin* is the vsync that starts the interval in which the app
/// works on it. Its *commit deadline* is the next vsync; the render server starts there —
/// render prepare on its CPU, then render execute on the GPU — and the frame is presented
/// one interval later with double buffering (lifetime 2 intervals), two intervals later with
/// triple buffering (lifetime 3). A commit after its deadline slips one interval per vsync
/// missed: a **commit hitch**. A render that does not fit its time slips the frame: a **render
/// hitch**, after which the server falls back to triple buffering (execute may take two
/// intervals, prepare still one); the frames after the late one are not hitches. The server
/// returns to double buffering once a frame renders within one interval again (our reading of
/// "until it catches up"; no source gives the rule).
///
/// A pure state machine: the render server process feeds it each commit with its render
/// costs and records what it returns.
public struct FramePipeline: Sendable {
  /// How many buffers the server is using now: 2 (double) or 3 (triple, after a render hitch).
  public private(set) var buffers = 2
  /// When the render server's CPU (render prepare) and the GPU (render execute) are next free.
  public private(set) var prepareFreeAt: Micros = 0
  public private(set) var gpuFreeAt: Micros = 0
  /// The vsync of the last frame presented: a display never goes back to an older frame.
  public private(set) var lastPresented: Int64 = 0
  /// When the GPU began (or will begin) the last frame handed to it.
  public private(set) var lastExecuteStart: Micros = 0

  public init() {}

  /// Renumbers the last presented vsync on `new`'s grid after a refresh-rate change: the
  /// first vsync of the new grid at or after the old one's time. (The free times are
  /// microseconds and need nothing.)
  mutating func rebase(from old: DeviceProfile, to new: DeviceProfile) {
    guard lastPresented > 0 else { return }
    lastPresented = new.vsyncIndex(after: old.vsyncTime(lastPresented) - 1)
  }

  /// One committed frame entering the render server.
  public struct Commit: Sendable, Equatable {
    /// The vsync whose interval the app began the frame in.
    public var begin: Int64
    /// When the commit finished on main.
    public var committedAt: Micros
    /// Render prepare (render server CPU) and render execute (GPU) for this tree.
    public var prepare: Micros
    public var execute: Micros
    /// The earliest begin of the commits this one replaced before their render began (see
    /// `RenderServer.submit`), nil when it replaced none: the screen showed nothing new
    /// where the first of them was expected, so the frame is expected from there.
    public var heldSince: Int64?
    /// Whether one of the commits it replaced had missed its own deadline.
    public var heldLate: Bool

    public init(
      begin: Int64, committedAt: Micros, prepare: Micros, execute: Micros,
      heldSince: Int64? = nil, heldLate: Bool = false
    ) {
      self.begin = begin
      self.committedAt = committedAt
      self.prepare = prepare
      self.execute = execute
      self.heldSince = heldSince
      self.heldLate = heldLate
    }
  }

  /// Why a frame appeared later than expected.
  public enum HitchKind: String, Sendable, Equatable {
    case none
    /// The app missed the commit deadline.
    case commit
    /// The commit was on time; render prepare or execute missed.
    case render
  }

  /// What became of a commit.
  public struct Frame: Sendable, Equatable {
    /// The vsync at which it is presented.
    public var presented: Int64
    /// The vsync at which it was expected: begin + the lifetime of the buffering in force.
    public var expected: Int64
    /// The commit deadline it made (the vsync the render server started at).
    public var deadline: Int64
    public var prepareStart: Micros
    public var executeStart: Micros
    public var executeEnd: Micros
    /// Buffers in use for this frame (2 or 3).
    public var buffers: Int
    public var hitch: HitchKind
    /// How late it appeared, in microseconds (0 when on time).
    public var hitchTime: Micros
  }

  /// Where a commit made at `committedAt`, begun at vsync `begin`, would be taken up: its
  /// commit deadline and when its render prepare begins. Neither depends on what the frame
  /// costs, so the render server knows them before it prices the tree (`RenderServer.submit`).
  public func placement(begin: Int64, committedAt: Micros, on device: DeviceProfile)
    -> (deadline: Int64, prepareStart: Micros)
  {
    // The commit deadline: the first vsync at or after the commit, never before begin + 1.
    let deadline = max(begin + 1, device.vsyncIndex(after: committedAt - 1))
    // The server works on at most two frames (triple buffering: one on the GPU, one being
    // prepared): render prepare waits until the GPU has begun the frame before it, so a GPU
    // that falls behind holds the next frame back instead of queueing frames without end.
    let prepareStart = max(device.vsyncTime(deadline), prepareFreeAt, lastExecuteStart)
    return (deadline, prepareStart)
  }

  /// Renders `commit` on `device`'s vsync grid and says when it appears.
  public mutating func render(_ commit: Commit, on device: DeviceProfile) -> Frame {
    let interval = device.frameInterval
    let (deadline, prepareStart) = placement(
      begin: commit.begin, committedAt: commit.committedAt, on: device)
    let lifetime = Int64(buffers)
    // "A hitch is any time a frame appears onscreen later than expected": a frame that
    // replaced earlier commits is expected where the first of them was.
    let expected = min(commit.begin, commit.heldSince ?? commit.begin) + lifetime
    let executeStart = max(prepareStart + commit.prepare, gpuFreeAt)
    let executeEnd = executeStart + commit.execute
    prepareFreeAt = prepareStart + commit.prepare
    gpuFreeAt = executeEnd
    lastExecuteStart = executeStart
    // Double buffering shows the frame at deadline + 1; triple at deadline + 2 — or at the
    // first vsync after the GPU finished, if that is later. Prepare must fit one interval.
    let slot = deadline + lifetime - 1
    let prepareLate = prepareFreeAt > device.vsyncTime(deadline) + interval
    var presented = max(slot, device.vsyncIndex(after: executeEnd - 1))
    if prepareLate { presented = max(presented, deadline + lifetime) }
    presented = max(presented, lastPresented)
    lastPresented = presented
    // Late because the app missed a deadline (this commit's or a replaced one's), else
    // because the render server or the GPU did. For a commit that replaced none, `expected`
    // is `slot` when the commit was on time, so this is the render server's lateness.
    let commitLate = deadline > commit.begin + 1 || commit.heldLate
    let renderLate = presented > slot
    let hitch: HitchKind =
      presented <= expected ? .none : commitLate ? .commit : .render
    let frame = Frame(
      presented: presented, expected: expected, deadline: deadline, prepareStart: prepareStart,
      executeStart: executeStart, executeEnd: executeEnd, buffers: buffers, hitch: hitch,
      hitchTime: max(0, device.vsyncTime(presented) - device.vsyncTime(expected)))
    // A render hitch moves the server to triple buffering; a frame rendered within one
    // interval of its deadline brings it back to double.
    if renderLate {
      buffers = 3
    } else if buffers == 3, executeEnd <= device.vsyncTime(deadline + 1) {
      buffers = 2
    }
    return frame
  }
}
