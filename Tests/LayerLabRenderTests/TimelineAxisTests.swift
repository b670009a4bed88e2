import LayerLabRender
import Testing

/// The timeline's axis arithmetic and its geometry, which need no rendering.
@Suite struct TimelineAxisTests {
  @Test func niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
    let cases: [(Int64, Int64)] = [
      (0, 1), (1, 1), (2, 2), (3, 5), (6, 10), (11, 20), (101, 200), (600, 1000),
      (4999, 5000), (16_667, 20_000),
    ]
    for (minimum, step) in cases {
      #expect(TimelineAxis.niceStep(atLeast: minimum) == step, "at least \(minimum)")
    }
    // About one label per 110 px: 1 ms over 592 px gives 5 gaps of 200 µs.
    #expect(TimelineAxis.step(span: 1000, pixels: 592) == 200)
    #expect(TimelineAxis.step(span: 51_000, pixels: 1392) == 5000)
  }

  @Test func ticksAreTheMultiplesInsideTheWindow() {
    #expect(TimelineAxis.ticks(from: 150, to: 1000, step: 200) == [200, 400, 600, 800, 1000])
    #expect(TimelineAxis.ticks(from: 0, to: 0, step: 5) == [0])
    #expect(TimelineAxis.ticks(from: 10, to: 5, step: 5).isEmpty)
  }

  @Test func labelsAreMillisecondsWithJustEnoughDecimals() {
    #expect(TimelineAxis.decimals(forStep: 5000) == 0)
    #expect(TimelineAxis.decimals(forStep: 200) == 1)
    #expect(TimelineAxis.decimals(forStep: 20) == 2)
    #expect(TimelineAxis.decimals(forStep: 5) == 3)
    #expect(TimelineAxis.label(0, decimals: 0) == "0 ms")
    #expect(TimelineAxis.label(12_500, decimals: 1) == "12.5 ms")
    #expect(TimelineAxis.label(16_666, decimals: 3) == "16.666 ms")
    #expect(TimelineAxis.label(16_666, decimals: 2) == "16.67 ms")
    #expect(TimelineAxis.label(40, decimals: 2) == "0.04 ms")
    #expect(TimelineAxis.duration(850) == "850 µs")
    #expect(TimelineAxis.duration(1700) == "1.70 ms")
    #expect(TimelineAxis.duration(51_000) == "51.0 ms")
    #expect(TimelineAxis.duration(2_050_000) == "2.05 s")
  }

  @Test func geometryMapsTimeOntoThePlotAndClipsSlices() throws {
    let spec = TimelineSpec(
      from: 1000, to: 2000,
      lanes: [
        TimelineLane(
          name: "main",
          slices: [
            TimelineSlice(start: 500, end: 1500, style: .turn),
            TimelineSlice(start: 1200, end: 1200, style: .commit, depth: 99),
          ])
      ])
    let geometry = try TimelineGeometry(spec: spec, width: 1000, legendEntries: 3)
    let plot = geometry.plot
    #expect(geometry.x(at: 1000) == plot.x)
    #expect(geometry.x(at: 2000) == plot.maxX)
    let clipped = try #require(geometry.sliceRect(lane: 0, slice: spec.lanes[0].slices[0]))
    #expect(clipped.x == plot.x && clipped.maxX == geometry.x(at: 1500))
    // An instant is one pixel wide; a depth past the limit lands on the last row.
    let instant = try #require(geometry.sliceRect(lane: 0, slice: spec.lanes[0].slices[1]))
    #expect(instant.width == 1)
    #expect(instant.y == geometry.sliceBand(lane: 0, row: TimelineSlice.maxDepth).top)
    #expect(
      geometry.sliceRect(lane: 0, slice: TimelineSlice(start: 0, end: 999, style: .turn)) == nil)
    #expect(geometry.legendRows == 1)
  }
}
