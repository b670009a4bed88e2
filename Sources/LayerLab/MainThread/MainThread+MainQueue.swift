/// The main dispatch queue: blocks posted from other threads, drained by the run loop.
extension MainThread {
  /// `dispatch_async(main)`: the block becomes visible to main after a short latency.
  func post(_ action: MainBlock.Action, at time: Micros) {
    queue.post(MainBlock(action: action, availableAt: time + engine.costs.mainPostLatency))
  }

  /// A main-queue block: C4 then contents, or didDisplay(false) after a worker cancel.
  func run(_ block: MainBlock) {
    charge(engine.costs.mainQueueBlock)
    engine.recording.counters.mainBlocks += 1
    switch block.action {
    case .didDisplayCancelled(let number):
      let layer = engine.recording.draw(number)?.layer ?? ""
      engine.log(.didDisplayCancelled, layer: layer, draw: number)
    case .finishDraw(let number):
      guard let task = engine.drawing.tasks.removeValue(forKey: number) else { return }
      // ADLayer sets contents on main with no check at all.
      engine.drawing.applyFinishedDraw(
        task, number: number, check: task.layerClass.checksBeforeSettingContents)
    case .finishTextureGroup(let id):
      engine.drawing.texture.finishTransaction(id)
    case .imageLoaded(let url):
      engine.images.deliver(url)
    case .textureRangeUpdate(let table):
      if let table = engine.views[table] as? TableView {
        table.workingRanges?.performRangeUpdate(of: table, in: engine)
      }
    case .applyNodeLayout(let table):
      (engine.views[table] as? TableView)?.applyNodeLayout(in: engine)
    }
  }
}
