/// The `detail` column of the `events` CSV, derived from the payload.
///
/// Built only when asked for (a CSV export, `events`, a transcript line), so logging an event
/// on the hot path costs no string formatting.
extension TraceEvent {
  /// The `detail` column.
  public var detail: String {
    switch self {
    case .activity(_, let woken, let asleep):
      woken.map { "woken by \($0.rawValue) after \(TraceEvent.ms(asleep)) asleep" } ?? ""
    case .observer(_, let order, let callout):
      callout.summary.map { "\(order); \($0)" } ?? String(order)
    case .sources0(let handled): "\(handled) handled; poll, no BeforeWaiting"
    case .input(_, let source):
      switch source {
      case .typed: "typed"
      case .scheduled: "scheduled"
      case .failed(let message): "error: " + message
      }
    case .displayLink(let due, let late):
      "due \(TraceEvent.ms(due)); " + (late > 0 ? "late \(TraceEvent.ms(late))" : "on time")
    case .drain(let blocks): "\(blocks) block\(blocks == 1 ? "" : "s")"
    case .textureCompletion(let draws): "\(draws) draws"
    case .transaction(_, let step): step.rawValue
    // ADManager's method is `ad_addTaskWith:selector:`: its entries are added, not committed.
    case .adManagerTask(_, let step): step == .committed ? "added" : step.rawValue
    case .commit(let number, let layers):
      "commit \(number): " + (layers.isEmpty ? "no layer changed" : layers.joined(separator: " "))
    case .nothingToCommit: "nothing to commit"
    case .display(_, let path):
      switch path {
      case .sync: "sync"
      case .async: "async"
      case .asyncCleared: "async; size < 1: cleared"
      }
    case .renderFailed(let message): message
    case .layoutCache(let hit): hit ? "cache hit" : "cache miss"
    case .sentinel(_, let value): String(value)
    case .flag(_, let drawing): drawing ? "Drawing" : "Cancel"
    case .dispatch(_, let sentinel): sentinel.map { "sentinel \($0)" } ?? "flag Drawing"
    case .checkpoint(_, let passed): passed ? "pass" : "cancel"
    case .contentsSet(let draw, let width, let height): "draw \(draw); \(width)x\(height) px"
    case .vsync(_, let commit, let new, let hitch, let late):
      commit == 0
        ? "nothing committed yet"
        : "shows commit \(commit)"
          + (new
            ? (late > 0
              ? " (new frame, \(TraceEvent.ms(late)) late: \(hitch.rawValue) hitch)"
              : " (new frame)")
            : "")
    case .renderPrepare(let commit, let layers, let took, let animation):
      "commit \(commit)\(animation ? " (animation frame)" : ""): \(layers) layer"
        + "\(layers == 1 ? "" : "s"), \(TraceEvent.ms(took))"
    case .renderExecute(let gpu):
      "commit \(gpu.commit)\(gpu.animation ? " (animation frame)" : ""): "
        + "\(TraceEvent.ms(gpu.took)); \(gpu.pixelsWritten) px written, "
        + "\(gpu.blendedPixels) blended, \(gpu.offscreenPasses) offscreen pass"
        + (gpu.offscreenPasses == 1 ? "" : "es")
    case .signpost(_, let phase): phase.rawValue
    case .didDisplayCancelled, .layoutSubviews, .contentsCleared: ""
    case .imageQueued(let url): "\(url): download queued"
    case .imageJoined(let url): "\(url): joins the running download"
    case .downloadStarted(let url, let bytes): "\(url): \(bytes) bytes"
    case .downloaded(let url): url
    case .imageSet(let url, let source): "\(url) from \(TraceEvent.phrase(source))"
    case .imageDropped(let url, let reason): "\(url) dropped: \(reason.rawValue)"
    case .diskCacheError(let url, let message), .imageLoadFailed(let url, let message):
      "\(url): \(message)"
    case .cellForRow(let row, let table): "row \(row) of \(table)"
    case .noCell(let row): "row \(row): no cell (limit)"
    case .newCell(let table): "for table \(table)"
    case .rangeUpdate(let mode, let display, let preload, let queued):
      "\(mode): display \(display), preload \(preload); \(queued) queued to render"
    case .nodeLayout(let rows, let threads):
      "\(rows) nodes on \(threads) USER_INITIATED thread" + (threads == 1 ? "" : "s")
        + "; main goes on"
    case .nodeLayoutDone(let rows, let elapsed):
      "\(rows) nodes laid out in \(TraceEvent.ms(elapsed)); main gets the rows"
    case .reloadData(let rows, let height):
      "\(rows) rows" + (height.map { ", content \(Rect.format($0)) pt" } ?? "")
    case .skip(let row, let why): "row \(row) left blank: \(why.rawValue)"
    case .loadContent(let blank, let visible): "\(blank) of \(visible) to draw"
    case .drawNothing: "already drawn; nothing to do"
    case .clearNothing: "not drawn; nothing to do"
    case .drag(let dy, let duration):
      "finger \(Rect.format(dy)) pt over \(TraceEvent.typedDuration(duration))"
    case .lift(let offset, let moving):
      "drag ends at offset \(TraceEvent.points(offset))" + (moving ? ", moving" : ", no velocity")
    case .fling(let target, let row, let duration, let needLoad):
      "target offset \(TraceEvent.points(target))" + (row.map { " (row \($0))" } ?? "")
        + ", stops after \(duration / 1000) ms"
        + (needLoad.map { "; needLoad \(RowSpan($0.sorted()))" } ?? "")
    case .scrollToTop(let duration): "animating for \(duration / 1000) ms"
    case .stop(.stopped(let by, let motion)): "\(by) stops the \(motion)"
    case .stop(.decelerationEnded(let offset)):
      "deceleration ends at offset \(TraceEvent.points(offset))"
    case .stop(.scrollToTopEnded): "scroll to top ends"
    }
  }

  /// An offset as transcripts show it: whole points.
  private static func points(_ offset: Double) -> String {
    Rect.format(offset.rounded()) + " pt"
  }

  /// Where an image came from, in words.
  private static func phrase(_ source: ImageFetchRecord.Source) -> String {
    switch source {
    case .memory: "memory cache"
    case .disk: "disk cache"
    case .download, .joined: "download"
    }
  }
}

extension TraceEvent {
  /// A duration in narration: milliseconds with three decimals, the transcript's one unit
  /// (`16620` → `16.620 ms`), as every timestamp is printed (issue 12).
  static func ms(_ us: Micros) -> String {
    let magnitude = us.magnitude
    let fraction = String(magnitude % 1000)
    return (us < 0 ? "-" : "") + "\(magnitude / 1000)."
      + String(repeating: "0", count: 3 - fraction.count) + fraction + " ms"
  }

  /// A duration the user typed, echoed the way it is usually typed: whole milliseconds bare
  /// (`300000` → `300 ms`), anything finer with three decimals.
  static func typedDuration(_ us: Micros) -> String {
    us % 1000 == 0 ? "\(us / 1000) ms" : ms(us)
  }
}
