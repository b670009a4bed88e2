/// Taking a commit in, and the render stages as events.
extension RenderServer {
  /// The CA commit `number` just sent `changed` layers (their `commitState.committed` is set):
  /// price the committed tree and fit the frame into the render loop.
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
  func submit(
    commit number: Int, changed: [Layer], at time: Micros, awakeSince: Micros,
    fading: [String] = []
  ) {
    let device = context.device
    var changes = changed.compactMap { layer in layer.commitState.committed.map { (layer, $0) } }
    let lastDeadline = context.recording.renders.last?.deadline ?? 0
    let woke = device.vsyncIndex(after: awakeSince) - 1
    let latest = device.vsyncIndex(after: time) - 1
    let begin = max(woke, min(lastDeadline, latest))
    var held: (since: Int64, late: Bool)?
    if let last = inFlight.last, inFlight.count - 1 >= prepareCursor, let before = beforeLast {
      held = (min(last.heldSince, begin), last.heldLate)
      inFlight.removeLast()
      context.recording.withdrawLastRender()
      (pipeline, gpu) = before
      changes = last.changes + changes
      coalesced += 1
    } else {
      beforeLast = (pipeline, gpu)
    }
    startFades(fading, at: time)
    let tree = treeForRender(at: time)
    let cost = gpu.render(tree, at: time, device: device, cpuSlowdown: context.slowdown)
    let coverage = ContentCoverage(tree: tree, device: device)
    let frame = pipeline.render(
      FramePipeline.Commit(
        begin: begin, committedAt: time, prepare: cost.prepare, execute: cost.execute,
        heldSince: held?.since, heldLate: held?.late ?? false),
      on: device)
    // The record tells the frame's story: begun where the first commit it stands for was.
    var record = RenderRecord(
      commit: number, committedAt: time, begin: held?.since ?? begin, deadline: frame.deadline,
      prepareStart: frame.prepareStart, executeStart: frame.executeStart,
      presented: frame.presented, expected: frame.expected, buffers: frame.buffers,
      hitch: frame.hitch, hitchTime: frame.hitchTime, cost: cost)
    record.blankLayers = coverage.blankLayers.map(\.name)
    context.recording.appendRender(record)
    inFlight.append(
      InFlight(
        record: record, changes: changes, coverage: coverage,
        heldSince: held?.since ?? begin,
        heldLate: (held?.late ?? false) || frame.deadline > begin + 1))
  }

  /// When the next render stage begins: a render prepare or a render execute not yet begun.
  var nextStageTime: Micros? {
    let prepare = prepareCursor < inFlight.count ? inFlight[prepareCursor].record.prepareStart : nil
    let execute = executeCursor < inFlight.count ? inFlight[executeCursor].record.executeStart : nil
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
