import Testing

@testable import LayerLab

/// The record stores' one growth rule: up to the limit, then the oldest tenth goes at once.
@Suite struct BoundedAppendTests {
  @Test func dropsTheOldestTenthAtTheLimitAndReservesTheLimitEarly() {
    var store: [Int] = []
    var dropped = 0
    for value in 0..<25 { dropped += store.appendKeeping(value, limit: 10) }
    // 10 kept, then each append past the limit drops one (a tenth of 10) before it goes on.
    #expect(store.count == 10)
    #expect(dropped == 15)
    #expect(store == Array(15..<25))
    #expect(store.capacity >= 10)
    var big: [Int] = []
    big.appendKeeping(1, limit: 32_000)
    #expect(big.capacity < 32_000, "a short store does not reserve the limit")
    while big.count < 2000 { big.appendKeeping(big.count, limit: 32_000) }
    #expect(big.capacity >= 32_000, "past a thirty-second of the way it reserves the limit")
    var cut: [Int] = Array(0..<100)
    #expect(cut.appendKeeping(100, limit: 100) == 10)
    #expect(cut.first == 10 && cut.last == 100 && cut.count == 91)
  }
}
