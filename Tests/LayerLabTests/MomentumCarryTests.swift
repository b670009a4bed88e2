import Foundation
import Testing

@testable import LayerLab

/// Repeated flings speed a scroll up as on iOS (Flutter's fit of `carriedMomentum`): a flick
/// given while the table still decelerates the same way adds the carried momentum.
@Suite struct MomentumCarryTests {
  @Test func theCurveIsFluttersFitWithItsCap() {
    // 0.000816 · 2000^1.967 ≈ 2565 pt/s; past ~11 000 pt/s the 40 000 pt/s cap holds.
    #expect(
      abs(MomentumCarry.carried(existing: 2000) - 0.000816 * Foundation.pow(2000.0, 1.967)) < 1e-9)
    #expect(MomentumCarry.carried(existing: -20_000) == -40_000)
    #expect(MomentumCarry.carried(existing: 0) == 0)
    #expect(MomentumCarry.carried(existing: .nan) == 0)
  }

  @Test func onlyAFlickTheSameWayAndNotMuchSlowerCarries() {
    // Carried from 20 000 pt/s: 40 000. A 30 000 flick the same way gets it.
    #expect(MomentumCarry.velocity(lifting: 30_000, existing: 20_000) == 70_000)
    // The other way: no carry.
    #expect(MomentumCarry.velocity(lifting: -30_000, existing: 20_000) == -30_000)
    // Slower than half the carried momentum: starts afresh.
    #expect(MomentumCarry.velocity(lifting: 19_000, existing: 20_000) == 19_000)
    // Nothing running: the flick as given.
    #expect(MomentumCarry.velocity(lifting: 5000, existing: 0) == 5000)
  }

  @Test func aSecondFlingDuringTheFirstGoesFurtherThanOneFromRest() throws {
    let rested = Harness()
    try rested.table(rows: 5000)
    #expect(rested.idle() == .reached)
    try rested.scroll(.fling(velocity: -8000))
    let alone = try #require(rested.flingTarget())

    let h = Harness()
    try h.table(rows: 5000)
    #expect(h.idle() == .reached)
    try h.scroll(.fling(velocity: -8000))
    #expect(h.engine.advance(.duration(300_000)) == .reached)
    let offset = try #require(h.tableView()?.contentOffset)
    try h.scroll(.fling(velocity: -8000))
    let second = try #require(h.flingTarget())
    // Without the carry the second fling would travel as far as the first from rest.
    #expect(second - offset > 1.5 * alone)
  }
}

extension Harness {
  /// Where the table's running deceleration will stop.
  fileprivate func flingTarget(_ name: String = "feed") -> Double? {
    guard case .decelerating(let deceleration) = tableView(name)?.scroll.motion else { return nil }
    return deceleration.target
  }
}
