/// Texture's contrast strategy: display starts at once, a cell's results land together.
///
/// `_ASAsyncTransactionGroup` observes the main run loop at INT_MAX (after the CA commit and
/// everything else): it commits the transactions opened this turn, and a committed
/// transaction whose operations have all finished applies their results on main, in the
/// order they were added, each only if its layer was not marked again meanwhile.
extension Drawing {
  /// Texture's observer order: INT_MAX, "after CA transaction commits".
  static let textureObserverOrder: Int64 = 2_147_483_647

  /// Starts every visible layer of `cell` now, in one transaction.
  func textureDisplay(_ cell: any TableCell) {
    ensureTextureObserver()
    let group = TextureGroup(id: texture.nextID, cell: cell.name)
    texture.nextID += 1
    texture.groups[group.id] = group
    texture.open.append(group.id)
    for view in cell.family where !view.layer.hidden {
      view.layer.needsDisplay = false
      // Texture's display sentinel goes up at display start (async only).
      bumpSentinel(view.layer, reason: "display (texture)")
      if let number = displayAsync(view, reason: "texture display", group: group.id) {
        group.draws.append(number)
        group.pending += 1
      }
    }
    cell.drawn = true
  }

  /// Texture registers its observer on first use, so other sessions' event logs do not change.
  private func ensureTextureObserver() {
    guard !texture.observerAdded else { return }
    texture.observerAdded = true
    context.addMainObserver(
      RunLoopObserver(
        name: "Texture transactions", order: Drawing.textureObserverOrder,
        activities: [.beforeWaiting, .exit], mode: .common, role: .textureCommit))
  }

  /// The INT_MAX observer: commit this turn's transactions; finished ones go to main.
  func commitTextureGroups() {
    let open = texture.open
    texture.open = []
    var ready = 0
    for id in open {
      guard let group = texture.groups[id] else { continue }
      group.committed = true
      if group.draws.isEmpty {
        texture.groups[id] = nil
      } else if group.pending == 0 {
        ready += 1
        context.postToMain(.finishTextureGroup(id), at: context.mainClock)
      }
    }
    context.log(
      .observer(
        name: "Texture transactions", order: Drawing.textureObserverOrder,
        callout: .texture(committed: open.count, ready: ready)))
  }

  /// One of a transaction's draws finished (or was cancelled) on its worker.
  func textureDrawDone(_ id: Int, at time: Micros) {
    guard let group = texture.groups[id] else { return }
    group.pending = max(0, group.pending - 1)
    if group.pending == 0, group.committed { context.postToMain(.finishTextureGroup(id), at: time) }
  }

  /// On main: every draw's result in order, each checked against its layer's sentinel.
  func finishTextureGroup(_ id: Int) {
    guard let group = texture.groups.removeValue(forKey: id) else { return }
    context.log(.textureCompletion(draws: group.draws.count), layer: group.cell)
    for number in group.draws {
      guard let task = tasks.removeValue(forKey: number) else { continue }
      applyFinishedDraw(task, number: number, check: true)
    }
  }
}
