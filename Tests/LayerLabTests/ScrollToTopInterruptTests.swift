import Testing

@testable import LayerLab

/// A touch stops an animated scroll-to-top where it is, as it stops a deceleration; VVebo's
/// flag goes with the animation, so the rows draw again and the table is idle afterwards.
@Suite struct ScrollToTopInterruptTests {
  @Test func aFlingDuringScrollToTopStopsTheAnimationAndClearsVVebosFlag() throws {
    let h = Harness()
    try h.table(strategy: .vvebo)
    #expect(h.idle() == .reached)
    try h.scroll(.scrollTo(row: 200))
    #expect(h.idle() == .reached)
    try h.scroll(.scrollToTop)
    #expect(h.engine.advance(.duration(100_000)) == .reached)
    let midway = try #require(h.tableView()?.contentOffset)
    #expect(midway > 0 && h.tableView()?.scrollingToTop == true)
    try h.scroll(.fling(velocity: 2000))
    // The fling starts from where the animation was, not from the top it was heading for.
    guard case .decelerating = h.tableView()?.scroll.motion else {
      Issue.record("the fling should decelerate, not the animation go on")
      return
    }
    #expect(h.tableView()?.scrollingToTop == false)
    #expect(h.idle() == .reached)
    #expect(h.tableView()?.state == "idle")
    // An idle table takes a strategy again.
    try h.set("feed", "strategy", .choice("sync"))
    #expect(h.tableView()?.strategy == .sync)
  }
}
