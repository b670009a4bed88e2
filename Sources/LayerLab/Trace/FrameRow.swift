/// One vsync as the frames CSV and `stats` see it: did the display link tick for it, how late,
/// how busy main was during the frame, what the screen showed.
public struct FrameRow: Sendable, Equatable {
  /// How the display link fared for this vsync.
  public enum Tick: String, Sendable {
    /// The callback ran at the vsync.
    case onTime = "on-time"
    /// Main was busy at the vsync; the callback ran later.
    case late
    /// No callback for this vsync at all: the frame was dropped (YYFPSLabel counts one less).
    case dropped
  }

  public var frame: Int64
  public var vsync: Micros
  public var tick: Tick
  public var fired: Micros?
  public var late: Micros
  /// Main-thread work (not sleep) during the frame interval before this vsync.
  public var mainBusy: Micros
  /// Time in Core Animation commits during that interval.
  public var commitTime: Micros
  /// The last CA commit before this vsync (what the screen shows).
  public var commit: Int
  /// Whether the screen changed at this vsync.
  public var newCommit: Bool

  /// The `export frames` header: one unit per column, in its name.
  public static let columns = [
    "frame", "vsync_us", "tick", "fired_us", "late_us", "main_busy_us", "commit_us", "commit",
    "new_commit",
  ]

  public var fields: [String] {
    [
      String(frame), String(vsync), tick.rawValue, fired.map(String.init) ?? "", String(late),
      String(mainBusy), String(commitTime), String(commit), newCommit ? "1" : "0",
    ]
  }
}
