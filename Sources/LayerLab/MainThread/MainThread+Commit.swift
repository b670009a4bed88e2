/// Core Animation's implicit transaction on main: the commit that hands the tree over.
extension MainThread {
  /// Sends the layer tree to the render server: every layer's contents as they are now is
  /// what the next vsync shows.
  func finishCommit() {
    let layers = viewLayers.of(engine.views)
    let changed = layers.indices.filter { layers[$0].commitState.changed }.map {
      engine.views.values[$0]
    }
    guard transaction.isOpen || !changed.isEmpty else {
      engine.log(.nothingToCommit)
      return
    }
    let number = transaction.commit()
    var fading: [String] = []
    for view in changed {
      var state = view.layer.snapshot
      state.expectsContent = view.expectsContent
      view.layer.commitState.committed = state
      view.layer.commitState.changed = false
      if view.layer.commitState.fadeAdded {
        view.layer.commitState.fadeAdded = false
        fading.append(view.name)
      }
      charge(engine.costs.commitPerLayer)
    }
    engine.log(.commit(number: number, layers: changed.map(\.name)))
    engine.server.submit(
      commit: number, changed: changed.map(\.layer), at: clock, awakeSince: sleep.awakeSince,
      fading: fading)
  }
}
