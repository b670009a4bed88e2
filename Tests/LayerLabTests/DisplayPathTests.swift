import Testing

@testable import LayerLab

/// The two display paths besides a normal async draw: the size < 1 guard and sync display.
@Suite struct DisplayPathTests {
  @Test(arguments: [
    Rect(x: 0, y: 0, width: 0, height: 20), Rect(x: 5, y: 5, width: 100, height: 0.5),
  ])
  func asyncLabelSmallerThanOnePointIsClearedWithoutDispatch(_ frame: Rect) throws {
    let h = Harness()
    try h.label("t", frame: frame)
    #expect(h.idle() == .reached)

    let draws = h.engine.recording.draws
    try #require(draws.count == 1)
    #expect(draws[0].outcome == .cleared)
    #expect(draws[0].mode == .async)
    #expect(draws[0].queue == "")
    #expect(draws[0].qos == "")
    #expect(draws[0].sentinel == 1 && draws[0].sentinelEnd == 1)
    #expect(draws[0].times.started == nil)
    #expect(h.events(.dispatch).isEmpty)
    #expect(h.events(.checkpoint).isEmpty)
    #expect(h.events(.mainqueue).isEmpty)
    #expect(h.renderer.calls == 0)
    #expect(h.layer("t")?.contents == nil)
    let display = try #require(h.events(.display, layer: "t").first)
    #expect(display.payload == .display(reason: "CA commit", path: .asyncCleared))
    #expect(h.engine.drawing.queueSummaries.isEmpty)
  }

  @Test func syncLabelDrawsOnMainInsideTheCommit() throws {
    let h = Harness()
    try h.label("t", async: false)
    #expect(h.idle() == .reached)

    let draws = h.engine.recording.draws
    try #require(draws.count == 1)
    let draw = draws[0]
    #expect(draw.mode == .sync)
    #expect(draw.queue == "main")
    #expect(draw.outcome == .committed)
    // Creation bumps to 1; the sync display bumps again before drawing.
    #expect(draw.sentinel == 2 && draw.sentinelEnd == 2)
    #expect(h.events(.sentinel, layer: "t").map(\.name) == ["setNeedsDisplay", "display (sync)"])
    #expect(h.events(.dispatch).isEmpty)
    #expect(h.events(.checkpoint).isEmpty)
    #expect(h.renderer.calls == 1)

    // Bump, display, contents and the commit that carries them all happen in one turn, in
    // that order, inside the CA commit observer.
    let bump = try #require(h.events(.sentinel, "display (sync)").first)
    let display = try #require(h.events(.display, layer: "t").first)
    let contents = try #require(h.events(.contents, "set", layer: "t").first)
    let commit = try #require(h.events(.commit).first { $0.turn == display.turn })
    let observer = try #require(h.events(.observer, "CA commit").first { $0.turn == display.turn })
    #expect([bump.turn, contents.turn, commit.turn] == [display.turn, display.turn, display.turn])
    #expect(observer.seq < bump.seq)
    #expect(bump.seq < display.seq && display.seq < contents.seq && contents.seq < commit.seq)
    #expect(commit.payload == .commit(number: 1, layers: ["t"]))
    #expect(h.layer("t")?.committed?.draw == 1)
    #expect(h.engine.main.commits == 1)

    // Main paid the whole render: context + layout + text, then the image.
    let counts = FakeRenderer.counts(for: try #require(h.renderer.requests.first))
    let speed = h.engine.device.speedFactor
    let costs = h.engine.costs
    let beforeImage = [RenderStage.Kind.context, .layout, .pass("text")].reduce(Micros(0)) {
      $0 + costs.modelCost(of: $1, counts: counts, speedFactor: speed)
    }
    let image = costs.modelCost(of: .image, counts: counts, speedFactor: speed)
    let started = try #require(draw.times.started)
    #expect(draw.times.drawn == started + beforeImage)
    #expect(draw.times.imaged == started + beforeImage + image)
    #expect(draw.drawCost == beforeImage + image)
    #expect(contents.time == draw.times.finished)
  }

  @Test func syncDisplayCallDrawsImmediatelyEveryTime() throws {
    let h = Harness()
    try h.label("t", async: false)
    h.idle()
    try h.call("t", "display")
    try h.call("t", "display")
    // Both draws ran during the typed statements, before any turn.
    #expect(h.engine.recording.draws.count == 3)
    #expect(h.engine.recording.draws.map(\.sentinel) == [2, 3, 4])
    #expect(h.layer("t")?.contents?.draw == 3)
    // The render server still has the old tree until the next commit.
    #expect(h.layer("t")?.committed?.draw == 1)
    h.idle()
    #expect(h.layer("t")?.committed?.draw == 3)
  }
}
