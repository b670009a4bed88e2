/// One layer's wait for its contents: it entered the viewport at one presented frame and
/// first showed content at a later one (or the same: no wait).
///
/// The figure a user of an async drawing library asks about ("flicker vs display delay",
/// YYKit #290, AsyncDisplayKit #2536): how long a row stays blank after it scrolls in. A
/// table cell is reused for each new row, so each of a cell's entries is one row's wait.
public struct ContentLatency: Sendable, Equatable {
  public var layer: String
  /// The vsync of the first presented frame where the layer was visible.
  public var entered: Micros
  /// The vsync of the first presented frame where it was visible with content.
  public var shown: Micros

  public var micros: Micros { shown - entered }

  public init(layer: String, entered: Micros, shown: Micros) {
    self.layer = layer
    self.entered = entered
    self.shown = shown
  }
}

/// Follows presented frames and turns each layer's entry into the viewport and its first
/// frame with content into a `ContentLatency`. A layer that leaves the screen still blank
/// gives no sample (its row was never seen with content); one that comes back starts again;
/// one that turns blank on screen (a reused cell's cleared label) starts a new wait.
public struct ContentLatencyTracker: Sendable {
  /// Layers visible in the last frame observed.
  private var visible: Set<String> = []
  /// Visible layers still blank, with the vsync they entered at.
  private var awaiting: [String: Micros] = [:]

  public init() {}

  /// The screen at vsync `time` shows `coverage`: the waits that ended at it.
  public mutating func observe(_ coverage: ContentCoverage, at time: Micros) -> [ContentLatency] {
    var ended: [ContentLatency] = []
    var now: Set<String> = []
    for entry in coverage.entries where entry.visible {
      now.insert(entry.name)
      // Entering now; or, already on screen, still waiting; or, on screen with contents
      // before, blank now: a reused cell moved to its new row in one frame and its contents
      // were cleared, so its new row's wait starts here. On screen with contents before and
      // still: no wait.
      let wasVisible = visible.contains(entry.name)
      let since = wasVisible ? (awaiting[entry.name] ?? (entry.blank ? time : nil)) : time
      guard let since else { continue }
      if entry.blank {
        awaiting[entry.name] = since
      } else {
        awaiting[entry.name] = nil
        ended.append(ContentLatency(layer: entry.name, entered: since, shown: time))
      }
    }
    for name in visible where !now.contains(name) { awaiting[name] = nil }
    visible = now
    return ended
  }
}
