import Testing

@testable import LayerLab

/// YYTransaction: one (target, selector) per turn, performed after Core Animation's commit,
/// so a label in `commit=transaction` mode is displayed one turn later than a direct one.
@Suite struct TransactionTests {
  @Test(arguments: [true, false])
  func transactionLabelDisplaysOneTurnAfterADirectLabel(_ async: Bool) throws {
    let h = Harness()
    try h.label("d", async: async, commit: .direct)
    try h.label("x", async: async, commit: .transaction)
    #expect(h.idle() == .reached)
    let seq = h.engine.recording.nextEventSeq

    try h.set("d", "text", .text("new"))
    try h.set("x", "text", .text("new"))
    #expect(h.idle() == .reached)

    let later = h.engine.recording.events(since: seq)
    let direct = try #require(later.first { $0.kind == .display && $0.layer == "d" })
    let deferred = try #require(later.first { $0.kind == .display && $0.layer == "x" })
    #expect(deferred.turn == direct.turn + 1)

    // The entry was performed by the 0xFFFFFF observer in the direct label's display turn,
    // after that turn's CA commit.
    let performed = try #require(
      later.first { $0.payload == .transaction(selector: "contentsNeedUpdated", step: .performed) })
    #expect(performed.layer == "x")
    #expect(performed.turn == direct.turn)
    let caCommit = try #require(
      later.first { $0.kind == .observer && $0.name == "CA commit" && $0.turn == direct.turn })
    #expect(caCommit.seq < direct.seq && direct.seq < performed.seq)
    #expect(h.engine.recording.counters.transactionsPerformed == 1)

    // Both labels end up with contents drawn from the new text.
    #expect(h.renderer.requests.suffix(2).map(FakeRenderer.text(of:)) == ["new", "new"])
    #expect(h.layer("x")?.committed?.draw == h.engine.recording.draws.last?.draw)
  }

  @Test func settingTwiceInOneTurnCoalescesTheEntry() throws {
    let h = Harness()
    try h.label("x", commit: .transaction)
    h.idle()
    let drawsBefore = h.engine.recording.draws.count

    try h.set("x", "text", .text("one"))
    try h.set("x", "text", .text("two"))
    #expect(h.engine.recording.counters.transactionsCommitted == 1)
    #expect(h.engine.recording.counters.transactionsCoalesced == 1)
    #expect(
      h.events(.transaction, layer: "x").map(\.payload) == [
        .transaction(selector: "contentsNeedUpdated", step: .committed),
        .transaction(selector: "contentsNeedUpdated", step: .coalesced),
      ])
    #expect(h.idle() == .reached)

    #expect(h.engine.recording.counters.transactionsPerformed == 1)
    let oneEntry = TraceEvent.observer(
      name: "YYTransaction", order: 0xFF_FFFF, callout: .taskSet(pending: 1))
    #expect(h.events(.observer, "YYTransaction").contains { $0.payload == oneEntry })
    #expect(h.engine.recording.draws.count == drawsBefore + 1)
    #expect(h.engine.recording.draws.last?.outcome == .committed)
    #expect(h.renderer.requests.last.map(FakeRenderer.text(of:)) == "two")
  }

  @Test func setterOfAnEqualValueDoesNothing() throws {
    let h = Harness()
    try h.label("x", text: "same", commit: .transaction)
    h.idle()
    try h.set("x", "text", .text("same"))
    #expect(h.engine.recording.counters.transactionsCommitted == 0)
    #expect(h.events(.transaction).isEmpty)
  }
}
