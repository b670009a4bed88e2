import LayerLab
import Testing

@testable import LayerLabShell

/// The layer statements: `new view`, `superview=`, and the compositing properties as typed.
struct SessionLayerTests {
  @Test func newViewWithASuperviewShowsInShowAndTheTree() {
    let h = SessionHarness()
    h.prepare(
      "clock model", "new view card frame=10,100,300,120 backgroundColor=#ffffff cornerRadius=12",
      "new view badge frame=20,110,40,40 superview=card shadowOffset=0,-3 alpha=0.5",
      "run until idle")
    #expect(h.run("show badge") == .ok)
    #expect(h.outLines.contains { $0.hasPrefix("superview") && $0.hasSuffix("card") })
    #expect(h.outLines.contains { $0.hasPrefix("bitmap") && $0.contains("draws nothing") })
    h.clear()
    #expect(h.run("badge.alpha") == .ok)
    #expect(h.outLines == ["0.5"])
    let nodes = h.engine.committedTree.nodes
    #expect(nodes.map(\.name) == ["card", "badge"])
    #expect(nodes.last?.depth == 1 && nodes.first?.hasSublayers == true)
  }

  @Test func outOfRangeAndBadSuperviewsAreOneLineErrors() {
    let h = SessionHarness()
    h.prepare("new view card frame=0,0,100,100", "new label title text=Hi superview=card")
    let before = h.snapshot(of: "card")
    let refusals = [
      ("card.alpha = 2", "'alpha'"), ("card.shadowPath = oval", "'shadowPath'"),
      ("card.superview = title", "cycle"), ("card.superview = titel", "unknown superview 'titel'"),
      ("new view x superview=card2", "unknown superview 'card2'"),
      ("card.cornerRadius = -1", "'cornerRadius'"),
    ]
    for (line, words) in refusals {
      h.clear()
      #expect(h.run(line) != .ok, "\(line)")
      #expect(h.errLines.count == 1 && h.err.contains(words), "\(line): \(h.err)")
    }
    #expect(h.snapshot(of: "card") == before)
    #expect(h.engine.view(named: "card")?.layer.style == LayerStyle())
  }

  @Test func newViewCompletesItsProperties() {
    let h = SessionHarness()
    let completer = Completer(session: h.session, directory: nil)
    let offered = completer.candidates(line: "new view card ", word: "")
    for name in ["frame=", "superview=", "alpha=", "shadowPath=", "contentsGravity="] {
      #expect(offered.contains(name), "\(name) in \(offered)")
    }
    #expect(completer.candidates(line: "new ", word: "").contains("view"))
  }

  @Test func anImageRoundsItsBitmapUnderImageCornerRadius() {
    let h = SessionHarness()
    h.prepare("new image pic frame=0,0,40,40 imageCornerRadius=20 cornerRadius=8")
    #expect(h.run("pic.imageCornerRadius") == .ok)
    #expect(h.run("pic.cornerRadius") == .ok)
    #expect(h.outLines == ["20", "8"])
  }
}
