import Testing

@testable import LayerLab

/// YYLabel's fade: new async contents fade in over 0.08 s, and the render server renders a
/// frame at every vsync of it without a commit; the label is blended while it fades.
struct FadeTests {
  /// The animation frames after the last commit, in order.
  func animationFrames(_ h: Harness) -> [RenderRecord] {
    h.engine.recording.renders.filter(\.animation)
  }

  @Test func anAsyncDrawFadesInOverFramesWithoutCommits() throws {
    let h = Harness(clock: .model)
    try h.label("a")
    #expect(h.idle() == .reached)
    let commit = try #require(h.engine.recording.renders.last { !$0.animation })
    let frames = animationFrames(h)
    let device = h.engine.device
    // One frame per vsync from the one that showed the commit until the fade (80 ms from the
    // commit) has ended: each begun at a vsync and shown at the next.
    #expect(!frames.isEmpty)
    for (offset, frame) in frames.enumerated() {
      #expect(frame.commit == commit.commit)
      #expect(frame.presented == commit.presented + 1 + Int64(offset))
      #expect(frame.deadline == frame.presented - 1)
      #expect(frame.cost.blendedPixels > 0, "the fading label is blended")
    }
    let last = try #require(frames.last)
    let end = commit.committedAt + RenderServer.fadeDuration
    #expect(device.vsyncTime(last.deadline) < end)
    #expect(device.vsyncTime(last.presented) >= end)
    // Every other render is a commit's (or stands for commits folded into it).
    let server = h.engine.server
    #expect(
      h.engine.main.commits == h.engine.recording.renders.count - frames.count + server.coalesced)
  }

  @Test func noFadeWithoutYYLabelsAsyncDisplay() throws {
    // Switched off, a sync label, and AsyncDraw's ADLabel (the two-state flag) do not fade.
    let off = Harness(clock: .model)
    try off.label("a")
    try off.set("a", "fadeOnAsynchronouslyDisplay", .bool(false))
    try off.set("a", "text", .text("again"))
    off.idle()
    let sync = Harness(clock: .model)
    try sync.label("a", async: false)
    sync.idle()
    let adLabel = Harness(clock: .model)
    try adLabel.label("a", layerClass: "ad")
    adLabel.idle()
    for h in [sync, adLabel] { #expect(animationFrames(h).isEmpty) }
    // The first draw (before the switch) faded; the redraw after it did not.
    let lastCommit = try #require(off.engine.recording.renders.last { !$0.animation })
    #expect(animationFrames(off).allSatisfy { $0.presented < lastCommit.presented })
  }
}
