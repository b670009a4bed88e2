/// The `kind` and `name` columns of the `events` CSV, derived from the payload.
///
/// These strings are the contract the CSV, the transcripts and the teaching sessions were
/// recorded against, so each case reproduces what was once built at its call site, byte for
/// byte. The `detail` column is in `TraceEvent+Detail`.
extension TraceEvent {
  /// The `kind` column.
  public var kind: EventKind {
    switch self {
    case .activity: .activity
    case .observer: .observer
    case .sources0, .input, .drag, .lift, .fling, .scrollToTop, .stop: .input
    case .displayLink: .timer
    case .drain, .didDisplayCancelled, .textureCompletion: .mainqueue
    case .transaction, .adManagerTask: .transaction
    case .commit, .nothingToCommit: .commit
    case .layoutSubviews, .cellForRow, .noCell, .newCell, .reloadData, .rangeUpdate, .nodeLayout,
      .nodeLayoutDone:
      .layout
    case .display, .renderFailed, .layoutCache, .skip, .loadContent, .drawNothing, .clearNothing:
      .display
    case .sentinel: .sentinel
    case .flag: .flag
    case .dispatch, .imageQueued, .imageJoined, .downloadStarted, .downloaded: .dispatch
    case .checkpoint: .checkpoint
    case .contentsSet, .contentsCleared, .imageSet, .imageDropped, .diskCacheError,
      .imageLoadFailed:
      .contents
    case .vsync: .vsync
    case .renderPrepare: .render
    case .renderExecute: .gpu
    case .signpost: .signpost
    }
  }

  /// The `name` column.
  public var name: String {
    switch self {
    case .activity(let activity, _, _): activity.name
    case .observer(let name, _, _): name
    case .sources0: "sources0"
    case .input(let text, _): text
    case .displayLink: "display-link"
    case .drain: "drain"
    case .didDisplayCancelled: "didDisplay(false)"
    case .textureCompletion: "Texture completion"
    case .transaction(let selector, _), .adManagerTask(let selector, _): selector
    case .commit, .nothingToCommit: "CA"
    case .layoutSubviews: "layoutSubviews"
    case .display(let reason, _): reason
    case .renderFailed: "render failed"
    case .layoutCache: "layout"
    case .sentinel(let reason, _), .flag(let reason, _): reason
    case .dispatch(let queue, _): queue
    case .checkpoint(let checkpoint, _): checkpoint.name
    case .contentsSet: "set"
    case .contentsCleared: "cleared"
    case .vsync(let index, _, _, _, _): "vsync \(index)"
    case .renderPrepare: "render prepare"
    case .renderExecute: "render execute"
    case .signpost(let name, _): name
    case .imageQueued, .imageJoined, .imageSet, .imageDropped, .imageLoadFailed: "image"
    case .downloadStarted: "download"
    case .downloaded: "downloaded"
    case .diskCacheError: "disk cache"
    case .cellForRow, .noCell: "cellForRow"
    case .newCell: "new cell"
    case .rangeUpdate: "range update"
    case .reloadData: "reloadData"
    case .nodeLayout: "node layout"
    case .nodeLayoutDone: "node layout done"
    case .skip: "skip"
    case .loadContent: "loadContent"
    case .drawNothing: "draw()"
    case .clearNothing: "clear()"
    case .drag: "drag"
    case .lift: "lift"
    case .fling: "fling"
    case .scrollToTop: "scrollToTop"
    case .stop: "stop"
    }
  }
}
