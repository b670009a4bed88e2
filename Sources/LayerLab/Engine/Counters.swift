/// Tallies the records cannot reconstruct: requests that were coalesced away leave no record
/// (kept in `Recording.counters`).
public struct Counters: Sendable, Equatable {
  /// `setNeedsDisplay` calls (every one bumps the sentinel).
  public var setNeedsDisplay = 0
  /// `setNeedsDisplay` calls on a layer that was already marked: merged into one display.
  public var coalesced = 0
  /// `display()` called directly.
  public var directDisplays = 0
  /// Displays run by the CA commit for marked layers.
  public var commitDisplays = 0
  public var layouts = 0
  public var transactionsCommitted = 0
  public var transactionsCoalesced = 0
  public var transactionsPerformed = 0
  public var inputs = 0
  public var mainBlocks = 0
  public var layoutCacheHits = 0
  public var layoutCacheMisses = 0

  public init() {}

  /// Every count less `earlier`'s: what happened in between.
  public func since(_ earlier: Counters) -> Counters {
    var result = Counters()
    result.setNeedsDisplay = setNeedsDisplay - earlier.setNeedsDisplay
    result.coalesced = coalesced - earlier.coalesced
    result.directDisplays = directDisplays - earlier.directDisplays
    result.commitDisplays = commitDisplays - earlier.commitDisplays
    result.layouts = layouts - earlier.layouts
    result.transactionsCommitted = transactionsCommitted - earlier.transactionsCommitted
    result.transactionsCoalesced = transactionsCoalesced - earlier.transactionsCoalesced
    result.transactionsPerformed = transactionsPerformed - earlier.transactionsPerformed
    result.inputs = inputs - earlier.inputs
    result.mainBlocks = mainBlocks - earlier.mainBlocks
    result.layoutCacheHits = layoutCacheHits - earlier.layoutCacheHits
    result.layoutCacheMisses = layoutCacheMisses - earlier.layoutCacheMisses
    return result
  }
}

/// One vsync: what the render server showed.
public struct FrameRecord: Sendable, Equatable {
  public var index: Int64
  public var time: Micros
  /// The number of the last CA commit before this vsync (0 = nothing committed yet).
  public var commit: Int
  /// The commit the screen shows from this vsync on (0 = nothing yet): two or more
  /// intervals older than `commit` while frames are in the render server.
  public var shows: Int
  /// The frame that appeared at this vsync, if one did.
  public var appeared: Appeared?
  /// The memory the model tracks at this vsync.
  public var memory = MemoryGauge()
  /// The session's running counts at this vsync: a window's counts are two of these apart.
  public var tally = SessionTally()
  /// What of the screen showed nothing at this vsync.
  public var blank = BlankArea()

  /// The frames that appeared at one vsync, summed: usually one, more when several commits
  /// were made in one interval and rendered for the same vsync.
  public struct Appeared: Sendable, Equatable {
    public var frames: Int
    public var buffers: Int
    public var prepare: Micros
    public var execute: Micros
    public var blendedPixels: Int
    public var offscreenPasses: Int
    /// The latest-appearing of them: how late, and why.
    public var hitch: FramePipeline.HitchKind
    public var hitchTime: Micros
    /// The vsyncs it slipped (``RenderRecord/vsyncsLate``): the frames it dropped.
    public var vsyncsLate: Int

    init?(_ records: [RenderRecord]) {
      guard let worst = records.max(by: { $0.hitchTime < $1.hitchTime }) else { return nil }
      frames = records.count
      buffers = records.map(\.buffers).max() ?? 2
      prepare = records.reduce(0) { $0 + $1.cost.prepare }
      execute = records.reduce(0) { $0 + $1.cost.execute }
      blendedPixels = records.reduce(0) { $0 + $1.cost.blendedPixels }
      offscreenPasses = records.reduce(0) { $0 + $1.cost.offscreenPasses }
      hitch = worst.hitch
      hitchTime = worst.hitchTime
      vsyncsLate = worst.vsyncsLate
    }
  }
}

/// One display-link callback: when it was due and when main got to it.
public struct TickRecord: Sendable, Equatable {
  public var due: Micros
  public var fired: Micros
  public var late: Micros { fired - due }
}
