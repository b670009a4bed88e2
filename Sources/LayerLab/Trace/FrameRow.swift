/// One vsync as the frames CSV and `stats` see it: did the display link tick for it, how late,
/// how busy main was during the frame, what the screen showed.
public struct FrameRow: Sendable, Equatable {
  /// How the display link fared for this vsync.
  public enum Tick: String, Sendable {
    /// The callback ran at the vsync.
    case onTime = "on-time"
    /// Main was busy at the vsync; the callback ran later.
    case late
    /// No callback for this vsync at all: main was busy through the interval (YYFPSLabel
    /// counts one less). Not a dropped frame unless a frame was due (``FrameSummary``).
    case missed
    /// The session stopped before main got to the callback: not yet known.
    case pending
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
  /// The last CA commit made before this vsync.
  public var commit: Int
  /// Whether the screen changed at this vsync (a new frame with a new commit appeared).
  public var newCommit: Bool
  /// The commit the screen shows from this vsync on.
  public var shows: Int
  /// The frame that appeared at this vsync: its render figures and lateness.
  public var appeared: FrameRecord.Appeared?
  /// The CPU's work during the frame interval before this vsync (Xcode's CPU gauge).
  public var cpu = CPUShare()
  /// The memory tracked at the vsync (``FrameRecord/memory``).
  public var memory = MemoryGauge()
  /// The session's running counts at the vsync (``FrameRecord/tally``).
  public var tally = SessionTally()
  /// What of the screen showed nothing (``FrameRecord/blank``).
  public var blank = BlankArea()

  /// The `export frames` header: one unit per column, in its name.
  public static let columns = [
    "frame", "vsync_us", "tick", "fired_us", "late_us", "main_busy_us", "commit_us", "commit",
    "new_commit", "presented_commit", "buffers", "render_prepare_us", "render_execute_us",
    "blended_px", "offscreen_passes", "hitch_ms", "hitch_kind", "blank_px", "blank_pct",
    // Content latency (`ContentCoverage`) before CPU and memory, so readers of the last
    // columns keep working.
    "blank_layers", "cpu_pct", "memory_bytes",
  ]

  public var fields: [String] {
    let render: [String] =
      appeared.map {
        [
          String($0.buffers), String($0.prepare), String($0.execute), String($0.blendedPixels),
          String($0.offscreenPasses), Rect.format(Double($0.hitchTime) / 1000), $0.hitch.rawValue,
        ]
      } ?? ["", "", "", "", "", "0", "none"]
    return [
      String(frame), String(vsync), tick.rawValue, fired.map(String.init) ?? "", String(late),
      String(mainBusy), String(commitTime), String(commit), newCommit ? "1" : "0", String(shows),
    ] + render + [
      String(blank.blankPixels), Rect.format((blank.percent * 100).rounded() / 100),
      String(blank.blankLayers), Rect.format((cpu.percent * 10).rounded() / 10),
      String(memory.appBytes),
    ]
  }
}
