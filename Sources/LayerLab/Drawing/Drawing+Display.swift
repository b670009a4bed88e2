/// The display paths on main: mark, display, sync draw, async dispatch, C4. What marking and
/// cancelling mean is the layer's class's (`LayerClass`): YYAsyncLayer's sentinel or
/// ADLayer's flag.
extension Drawing {
  /// `setNeedsDisplay`: the layer's class cancels any draw in flight first (YYAsyncLayer's
  /// sentinel goes up, ADLayer's flag goes to Cancel), then the layer is marked. Marking an
  /// already marked layer is what coalescing means: the commit displays it once however
  /// often it was marked.
  func setNeedsDisplay(_ view: any View) {
    let layer = view.layer
    context.recording.counters.setNeedsDisplay += 1
    layer.display.layerClass.willMark(layer, by: self)
    if layer.display.needsDisplay {
      context.recording.counters.coalesced += 1
    } else {
      layer.display.needsDisplay = true
    }
    context.markForDisplay(view)
    context.openTransaction()
  }

  /// Lets the renderer begin, on the host's other cores, the text layout of `view`'s coming
  /// async draw (see ``LayerRenderer/prefetch(_:)``), as its state stands now: a cell just
  /// configured for a row, whose draws the commit will queue after the rest of the layout.
  /// Begun at the queueing only, the helper lagged main: 60 % of the draws of a fling session
  /// waited for their layout (5 664 of 9 406), 40 % when begun here too. A view changed again
  /// before the commit queues a different request; the one begun here is then dropped unused,
  /// and the figures are the same either way.
  func prefetch(_ view: any View) {
    let layer = view.layer
    guard context.clockMode == .model, view.draws, layer.display.needsDisplay, layer.isShown,
      layer.display.drawsAsynchronously, let request = pricer.request(for: view, content: nil)
    else { return }
    context.renderer.prefetch(request)
  }

  func bumpSentinel(_ layer: Layer, reason: String) {
    layer.display.sentinel &+= 1
    context.log(.sentinel(reason: reason, value: layer.display.sentinel), layer: layer.name)
  }

  /// `display`: sync or async according to the layer (an ADLayer is always async). Does not
  /// move the sentinel (the sync path moves it itself).
  /// A view that draws nothing (a plain UIView) is left alone: no sentinel, no draw, no
  /// contents, as UIKit does not display a view without `drawRect:`.
  func display(_ view: any View, reason: String) {
    guard view.draws else { return }
    let layer = view.layer
    if layer.display.drawsAsynchronously {
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
  /// VVebo's `draw`: the cell's layers go to the global queue (its code calls
  /// `dispatch_get_global_queue(DEFAULT, 0)`) and only main checks the flag.
  func displayVVebo(_ view: any View) {
    guard view.draws else { return }
    if view.layer.display.displaysAsynchronously {
      displayAsync(view, reason: "draw()", vvebo: true)
    } else {
      display(view, reason: "draw()")
    }
  }

  /// - Parameter content: what to render instead of the view's `drawContent()` (a
  ///   UIImageView's decode).
  @discardableResult
  func displayAsync(
    _ view: any View, reason: String, group: Int? = nil, vvebo: Bool = false,
    content: DrawContent? = nil
  ) -> Int? {
    let layer = view.layer
    guard let request = pricer.request(for: view, content: content) else { return nil }
    context.chargeMain(context.costs.displaySetup)
    // VVebo's and Texture's draws keep their own ways of cancelling; only their layers'
    // (always YYAsyncLayer-like) sentinels matter to them.
    let layerClass = group == nil && !vvebo ? layer.display.layerClass : LayerClasses.yy
    layerClass.willDisplay(layer, by: self)
    let captured = layer.display.sentinel
    let size = layer.frame
    if size.width < 1 || size.height < 1 {
      let number = beginRecord(layer, mode: .async, queue: "", qos: "", request: request)
      context.log(.display(reason: reason, path: .asyncCleared), layer: layer.name, draw: number)
      setContents(layer, nil, draw: number)
      context.recording.updateDraw(number) {
        $0.outcome = .cleared
        $0.sentinelEnd = captured
        $0.times.finished = context.mainClock
      }
      return nil
    }
    let destination =
      vvebo
      ? queues.globalQueue(at: context.mainClock)
      : group == nil
        ? queues.next(for: .userInitiated, at: context.mainClock)
        : queues.textureDisplayQueue(tracking: context.mainMode == .tracking)
    // A concurrent queue's draw is recorded on the queue; the thread that takes it replaces
    // that label when it starts.
    let number = beginRecord(
      layer, mode: .async, queue: destination.label, qos: destination.qos.rawValue,
      request: request)
    let readsFlag = !layerClass.hasSentinel
    if readsFlag { context.recording.updateDraw(number) { $0.readsFlag = true } }
    context.log(.display(reason: reason, path: .async), layer: layer.name, draw: number)
    let task = DrawTask(
      draw: number, layer: layer, captured: captured, request: request, queue: nil,
      readyAt: context.mainClock + context.costs.dispatchLatency)
    task.layerClass = layerClass
    task.checksOnMainOnly = vvebo
    task.group = group
    // Only YYLabel fades: not ADLabel, VVeboLabel or a Texture node.
    task.fades =
      (view as? LabelView).map { layerClass.fades($0) } == true && !vvebo && group == nil
    queues.send(task, to: destination)
    tasks[number] = task
    // The render runs when a thread takes the task, from the request captured now: under
    // `clock model` its text may be laid out on the host's other cores meanwhile (unless
    // `prefetch` began it already).
    if context.clockMode == .model { context.renderer.prefetch(request) }
    context.log(
      .dispatch(queue: destination.label, sentinel: readsFlag ? nil : captured),
      layer: layer.name, draw: number)
    return number
  }

  /// The sync path: sentinel up, draw on main (main pays the whole render), set contents; an
  /// empty layer gets no context and no contents. With `content` (a UIImageView's decode in
  /// the commit) it renders that instead, and no sentinel moves: the layer is a plain CALayer.
  func displaySync(_ view: any View, reason: String, content: DrawContent? = nil) {
    let layer = view.layer
    guard let request = pricer.request(for: view, content: content) else { return }
    if content == nil { bumpSentinel(layer, reason: "display (sync)") }
    let number = beginRecord(
      layer, mode: .sync, queue: "main", qos: "user-interactive", request: request)
    context.log(.display(reason: reason, path: .sync), layer: layer.name, draw: number)
    let start = context.mainClock
    // YYAsyncLayer's sync branch has no size guard (only its async branch clears below 1 pt):
    // it asks UIKit for a context of the layer's size, which fails only for an empty size
    // (the contents become nil); a 0.5 pt wide layer gets a 1 px wide bitmap.
    guard layer.frame.width > 0, layer.frame.height > 0 else {
      setContents(layer, nil, draw: number)
      context.recording.updateDraw(number) {
        $0.outcome = .cleared
        $0.sentinelEnd = layer.display.sentinel
        $0.times.finished = start
      }
      return
    }
    let rendered = pricer.renderTimed(
      request, layer: layer.name, thread: "main", at: start, draw: number)
    context.chargeMain(rendered.beforeImage)
    let drawn = context.mainClock
    context.chargeMain(rendered.image)
    setContents(
      layer,
      rendered.result.map { RenderPricer.contents(from: $0, request: request, draw: number) },
      draw: number)
    context.recording.updateDraw(number) {
      $0.outcome = rendered.result == nil ? .cleared : .committed
      $0.sentinelEnd = layer.display.sentinel
      $0.times.started = start
      $0.times.drawn = drawn
      $0.times.imaged = context.mainClock
      $0.times.finished = context.mainClock
      $0.drawCost = context.mainClock - start
    }
  }

  private func beginRecord(
    _ layer: Layer, mode: DrawRecord.Mode, queue: String, qos: String, request: RenderRequest
  ) -> Int {
    let time = context.mainClock
    return context.recording.beginDraw { number in
      DrawRecord(
        draw: number, layer: layer.name, mode: mode, queue: queue, qos: qos,
        sentinel: layer.display.sentinel, times: DrawTimes(requested: time),
        size: DrawSize(width: request.width, height: request.height, scale: request.scale))
    }
  }

  /// Sets a layer's contents on main; the render server sees it at the next commit.
  func setContents(_ layer: Layer, _ contents: Contents?, draw: Int?) {
    let hadContents = layer.contents != nil
    contentsBytes += (contents?.byteCount ?? 0) - (layer.contents?.byteCount ?? 0)
    peakContentsBytes = max(peakContentsBytes, contentsBytes)
    layer.contents = contents
    layer.commitState.changed = true
    context.openTransaction()
    if let contents {
      let bitmap = contents.bitmap
      context.log(
        .contentsSet(
          draw: contents.draw, pixelWidth: bitmap.pixelWidth, pixelHeight: bitmap.pixelHeight),
        layer: layer.name, draw: draw)
    } else if hadContents {
      context.log(.contentsCleared, layer: layer.name, draw: draw)
    }
  }

  /// C4 (unless `check` is false, as for an ADLayer), then the contents.
  func applyFinishedDraw(_ task: DrawTask, number: Int, check: Bool) {
    let passed = !check || !task.isCancelled
    if check {
      logCheck(task, .c4, passed: passed, at: context.mainClock, onMain: true)
    }
    let sentinel = task.layer.display.sentinel
    let time = context.mainClock
    let bitmap = task.result?.bitmap
    if passed {
      let made = task.result.map {
        RenderPricer.contents(from: $0, request: task.request, draw: number)
      }
      setContents(task.layer, made, draw: number)
      // didDisplay(finished: true) adds the fade; the commit carries it to the render server.
      if made != nil, task.fades { task.layer.commitState.fadeAdded = true }
    }
    context.recording.updateDraw(number) {
      $0.outcome = passed ? (bitmap == nil ? .cleared : .committed) : .cancelled
      $0.cancelledAt = passed ? nil : Checkpoint.c4.name
      $0.sentinelEnd = sentinel
      $0.times.finished = time
    }
  }
}
