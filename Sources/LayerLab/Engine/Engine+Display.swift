/// YYAsyncLayer's display paths on main: mark, display, sync draw, async dispatch, C4.
extension Engine {
  /// `setNeedsDisplay`: the sentinel goes up first (cancelling any draw in flight), then the
  /// layer is marked. Marking an already marked layer is what coalescing means: the commit
  /// displays it once however often it was marked.
  func setNeedsDisplay(_ view: any View) {
    let layer = view.layer
    counters.setNeedsDisplay += 1
    layer.adDrawing = false
    bumpSentinel(layer, reason: "setNeedsDisplay")
    if layer.needsDisplay {
      counters.coalesced += 1
    } else {
      layer.needsDisplay = true
    }
    caTransactionOpen = true
  }

  func bumpSentinel(_ layer: Layer, reason: String) {
    layer.sentinel &+= 1
    log(.sentinel, reason, layer: layer.name, detail: String(layer.sentinel))
  }

  /// `setNeedsLayout`: marks for layoutSubviews at the next commit.
  func setNeedsLayout(_ view: any View) {
    view.layer.needsLayout = true
    caTransactionOpen = true
  }

  /// layoutSubviews. A label in `transaction` mode re-commits its update the way ADLabel's
  /// layoutSubviews enqueues asyncDraw; other views have nothing to lay out yet.
  func layoutSubviews(_ view: any View) {
    view.layer.needsLayout = false
    counters.layouts += 1
    charge(costs.layoutPerLayer)
    log(.layout, "layoutSubviews", layer: view.name)
    if let table = view as? TableView {
      layoutTable(table)
    } else if let label = view as? LabelView, label.commit == .transaction {
      commitTransaction(target: label.name, selector: "contentsNeedUpdated")
    }
  }

  /// `display`: sync or async according to the layer. Does not move the sentinel (the sync
  /// path moves it itself).
  func display(_ view: any View, reason: String) {
    let layer = view.layer
    if layer.displaysAsynchronously {
      displayAsync(view, reason: reason)
    } else {
      displaySync(view, reason: reason)
    }
  }

  /// The async path: capture on main, then either clear (size < 1) or dispatch.
  ///
  /// - Parameter group: a Texture transaction: the draw goes to Texture's display queue and
  ///   its result waits for the transaction.
  /// - Returns: the draw's number when one was dispatched.
  @discardableResult
  func displayAsync(_ view: any View, reason: String, group: Int? = nil) -> Int? {
    let layer = view.layer
    charge(costs.displaySetup)
    let request = makeRequest(view)
    let captured = layer.sentinel
    let size = layer.frame
    if size.width < 1 || size.height < 1 {
      let number = beginRecord(layer, mode: .async, queue: "", qos: "", request: request)
      log(.display, reason, layer: layer.name, detail: "async; size < 1: cleared", draw: number)
      setContents(layer, nil, draw: number)
      trace.updateDraw(number) {
        $0.outcome = .cleared
        $0.sentinelEnd = captured
        $0.finished = mainClock
      }
      return nil
    }
    let twoState = pool.usesTwoStateFlag && group == nil
    if twoState { layer.adDrawing = true }
    let queue =
      group == nil
      ? queuePool.next(for: .userInitiated) : queuePool.textureLane(tracking: mode == .tracking)
    let number = beginRecord(
      layer, mode: .async, queue: queue.label, qos: queue.qos.rawValue, request: request)
    log(.display, reason, layer: layer.name, detail: "async", draw: number)
    let task = DrawTask(
      draw: number, layer: layer, captured: captured, request: request, queue: queue,
      readyAt: mainClock + costs.dispatchLatency)
    task.usesTwoStateFlag = twoState
    task.group = group
    queue.pending.append(task)
    tasks[number] = task
    log(.dispatch, queue.label, layer: layer.name, detail: "sentinel \(captured)", draw: number)
    return number
  }

  /// The sync path: sentinel up, draw on main (main pays the whole render), set contents.
  private func displaySync(_ view: any View, reason: String) {
    let layer = view.layer
    bumpSentinel(layer, reason: "display (sync)")
    let request = makeRequest(view)
    let number = beginRecord(
      layer, mode: .sync, queue: "main", qos: "user-interactive", request: request)
    log(.display, reason, layer: layer.name, detail: "sync", draw: number)
    let start = mainClock
    guard layer.frame.width >= 1, layer.frame.height >= 1 else {
      setContents(layer, nil, draw: number)
      trace.updateDraw(number) {
        $0.outcome = .cleared
        $0.sentinelEnd = layer.sentinel
        $0.finished = start
      }
      return
    }
    let rendered = renderTimed(request, layer: layer.name, thread: "main", at: start, draw: number)
    charge(rendered.beforeImage)
    let drawn = mainClock
    charge(rendered.image)
    setContents(
      layer, rendered.result.map { contents(from: $0, request: request, draw: number) },
      draw: number)
    trace.updateDraw(number) {
      $0.outcome = rendered.result == nil ? .cleared : .committed
      $0.sentinelEnd = layer.sentinel
      $0.started = start
      $0.drawn = drawn
      $0.imaged = mainClock
      $0.finished = mainClock
      $0.drawCost = mainClock - start
    }
  }

  func makeRequest(_ view: any View) -> RenderRequest {
    let layer = view.layer
    return RenderRequest(
      width: layer.frame.width, height: layer.frame.height, scale: device.scale,
      opaque: layer.opaque, background: layer.capturedBackground, content: view.drawContent())
  }

  private func beginRecord(
    _ layer: Layer, mode: DrawRecord.Mode, queue: String, qos: String, request: RenderRequest
  ) -> Int {
    let time = mainClock
    return trace.beginDraw { number in
      DrawRecord(
        draw: number, layer: layer.name, mode: mode, queue: queue, qos: qos,
        sentinel: layer.sentinel, requested: time, width: request.width,
        height: request.height, scale: request.scale)
    }
  }

  /// Sets a layer's contents on main; the render server sees it at the next commit.
  func setContents(_ layer: Layer, _ contents: Contents?, draw: Int?) {
    let hadContents = layer.contents != nil
    contentsBytes += (contents?.bitmap.byteCount ?? 0) - (layer.contents?.bitmap.byteCount ?? 0)
    peakContentsBytes = max(peakContentsBytes, contentsBytes)
    layer.contents = contents
    layer.changedSinceCommit = true
    caTransactionOpen = true
    if let contents {
      let size = "\(contents.bitmap.pixelWidth)x\(contents.bitmap.pixelHeight) px"
      log(.contents, "set", layer: layer.name, detail: "draw \(contents.draw); \(size)", draw: draw)
    } else if hadContents {
      log(.contents, "cleared", layer: layer.name, draw: draw)
    }
  }
}
