/// Taking a commit in, and the render stages as events.
extension RenderServer {
  /// The CA commit `number` just sent `changed` layers (their `commitState.committed` is set):
  /// fit its frame into the render loop.
  ///
  /// The frame's *begin* is the vsync whose interval the app began working on it in: the last
  /// vsync at or before main woke (`awakeSince`), or — while main has not slept since an
  /// earlier commit — that commit's deadline, since "a frame's begin time is the previous
  /// frame's commit deadline" (Understanding hitches in your app). Never after the commit.
  ///
  /// A commit whose predecessor has not begun render prepare replaces it: the render server
  /// renders the latest tree it has, so two commits in one interval make one frame, and a
  /// commit made while the GPU is behind takes the place of the frame still waiting (our
  /// reading of Apple's one-frame-per-interval pipeline; no source spells the rule out). The
  /// frame is expected where the first commit it replaced was (the screen showed nothing new
  /// there: "a hitch is any time a frame appears onscreen later than expected"), and it is a
  /// commit hitch if any of them missed its own deadline, a render hitch if none did.
  ///
  /// Where the frame is taken up is settled now; what it costs — its tree built and analysed —
  /// when its render prepare begins (``priceWaiting()``): most commits of a scroll are
  /// replaced before then, and a frame's cost changes nothing about where it is taken up.
  func submit(
    commit number: Int, changed: [Layer], at time: Micros, awakeSince: Micros,
    fading: [String] = []
  ) {
    let device = context.device
    // Labelled as `InFlight.changes` is: an unlabelled list is converted by a copy.
    var changes: [(layer: Layer, state: LayerSnapshot)] = changed.compactMap { layer in
      layer.commitState.committed.map { (layer: layer, state: $0) }
    }
    let lastDeadline =
      inFlight.last.flatMap { $0.unpriced != nil ? $0.record.deadline : nil }
      ?? context.recording.renders.last?.deadline ?? 0
    let woke = device.vsyncIndex(after: awakeSince) - 1
    let latest = device.vsyncIndex(after: time) - 1
    let begin = max(woke, min(lastDeadline, latest))
    var held: (since: Int64, late: Bool)?
    if let last = inFlight.last, inFlight.count - 1 >= prepareCursor,
      last.unpriced != nil || beforeLast != nil
    {
      held = (min(last.heldSince, begin), last.heldLate)
      inFlight.removeLast()
      // A frame already priced (an animation's, or one priced at the end of a statement) is
      // taken back out of the pipeline, the GPU's cache and the recording.
      if last.unpriced == nil, let before = beforeLast {
        context.recording.withdrawLastRender()
        (pipeline, gpu) = before
      }
      changes = last.changes + changes
      coalesced += 1
    }
    startFades(fading, at: time)
    let place = pipeline.placement(begin: begin, committedAt: time, on: device)
    var waiting = Unpriced(
      fading: fadingLayers(at: time), device: device, slowdown: context.slowdown,
      commit: FramePipeline.Commit(
        begin: begin, committedAt: time, prepare: 0, execute: 0, heldSince: held?.since,
        heldLate: held?.late ?? false))
    #if DEBUG
      waiting.treeAtCommit = committedTree(fading: waiting.fading)
    #endif
    // Until it is priced, the record holds what is known: where the frame is taken up.
    let record = RenderRecord(
      commit: number, committedAt: time, begin: held?.since ?? begin, deadline: place.deadline,
      prepareStart: place.prepareStart, executeStart: place.prepareStart, presented: .max,
      expected: .max, buffers: pipeline.buffers, hitch: .none, hitchTime: 0, cost: RenderCost())
    inFlight.append(
      InFlight(
        record: record, changes: changes, heldSince: held?.since ?? begin,
        heldLate: (held?.late ?? false) || place.deadline > begin + 1, unpriced: waiting))
  }

  /// A commit's frame taken up and not yet priced: what pricing it reads, as it was at the
  /// commit.
  ///
  /// Its tree is the committed states of the layers in the layer tree; the states change only
  /// at the next commit, which replaces this frame, but the layer tree changes whenever a view
  /// is made, removed or moved. So the tree is built when the frame is priced, or just before
  /// the layer tree first changes (``layersWillChange()``), whichever comes first: most frames
  /// are replaced before either, and building a tree at every commit was 6–7 % of a scroll.
  struct Unpriced {
    /// The tree, once built.
    var tree: RenderTree?
    /// The layers whose fade ran at the commit.
    let fading: Set<String>
    let device: DeviceProfile
    let slowdown: Double
    /// The commit as `FramePipeline` takes it, its costs still 0.
    let commit: FramePipeline.Commit
    #if DEBUG
      /// The tree built at the commit, to check the one built later against.
      var treeAtCommit: RenderTree?
    #endif
  }

  /// A view is about to be made, removed or moved: the frame waiting to be priced takes its
  /// tree now, as the commit left it.
  func layersWillChange() {
    guard let index = inFlight.indices.last, let waiting = inFlight[index].unpriced,
      waiting.tree == nil
    else { return }
    inFlight[index].unpriced?.tree = committedTree(fading: waiting.fading)
  }

  /// Prices the frame waiting at the end of `inFlight`, if any: when its render prepare begins,
  /// and before anything outside the run reads the recording (`Engine.settle`). Nothing but
  /// this frame touches the pipeline or the GPU's cache meanwhile (an animation frame waits
  /// for an empty `inFlight`; a later commit replaces it), so the result is what pricing it at
  /// the commit gave.
  func priceWaiting() {
    guard let index = inFlight.indices.last, let waiting = inFlight[index].unpriced else {
      return
    }
    beforeLast = (pipeline, gpu)
    var commit = waiting.commit
    let tree = waiting.tree ?? committedTree(fading: waiting.fading)
    #if DEBUG
      assert(waiting.treeAtCommit.map { $0.sameLayers(as: tree) } ?? true)
    #endif
    let cost = gpu.render(
      tree, at: commit.committedAt, device: waiting.device, cpuSlowdown: waiting.slowdown)
    let coverage = ContentCoverage(tree: tree, device: waiting.device)
    commit.prepare = cost.prepare
    commit.execute = cost.execute
    let frame = pipeline.render(commit, on: waiting.device)
    var record = inFlight[index].record
    assert(frame.deadline == record.deadline && frame.prepareStart == record.prepareStart)
    record.executeStart = frame.executeStart
    record.presented = frame.presented
    record.expected = frame.expected
    record.buffers = frame.buffers
    record.hitch = frame.hitch
    record.hitchTime = frame.hitchTime
    record.cost = cost
    record.blankLayers = coverage.blankLayers.map(\.name)
    context.recording.appendRender(record)
    inFlight[index].record = record
    inFlight[index].coverage = coverage
    inFlight[index].unpriced = nil
  }

  /// When the next render stage begins: a render prepare or a render execute not yet begun.
  var nextStageTime: Micros? {
    let prepare = prepareCursor < inFlight.count ? inFlight[prepareCursor].record.prepareStart : nil
    // An unpriced frame's execute is not known, and begins no earlier than its prepare.
    let execute =
      executeCursor < inFlight.count ? inFlight[executeCursor].record.executeStart : nil
    switch (prepare, execute) {
    case (let p?, let e?): return min(p, e)
    case (let p?, nil): return p
    case (nil, let e?): return e
    case (nil, nil): return nil
    }
  }

  /// Begins the stage due at `time`; render prepare first when both are due (a frame's
  /// execute never begins before its own prepare ends).
  func startStage(at time: Micros) {
    if prepareCursor < inFlight.count, inFlight[prepareCursor].record.prepareStart <= time {
      if inFlight[prepareCursor].unpriced != nil { priceWaiting() }
      let record = inFlight[prepareCursor].record
      prepareCursor += 1
      cpuBusyUntil = max(cpuBusyUntil, record.prepareEnd)
      context.log(
        .renderPrepare(
          commit: record.commit, layers: record.cost.layers, took: record.cost.prepare,
          animation: record.animation),
        thread: "render-server", at: time)
      let name = "render prepare \(record.commit)" + (record.animation ? " (animation)" : "")
      context.recording.appendSpan(
        SpanRecord(
          thread: "render-server", name: name, category: "render",
          start: record.prepareStart, end: record.prepareEnd, turn: context.mainTurn))
    } else if executeCursor < inFlight.count {
      let record = inFlight[executeCursor].record
      executeCursor += 1
      context.log(.renderExecute(RenderExecute(record)), thread: "gpu", at: time)
      context.recording.appendSpan(
        SpanRecord(
          thread: "gpu",
          name: "render execute \(record.commit)" + (record.animation ? " (animation)" : ""),
          category: "gpu",
          start: record.executeStart, end: record.executeEnd, turn: context.mainTurn))
    }
  }
}

/// What the GPU did for one commit, as the `gpu` event reports it.
public struct RenderExecute: Sendable, Equatable {
  public var commit: Int
  public var took: Micros
  public var pixelsWritten: Int
  public var blendedPixels: Int
  public var offscreenPasses: Int
  /// A frame rendered for a running animation, without a commit.
  public var animation = false

  init(_ record: RenderRecord) {
    commit = record.commit
    took = record.cost.execute
    pixelsWritten = record.cost.pixelsWritten
    blendedPixels = record.cost.blendedPixels
    offscreenPasses = record.cost.offscreenPasses
    animation = record.animation
  }

  public init(
    commit: Int, took: Micros, pixelsWritten: Int, blendedPixels: Int, offscreenPasses: Int
  ) {
    self.commit = commit
    self.took = took
    self.pixelsWritten = pixelsWritten
    self.blendedPixels = blendedPixels
    self.offscreenPasses = offscreenPasses
  }
}
