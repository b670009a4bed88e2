/// Which main-thread work items become spans, and what they are called.
extension MainThread {
  func recordSpan(for work: MainWorkItem, from start: Micros) {
    switch work {
    case .notify, .enterMode, .commitLayoutPass, .commitDisplayPass:
      return
    case .observer(let observer, _):
      if observer.role == .caCommit {
        transaction.observerCalled(at: start)
      } else {
        span(observer.spanName, "observer", from: start)
      }
    case .layout(let name):
      span(spanNames.name("layoutSubviews", name), "layout", from: start, layer: name)
    case .display(let name):
      guard clock > start else { return }
      span(
        spanNames.name("display", name), "display", from: start, layer: name,
        draw: lastDraw(of: name))
    case .commitFinish:
      span("CA commit", "commit", from: transaction.commitStart)
    case .transactionEntry(let key):
      span(
        "YYTransaction \(key.target).\(key.selector)", "transaction", from: start, layer: key.target
      )
    case .adManagerTask(let key):
      span("ADManager \(key.target).\(key.selector)", "transaction", from: start, layer: key.target)
    case .input(let input):
      span("input: \(input.text)", "input", from: start)
    case .mainBlock(let block):
      switch block.action {
      case .finishDraw(let number), .didDisplayCancelled(let number):
        let layer = engine.recording.draw(number)?.layer ?? ""
        span(
          "main-queue block (draw \(number))", "mainqueue", from: start, layer: layer, draw: number)
      case .finishTextureGroup(let id):
        span("Texture completion \(id)", "mainqueue", from: start)
      case .imageLoaded(let url):
        span("image loaded \(url)", "mainqueue", from: start)
      case .textureRangeUpdate(let table):
        span("Texture range update", "mainqueue", from: start, layer: table)
      case .applyNodeLayout(let table):
        span("Texture node layouts applied", "mainqueue", from: start, layer: table)
      }
    case .displayLink:
      span("display-link", "timer", from: start)
    }
  }

  /// The newest draw record of a layer, to link a display span to its draw.
  private func lastDraw(of layer: String) -> Int? {
    engine.recording.draws.last { $0.layer == layer }?.draw
  }
}
