/// The class of a view's layer — UIKit's `+layerClass`, which the *view* chooses (`layerClass=`
/// on a label, or on a prototype table for its cells' labels) — and with it what marking,
/// displaying and cancelling a draw mean, and what the label class built on it does when it
/// wants a redraw.
///
/// YYAsyncLayer (YYLabel's layer) and AsyncDraw's ADLayer (ADLabel's) differ in each of these,
/// so each is one type that owns all of it, rather than checks scattered over the drawing code.
/// Which queues the draws run on is not the layer's business: that is the `pool` setting.
protocol LayerClass: Sendable {
  /// The value `layerClass=` takes.
  var name: String { get }
  /// The layer's and the label's class names in their library, for `show` and errors.
  var className: String { get }
  var labelClassName: String { get }

  // MARK: The layer

  /// `setNeedsDisplay`, before the layer is marked: how a draw in flight learns it is stale.
  /// Called by the display pipeline, which it tells (a sentinel bumped) or logs through.
  func willMark(_ layer: Layer, by drawing: Drawing)
  /// An async `display` begins, before it captures and dispatches.
  func willDisplay(_ layer: Layer, by drawing: Drawing)
  /// The layer can only display asynchronously (its `display` never draws on main).
  var alwaysAsync: Bool { get }
  /// Whether its draws capture a sentinel to compare (YYAsyncLayer) rather than read a flag.
  var hasSentinel: Bool { get }
  /// Whether a draw of this layer in flight is to be thrown away now.
  func isCancelled(_ task: DrawTask) -> Bool
  /// The check a draw makes on its queue just before a render stage of `kind`, if any. C1,
  /// C2 and C3 are every class's; this is what each looks at in between.
  func check(before kind: RenderStage.Kind) -> DrawTask.Check?
  /// Whether a draw cancelled on its queue tells main (`didDisplay(false)`).
  var reportsCancelToMain: Bool { get }
  /// Whether main checks once more (C4) before setting the contents.
  var checksBeforeSettingContents: Bool { get }
  /// The layer's cancellation state as `show` prints it.
  func stateRow(of layer: Layer) -> (name: String, value: String)

  // MARK: The label class built on it

  /// Label properties the label class does not have (YYLabel's switches, on an ADLabel).
  var absentLabelProperties: Set<String> { get }
  /// Whether an async draw's new contents fade in (YYLabel's `fadeOnAsynchronouslyDisplay`).
  func fades(_ label: LabelView) -> Bool
  /// Whether the label blanks its contents when an async redraw is asked for.
  func clearsBeforeRedraw(_ label: LabelView) -> Bool
  /// The label wants a redraw, for `cause`: what its setters, `layoutSubviews` and creation do.
  func labelWantsRedraw(_ label: LabelView, _ cause: RedrawCause, in engine: Engine)
}

/// Why a label wants a redraw: the label classes answer each differently.
enum RedrawCause {
  /// The label was just made.
  case created
  /// A drawing property's setter ran.
  case setter
  /// Its `layoutSubviews` ran (its size changed).
  case layout
  /// Its cell was configured for a new row (`cellForRow`, `willDisplay`).
  case reused
}

/// The layer classes `layerClass=` offers, by name.
enum LayerClasses {
  static let yy: any LayerClass = YYAsyncLayerClass()
  static let ad: any LayerClass = ADLayerClass()
  static let all: [any LayerClass] = [yy, ad]
  static let names = all.map(\.name)

  static func named(_ name: String) -> (any LayerClass)? {
    all.first { $0.name == name }
  }
}

/// YYAsyncLayer under YYLabel (ibireme/YYText `YYAsyncLayer.m`, `YYLabel.m`): a sentinel that
/// `setNeedsDisplay` moves; YYTextLayout polls it before each drawing pass; C4 on main; a
/// cancel on the queue calls `didDisplay(NO)`; the label may clear and fade.
struct YYAsyncLayerClass: LayerClass {
  var name: String { "yy" }
  var className: String { "YYAsyncLayer" }
  var labelClassName: String { "YYLabel" }

  func willMark(_ layer: Layer, by drawing: Drawing) {
    drawing.bumpSentinel(layer, reason: "setNeedsDisplay")
  }

  /// `display` does not move the sentinel: the draw captures its value.
  func willDisplay(_ layer: Layer, by drawing: Drawing) {}
  var alwaysAsync: Bool { false }
  var hasSentinel: Bool { true }

  func isCancelled(_ task: DrawTask) -> Bool { task.layer.display.sentinel != task.captured }

  func check(before kind: RenderStage.Kind) -> DrawTask.Check? {
    if case .pass(let pass) = kind { return .poll(pass) }
    return nil
  }

  var reportsCancelToMain: Bool { true }
  var checksBeforeSettingContents: Bool { true }

  func stateRow(of layer: Layer) -> (name: String, value: String) {
    ("sentinel", String(layer.display.sentinel))
  }

  var absentLabelProperties: Set<String> { [] }
  func fades(_ label: LabelView) -> Bool { label.fadeOnAsynchronouslyDisplay }
  func clearsBeforeRedraw(_ label: LabelView) -> Bool {
    label.clearContentsBeforeAsynchronouslyDisplay
  }

  /// YYLabel's setters call `setNeedsDisplay` at once (after `_clearContents`); with
  /// `commit=transaction` (YYTextView's way) they commit to YYTransaction instead, and
  /// `layoutSubviews` re-commits. A new label is marked at once either way.
  func labelWantsRedraw(_ label: LabelView, _ cause: RedrawCause, in engine: Engine) {
    switch (cause, label.commit) {
    case (.created, _):
      engine.drawing.setNeedsDisplay(label)
    case (.setter, .transaction), (.layout, .transaction):
      engine.main.commitTransaction(target: label.name, selector: "contentsNeedUpdated")
    case (.layout, .direct):
      break
    case (.setter, .direct), (.reused, _):
      label.clearBeforeAsyncDisplay(in: engine)
      engine.drawing.setNeedsDisplay(label)
    }
  }
}

/// AsyncDraw's ADLayer under ADLabel (stkusegithub/AsyncDraw `ADLayer.m`, `ADLabel.m`):
/// a two-state flag instead of a sentinel — `setNeedsDisplay` sets Cancel, `display` sets
/// Drawing — read once before the delegate draws and after drawing and imaging; nothing is
/// said to main on a cancel, and main sets the contents with no check, so a draw that passed
/// its checks before a newer `display` re-armed the flag still lands, stale. ADLabel's
/// setters and `layoutSubviews` do not mark the layer: they add `asyncDraw` to ADManager's
/// task set, whose observer runs after CA's commit, so the draw starts a turn later.
struct ADLayerClass: LayerClass {
  var name: String { "ad" }
  var className: String { "ADLayer" }
  var labelClassName: String { "ADLabel" }

  /// `self.status = ADLayerStatusCancel`. The workbench still counts the mark in the layer's
  /// `sentinel` field, which nothing in ADLayer reads: it only lets the trace tell a stale
  /// commit (`sentinel_end` ≠ `sentinel`).
  func willMark(_ layer: Layer, by drawing: Drawing) {
    layer.display.sentinel &+= 1
    setFlag(layer, drawing: false, reason: "setNeedsDisplay", by: drawing)
  }

  /// `self.status = ADLayerStatusDrawing`, at the top of `display`.
  func willDisplay(_ layer: Layer, by drawing: Drawing) {
    setFlag(layer, drawing: true, reason: "display", by: drawing)
  }

  private func setFlag(_ layer: Layer, drawing: Bool, reason: String, by pipeline: Drawing) {
    layer.display.adDrawing = drawing
    pipeline.context.log(.flag(reason: reason, drawing: drawing), layer: layer.name)
  }

  /// ADLayer's `display` calls `asyncDraw` whenever its delegate answers
  /// `asyncDrawLayer:inContext:canceled:`, which ADLabel does.
  var alwaysAsync: Bool { true }
  var hasSentinel: Bool { false }

  func isCancelled(_ task: DrawTask) -> Bool { !task.layer.display.adDrawing }

  /// The delegate is handed `canceled` once, as it starts to draw (before it lays the text
  /// out); it never looks again.
  func check(before kind: RenderStage.Kind) -> DrawTask.Check? {
    kind == .layout ? .snapshot : nil
  }

  var reportsCancelToMain: Bool { false }
  var checksBeforeSettingContents: Bool { false }

  func stateRow(of layer: Layer) -> (name: String, value: String) {
    ("flag", layer.display.adDrawing ? "Drawing" : "Cancel")
  }

  /// ADLabel has none of YYLabel's switches: it always draws asynchronously, never clears or
  /// fades, and always defers through ADManager.
  var absentLabelProperties: Set<String> {
    [
      "displaysAsynchronously", "clearContentsBeforeAsynchronouslyDisplay",
      "fadeOnAsynchronouslyDisplay", "commit",
    ]
  }
  func fades(_ label: LabelView) -> Bool { false }
  func clearsBeforeRedraw(_ label: LabelView) -> Bool { false }

  /// `[[ADManager shareInstance] ad_addTaskWith:self selector:@selector(asyncDraw)]`, from
  /// every setter and `layoutSubviews` (and so for a new label, whose setters ran).
  func labelWantsRedraw(_ label: LabelView, _ cause: RedrawCause, in engine: Engine) {
    engine.main.addADManagerTask(target: label.name, selector: "asyncDraw")
  }
}
