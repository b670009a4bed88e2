import LayerLab

/// The part of a compared run that `compare` reports: from the first scroll gesture (a drag,
/// fling or scroll to the top) to the end, or the last `measure` signpost interval when the
/// script marks one. Set-up — creating a table and loading its first screen — happens before
/// the first gesture, so its stall no longer shows as the strategy's dropped frames.
enum CompareWindow {
  /// The window of `engine`'s run; the whole run when it has no gesture and no signpost.
  /// A run long enough for its trace to drop records is measured from where every record is
  /// still kept (`Engine.completeSince`).
  static func of(_ engine: Engine) -> StatsWindow {
    if let marked = engine.recording.signposts.intervals.last(where: { $0.name == "measure" }) {
      return StatsWindow(
        engine, from: marked.start, to: marked.end ?? engine.now, label: "in measure")
    }
    // The first gesture is kept apart from the bounded event log (`Recording.firstGesture`), so a
    // run long enough to drop its oldest events is still measured from its real start.
    return StatsWindow(engine, from: engine.recording.firstGesture ?? 0, to: nil, label: nil)
  }

  /// How the window is named in a plot's subtitle.
  static func name(of engine: Engine) -> String {
    if engine.recording.signposts.intervals.contains(where: { $0.name == "measure" }) {
      return "in the 'measure' signpost"
    }
    return engine.recording.firstGesture == nil ? "the whole run" : "from the first scroll gesture"
  }

  /// The sentence under the table saying what was measured: the window the runs' own
  /// records name (`name(of:)`, kept with each run's plot), then what the figures are.
  static func note(_ runs: [PlotRun]) -> String {
    let signposted = "in the 'measure' signpost"
    let window: String
    if !runs.isEmpty, runs.allSatisfy({ $0.windowName == signposted }) {
      window = "measured over each run's last 'measure' signpost interval, vsync to vsync"
    } else if runs.contains(where: { $0.windowName == signposted }) {
      window =
        "measured over each run's last 'measure' signpost interval, or from its first scroll "
        + "gesture to its end where it has none, vsync to vsync"
    } else {
      window =
        "measured from each run's first scroll gesture to its end, vsync to vsync; a "
        + "'signpost begin|end measure' pair in the script picks another window"
    }
    return "  (\(window); frame_rate is frames "
      + "presented ÷ seconds, label_fps_* YYFPSLabel's readings; hitches and hitch_ms XCTest's "
      + "number of hitches and hitch total time; overrun_p99_ms and frame_cpu_p99_ms "
      + "Macrobenchmark's frameOverrunMs and frameDurationCpuMs at p99; peak_threads is the "
      + "whole run's)"
  }
}
