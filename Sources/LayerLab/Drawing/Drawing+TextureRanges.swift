/// Texture's render queue: nodes entering a display range render one per run-loop turn.
///
/// A node that enters the display range off screen is not in a window, so no CA commit will
/// display it; `ASDisplayNode` puts it on its recursive-display queue instead, an
/// `ASRunLoopQueue` drained by a BeforeWaiting observer at order 0 in the common modes, one
/// node per callout (batch size 1); while nodes remain it signals its source and wakes the run
/// loop, so the next node goes in the next turn (TextureGroup/Texture `ASRunLoopQueue.mm`,
/// `ASDisplayNode.mm` `scheduleNodeForRecursiveDisplay:`).
extension Drawing {
  /// The render queue's observer: order 0, after UIKit's gesture observer of the same order.
  static let renderQueueOrder: Int64 = 0

  /// Queues `node` to render; false when it is queued already.
  func queueForDisplay(_ node: any TableCell) -> Bool {
    guard !isQueuedForDisplay(node) else { return false }
    ensureRenderQueueObserver()
    texture.renderQueue.append(node)
    return true
  }

  func isQueuedForDisplay(_ node: any TableCell) -> Bool {
    texture.renderQueue.contains { $0 === node }
  }

  /// `ASDisplayNode` leaving the display state: display suspended (the sentinel moves, so a
  /// draw in flight is thrown away) and the contents cleared; a queued render is dropped.
  func clearTextureNode(_ node: any TableCell) {
    texture.renderQueue.removeAll { $0 === node }
    for view in node.family where view.draws {
      bumpSentinel(view.layer, reason: "display suspended (texture)")
      setContents(view.layer, nil, draw: nil)
    }
    node.drawn = false
  }

  private func ensureRenderQueueObserver() {
    guard !texture.renderQueueObserverAdded else { return }
    texture.renderQueueObserverAdded = true
    context.addMainObserver(
      RunLoopObserver(
        name: "ASRunLoopQueue (render)", order: Drawing.renderQueueOrder,
        activities: [.beforeWaiting], mode: .common, role: .textureRenderQueue))
  }

  /// One callout: render the first queued node; wake the loop again while nodes remain. Once
  /// the queue is empty, returns the tables waiting for it, in name order: each updates its
  /// ranges again (on main, which runs the tables' code).
  func drainRenderQueue() -> [String] {
    // An empty queue's callout does nothing, and is not logged (it comes every turn).
    guard !texture.renderQueue.isEmpty else { return [] }
    let node = texture.renderQueue.removeFirst()
    context.log(
      .observer(
        name: "ASRunLoopQueue (render)", order: Drawing.renderQueueOrder,
        callout: .renderQueue(node: node.name, remaining: texture.renderQueue.count)))
    if !node.drawn { textureDisplay(node) }
    if !texture.renderQueue.isEmpty {
      context.wakeMain()
      return []
    }
    let waiting = texture.tablesAwaitingDrain.sorted()
    texture.tablesAwaitingDrain = []
    return waiting
  }
}
