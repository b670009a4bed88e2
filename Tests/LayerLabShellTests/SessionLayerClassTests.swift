import LayerLab
import Testing

@testable import LayerLabShell

/// `layerClass=ad` as typed: what `show`, the transcript and the errors say of an ADLabel.
struct SessionLayerClassTests {
  /// `show` of an ADLabel: a `flag` row where a YYLabel has its sentinel, and none of
  /// YYLabel's switches; a YYLabel keeps them all.
  @Test func showListsTheFlagAndNoYYRowsForAnADLabel() {
    let h = SessionHarness()
    h.prepare(
      "clock model", "new label a frame=0,0,200,30 layerClass=ad text=Hi",
      "new label y frame=0,40,200,30 text=Hi", "run until idle")
    let yyOnly = [
      "displaysAsynchronously", "clearContentsBeforeAsynchronouslyDisplay",
      "fadeOnAsynchronouslyDisplay", "commit",
    ]
    #expect(h.run("show a") == .ok)
    let ad = h.outLines.compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(h.outLines.contains { $0.hasPrefix("flag ") && $0.hasSuffix("Drawing") })
    #expect(h.outLines.contains { $0.hasPrefix("layerClass ") && $0.hasSuffix(" ad") })
    #expect(!ad.contains("sentinel"))
    for row in yyOnly { #expect(!ad.contains(row), "\(row)") }
    h.clear()
    #expect(h.run("show y") == .ok)
    let yy = h.outLines.compactMap { $0.split(separator: " ").first.map(String.init) }
    #expect(yy.contains("sentinel") && !yy.contains("flag"))
    for row in yyOnly { #expect(yy.contains(row), "\(row)") }
  }

  /// Setting or reading one of YYLabel's switches on an ADLabel, or its class after creation,
  /// is one line naming the problem and the fix; the label is unchanged.
  @Test func yySwitchesOnAnADLabelAreOneLineErrors() {
    let h = SessionHarness()
    h.prepare("clock model", "new label a frame=0,0,200,30 layerClass=ad text=Hi")
    let before = h.snapshot(of: "a")
    for line in [
      "a.fadeOnAsynchronouslyDisplay = false", "a.commit = transaction",
      "a.displaysAsynchronously", "new label b layerClass=ad displaysAsynchronously=false",
    ] {
      h.clear()
      #expect(h.run(line) != .ok, "\(line)")
      #expect(h.errLines.count == 1 && h.err.contains("is an ADLabel (layerClass=ad)"), "\(h.err)")
      #expect(h.err.contains("layerClass=yy"), "the fix")
    }
    h.clear()
    #expect(h.run("a.layerClass = yy") != .ok)
    #expect(h.errLines.count == 1 && h.err.contains("fixed when it is made"))
    #expect(h.snapshot(of: "a") == before)
    #expect(h.engine.view(named: "b") == nil)
  }

  /// The transcript says what ADLabel does: the task added to ADManager's set, performed by
  /// its observer, the flag going to Cancel and back to Drawing; checkpoints read the flag.
  @Test func theTranscriptNamesADManagerAndTheFlag() {
    let h = SessionHarness()
    h.prepare("clock model")
    #expect(h.run("new label a frame=0,0,200,30 layerClass=ad text=Hi") == .ok)
    #expect(h.outLines.contains { $0.hasSuffix("ADManager a.asyncDraw: added") })
    h.clear()
    // Main sleeps after the observer marks the layer: the display link wakes it at vsync 1,
    // and that turn's commit displays it.
    #expect(h.run("step frame") == .ok)
    #expect(h.run("step frame") == .ok)
    let lines = h.outLines
    #expect(lines.contains { $0.hasSuffix("observer 16777215 ADManager: 1 pending") })
    #expect(lines.contains { $0.hasSuffix("ADManager a.asyncDraw: performed") })
    #expect(lines.contains { $0.hasSuffix("a flag → Cancel (setNeedsDisplay)") })
    #expect(lines.contains { $0.hasSuffix("a flag → Drawing (display)") })
    #expect(lines.contains { $0.contains("(draw 1, flag Drawing)") && $0.contains("a C1 pass") })
    #expect(!lines.contains { $0.contains("a sentinel") })
  }
}
