/// One CA commit's way through the render server: when it was committed, rendered and shown,
/// what rendering it cost, and whether it was late.
public struct RenderRecord: Sendable, Equatable {
  /// The CA commit's number.
  public var commit: Int
  public var committedAt: Micros
  /// The vsync whose interval the app began the frame in (see `RenderServer.submit`): for a
  /// commit that replaced earlier ones before their render began, the first one's.
  public var begin: Int64
  /// The commit deadline it made: the vsync at which the render server started on it.
  public var deadline: Int64
  public var prepareStart: Micros
  public var executeStart: Micros
  /// The vsync at which it appeared, and the one at which it was expected.
  public var presented: Int64
  public var expected: Int64
  /// 2 (double buffering) or 3 (triple, after a render hitch).
  public var buffers: Int
  public var hitch: FramePipeline.HitchKind
  /// How late it appeared (0 when on time).
  public var hitchTime: Micros
  /// Render prepare and execute figures for its tree.
  public var cost: RenderCost
  /// A frame the render server made on its own for a running animation (no commit): it
  /// shows commit `commit`'s tree at a later point of the animation.
  public var animation = false
  /// The layers its tree leaves blank on screen (`ContentCoverage`): kept here, once per
  /// commit, so `explain frame` can name them without a list per vsync.
  public var blankLayers: [String] = []

  /// The vsyncs it slipped past the one it was expected at: its dropped frames ("the frame
  /// slips one interval per vsync missed", Tech Talk 10855), 0 when on time.
  public var vsyncsLate: Int { Int(max(0, presented - expected)) }

  public var prepareEnd: Micros { prepareStart + cost.prepare }
  public var executeEnd: Micros { executeStart + cost.execute }
}
