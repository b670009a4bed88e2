import LayerLab

/// The part of a compared run that `compare` reports: from the first scroll gesture (a drag,
/// fling or scroll to the top) to the end, or the last `measure` signpost interval when the
/// script marks one. Set-up — creating a table and loading its first screen — happens before
/// the first gesture, so its stall no longer shows as the strategy's dropped frames.
enum CompareWindow {
  /// The window of `engine`'s run; the whole run when it has no gesture and no signpost.
  /// A run long enough for its trace to drop records is measured from where every record is
  /// still kept (`Engine.completeSince`).
  static func bounds(of engine: Engine) -> (from: Micros, to: Micros) {
    let window = unclamped(engine)
    return (max(window.from, engine.completeSince), window.to)
  }

  private static func unclamped(_ engine: Engine) -> (from: Micros, to: Micros) {
    if let marked = engine.trace.signposts.intervals.last(where: { $0.name == "measure" }) {
      return (marked.start, marked.end ?? engine.now)
    }
    let gesture = engine.trace.events.first { event in
      switch event.payload {
      case .drag, .fling, .scrollToTop: true
      default: false
      }
    }
    return (gesture?.time ?? 0, engine.now)
  }

  /// The sentence under the table saying what was measured.
  static let note =
    "  (measured from each run's first scroll gesture to its end; a 'signpost begin|end "
    + "measure' pair in the script picks another window)"
}
