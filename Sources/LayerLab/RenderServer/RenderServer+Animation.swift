/// Frames the render server makes without a commit: while an animation runs, every frame shows
/// it at a later point, so the server renders the committed tree again at each vsync.
///
/// "Render prepare … animations which take place over a couple of frames are also handled
/// here" (Tech Talk 10857, docs/research/renderloop.md §1): the app commits once, and the
/// render server and GPU work every frame of the animation. The one animation modelled is
/// YYLabel's fade of new async contents (`kAsyncFadeDuration` 0.08 s, a `kCATransitionFade` on
/// `contents`, ibireme/YYText `YYLabel.m`): mid-fade the GPU blends the label's bitmap over
/// what lies beneath, so a fading label is never opaque.
extension RenderServer {
  /// YYLabel's `kAsyncFadeDuration`.
  static let fadeDuration: Micros = 80_000

  /// A commit carries fades added since the last one; each runs from the commit for 0.08 s
  /// (the animation's begin time is the transaction's).
  func startFades(_ layers: [String], at time: Micros) {
    for name in layers { fades[name] = time + RenderServer.fadeDuration }
  }

  /// The committed tree, with the layers still fading at `time` marked.
  func treeForRender(at time: Micros) -> RenderTree {
    committedTree(fading: fadingLayers(at: time))
  }

  /// The committed tree, with the layers `fading` names marked as cross-fading.
  func committedTree(fading: Set<String>) -> RenderTree {
    context.committedTree.crossfading(fading)
  }

  /// The layers whose fade still runs at `time`.
  func fadingLayers(at time: Micros) -> Set<String> {
    fades.isEmpty ? [] : Set(fades.filter { $0.value > time }.keys)
  }

  /// At vsync `index`: fades that ended by now are dropped; if one still runs and no commit
  /// is on its way to the screen, the server renders the tree again for the next vsync — a
  /// frame begun at this vsync, presented at the next (double buffering), or later when the
  /// GPU is behind, like any frame.
  func renderAnimationFrame(after index: Int64, at time: Micros) {
    fades = fades.filter { $0.value > time }
    guard !fades.isEmpty, inFlight.isEmpty else { return }
    let device = context.device
    // A commit that arrives before this frame's render prepare begins replaces it, as it
    // replaces a commit's frame (`submit`): its render shows the animation too.
    beforeLast = (pipeline, gpu)
    let cost = gpu.render(
      treeForRender(at: time), at: time, device: device, cpuSlowdown: context.slowdown)
    // Begun in the interval that ended at this vsync, so its deadline is this vsync: the
    // server starts at once.
    let frame = pipeline.render(
      FramePipeline.Commit(
        begin: index - 1, committedAt: time, prepare: cost.prepare, execute: cost.execute),
      on: device)
    var record = RenderRecord(
      commit: onScreen, committedAt: time, begin: index - 1, deadline: frame.deadline,
      prepareStart: frame.prepareStart, executeStart: frame.executeStart,
      presented: frame.presented, expected: frame.expected, buffers: frame.buffers,
      hitch: frame.hitch, hitchTime: frame.hitchTime, cost: cost)
    record.animation = true
    context.recording.appendRender(record)
    inFlight.append(
      InFlight(record: record, changes: [], heldSince: index - 1, heldLate: false))
  }
}
