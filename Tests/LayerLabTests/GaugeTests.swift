import Testing

@testable import LayerLab

/// CPU and memory as Xcode's gauges show them, per frame, from the CPU slices and the
/// bitmaps the model holds.
struct GaugeTests {
  /// A sync draw is main-thread CPU: the frame it falls in counts at least its cost, and a
  /// frame with nothing to do counts nothing.
  @Test func aSyncDrawShowsInItsFramesCPU() throws {
    let h = Harness()
    try h.label("t", async: false)
    #expect(h.engine.advance(.duration(100_000)) == .reached)
    let draw = try #require(h.engine.recording.draws.first)
    let rows = h.engine.frameRows
    let first = try #require(rows.first)
    #expect(first.cpu.busy >= (draw.drawCost ?? .max), "\(first.cpu.busy) µs")
    #expect(first.cpu.percent > 0 && first.cpu.percent < 100)
    // A quiet frame still fires the display link (YYFPSLabel's) and its run-loop turn.
    #expect((rows.last?.cpu.percent ?? 100) < 1, "a quiet frame uses almost no CPU")
  }

  /// Two async draws on two cores at once: the frame's CPU can pass 100 % (two cores).
  @Test func workersOnSeveralCoresAddUp() throws {
    let h = Harness(device: .iphone6)
    try h.label(
      "a", frame: Rect(x: 0, y: 0, width: 375, height: 600),
      text: String(repeating: "x", count: 400))
    try h.label(
      "b", frame: Rect(x: 0, y: 0, width: 375, height: 600),
      text: String(repeating: "y", count: 400))
    #expect(h.idle() == .reached)
    let slices = h.engine.recording.cpuSlices(upTo: h.engine.now)
    let total = slices.reduce(Micros(0)) { $0 + $1.duration }
    let counted = h.engine.frameRows.reduce(Micros(0)) { $0 + $1.cpu.busy }
    #expect(counted == total, "every slice lands in some frame")
    #expect(Set(slices.filter { $0.thread.hasPrefix("yy.") }.map(\.core)).count == 2)
  }

  /// Memory at a vsync: the label's contents bitmap (300×40 pt at @2x, 4 bytes a pixel).
  @Test func memoryCountsTheContentsBitmap() throws {
    let h = Harness()
    try h.label("t", frame: Rect(x: 0, y: 0, width: 300, height: 40))
    #expect(h.engine.advance(.duration(100_000)) == .reached)
    let last = try #require(h.engine.frameRows.last)
    #expect(last.memory.appBytes == 600 * 80 * 4)
    #expect(h.engine.memoryBytes == 600 * 80 * 4)
  }
}
