import Testing

@testable import LayerLab

/// The libraries' own behaviour where it differs from YYAsyncLayer's: AsyncDraw's one BOOL
/// and silent cancel, and YYAsyncLayer's sync branch without a size guard.
struct LibraryBehaviourTests {
  /// ADLayer hands its delegate one `canceled` BOOL before drawing and checks again after
  /// drawing and after the image: no per-pass polls (YY's text draw has one per pass).
  /// The layer's class decides it, whatever the pool: here YY's queues.
  @Test func asyncDrawReadsOneBoolInsteadOfPollingEachPass() throws {
    let h = Harness(pool: .yy, clock: .measured)
    h.renderer.textPassMicros = ["slow text": 400]
    try h.label("t", text: "slow text", layerClass: "ad")
    #expect(h.runUntilDrawing("t"))
    let task = try #require(h.engine.drawing.tasks.values.first)
    #expect(task.checks.map(\.check) == [.snapshot, .c2, .c3])
    #expect(h.idle() == .reached)
    #expect(!h.events(.checkpoint).contains { $0.name.hasPrefix("draw:") })
  }

  /// A draw cancelled after it began drawing: YYAsyncLayer tells main (didDisplay(NO)),
  /// ADLayer returns without a word. (Shrunk below 1 pt, the layer's next display clears it
  /// without drawing.) Both on the same pool: the layer's class decides.
  @Test func aCancelledAsyncDrawTellsMainNothing() throws {
    for layerClass in ["ad", "yy"] {
      let h = Harness(pool: .ad, clock: .measured)
      h.renderer.textPassMicros = ["slow text": 400]
      try h.label("t", text: "slow text", layerClass: layerClass)
      #expect(h.runUntilDrawing("t"))
      #expect(h.engine.advance(.duration(100)) == .reached)
      try h.set("t", "frame", .rect(Rect(x: 0, y: 0, width: 0.5, height: 20)))
      #expect(h.idle() == .reached)
      let first = try #require(h.engine.recording.draws.first)
      #expect(first.outcome == .cancelled, "\(layerClass)")
      let told = h.events(.mainqueue, "didDisplay(false)").count
      #expect(told == (layerClass == "ad" ? 0 : 1), "\(layerClass): \(told)")
    }
  }

  /// YYAsyncLayer's sync branch asks UIKit for a context of any size: half a point wide
  /// still draws (a 1 px column); only an empty size gets none and clears the contents.
  @Test func theSyncPathHasNoSizeGuardBelowOnePoint() throws {
    let h = Harness()
    try h.label("thin", frame: Rect(x: 0, y: 0, width: 0.5, height: 20), async: false)
    try h.label("empty", frame: Rect(x: 0, y: 0, width: 0, height: 20), async: false)
    #expect(h.idle() == .reached)
    let thin = try #require(h.engine.recording.draws.first { $0.layer == "thin" })
    #expect(thin.outcome == .committed)
    #expect(h.layer("thin")?.contents?.bitmap.pixelWidth == 1)
    let empty = try #require(h.engine.recording.draws.first { $0.layer == "empty" })
    #expect(empty.outcome == .cleared)
  }
}
