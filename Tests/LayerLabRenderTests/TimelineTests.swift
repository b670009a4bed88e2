import LayerLabRender
import Testing

/// The swimlane timeline, checked through its pixels: slice colours, page, axis text, markers,
/// the vsync grid, late shading, and the specs it refuses.
@Suite struct TimelineTests {
  /// Two lanes: main with a commit (row 0) holding a display (row 1), a queue with a committed
  /// draw and a draw cancelled at C2. One vsync at 500 µs, at an x where main is empty.
  private static let spec = TimelineSpec(
    title: "LayerLab timeline — test", subtitle: "from 0 to 1 ms", from: 0, to: 1000,
    lanes: [
      TimelineLane(
        name: "main", detail: "run loop",
        slices: [
          TimelineSlice(start: 100, end: 400, style: .commit),
          TimelineSlice(start: 150, end: 250, label: "display a", style: .display, depth: 1),
        ]),
      TimelineLane(
        name: "yy.user-initiated.1",
        slices: [
          TimelineSlice(start: 200, end: 600, label: "a #1", style: .drawCommitted),
          TimelineSlice(
            start: 620, end: 800, label: "a #2", style: .drawCancelled,
            marker: TimelineMarker(time: 800, text: "C2")),
        ]),
    ],
    vsyncs: [500])

  private static let width = 800

  /// The colour `top` shows after `color` is painted over `bottom` with its alpha, in 0...255.
  private static func blend(_ color: Color, over bottom: Color) -> (Int, Int, Int) {
    let alpha = Double(color.a) / 255
    func channel(_ top: UInt8, _ under: UInt8) -> Int {
      Int((Double(top) * alpha + Double(under) * (1 - alpha)).rounded())
    }
    return (channel(color.r, bottom.r), channel(color.g, bottom.g), channel(color.b, bottom.b))
  }

  private static func isClose(_ pixel: Pixel?, _ color: Color, tolerance: Int = 2) -> Bool {
    TestSupport.isClose(
      pixel, Int(color.r), Int(color.g), Int(color.b), tolerance: tolerance)
  }

  @Test func slicesPageAxisAndHeightFollowTheSpec() throws {
    let image = try TimelineRenderer().render(Self.spec, width: Self.width)
    let geometry = try TimelineGeometry(spec: Self.spec, width: Self.width, legendEntries: 0)
    #expect(image.pixelWidth == Self.width)
    // Height: the lanes (2 rows + 1 row) plus a legend row; more than the lanes' bottom.
    let heights: [Double] = [64, 36]
    #expect(geometry.lanes.map(\.height) == heights)
    #expect(Double(image.pixelHeight) > geometry.plot.maxY + TimelineGeometry.legendRow)

    let commit = try #require(geometry.sliceRect(lane: 0, slice: Self.spec.lanes[0].slices[0]))
    let middle = image.pixel(x: Int(commit.x + commit.width / 2), y: Int(commit.y + 11))
    #expect(
      Self.isClose(middle, TimelineStyle.commit.color),
      "commit middle is \(String(describing: middle))")
    let draw = try #require(geometry.sliceRect(lane: 1, slice: Self.spec.lanes[1].slices[0]))
    #expect(
      Self.isClose(
        image.pixel(x: Int(draw.x) + 60, y: Int(draw.maxY) - 4), TimelineStyle.drawCommitted.color))

    // Outside the lanes: the right margin beside them and the corners show the page.
    let laneY = Int(geometry.lanes[0].top) + 10
    for (x, y) in [(Self.width - 4, laneY), (2, 2), (Self.width - 2, image.pixelHeight - 2)] {
      #expect(Self.isClose(image.pixel(x: x, y: y), TimelinePalette.page), "(\(x), \(y))")
    }

    // Axis labels are dark ink in the band above the lanes, right of the gutter.
    let axisInk = TestSupport.count(image) { pixel in
      pixel.a == 255 && pixel.r < 120 && pixel.g < 120 && pixel.b < 120
    }
    #expect(axisInk > 0)
    var inkInAxis = 0
    for y in Int(TimelineGeometry.axisTop)..<Int(TimelineGeometry.axisTop) + 14 {
      for x in Int(geometry.plot.x)..<Self.width {
        if let pixel = image.pixel(x: x, y: y), pixel.r < 120, pixel.g < 120, pixel.b < 120 {
          inkInAxis += 1
        }
      }
    }
    #expect(inkInAxis > 40, "axis ink pixels: \(inkInAxis)")
  }

  @Test func cancelledSliceHasARedMarkerAndVsyncLinesSitAtTheirTime() throws {
    let image = try TimelineRenderer().render(Self.spec, width: Self.width)
    let geometry = try TimelineGeometry(spec: Self.spec, width: Self.width, legendEntries: 0)
    let band = geometry.sliceBand(lane: 1, row: 0)
    let markerX = Int(geometry.x(at: 800).rounded(.down))
    let marker = image.pixel(x: markerX, y: Int(band.top + band.height / 2))
    #expect(Self.isClose(marker, TimelinePalette.marker), "marker is \(String(describing: marker))")

    let vsyncX = Int(geometry.x(at: 500).rounded(.down))
    let mainRow = geometry.sliceBand(lane: 0, row: 0)
    let y = Int(mainRow.top + mainRow.height / 2)
    let expected = Self.blend(TimelinePalette.vsync, over: TimelinePalette.laneEven)
    #expect(
      TestSupport.isClose(
        image.pixel(x: vsyncX, y: y), expected.0, expected.1, expected.2, tolerance: 3),
      "vsync pixel is \(String(describing: image.pixel(x: vsyncX, y: y)))")
    #expect(Self.isClose(image.pixel(x: vsyncX - 3, y: y), TimelinePalette.laneEven))
    #expect(Self.isClose(image.pixel(x: vsyncX + 3, y: y), TimelinePalette.laneEven))
  }

  @Test func lateFramesAreShadedRedAcrossTheLanes() throws {
    var spec = Self.spec
    spec.lateFrames = [TimelineInterval(start: 880, end: 960)]
    let image = try TimelineRenderer().render(spec, width: Self.width)
    let geometry = try TimelineGeometry(spec: spec, width: Self.width, legendEntries: 0)
    let x = Int(geometry.x(at: 920))
    let shaded = try #require(image.pixel(x: x, y: Int(geometry.lanes[1].top) + 18))
    let expected = Self.blend(TimelinePalette.lateShade, over: TimelinePalette.laneOdd)
    #expect(TestSupport.isClose(shaded, expected.0, expected.1, expected.2, tolerance: 3))
    #expect(shaded.r > shaded.g && shaded.r > shaded.b)
  }

  @Test func renderingIsDeterministic() throws {
    let first = try TimelineRenderer().render(Self.spec, width: Self.width)
    let second = try TimelineRenderer().render(Self.spec, width: Self.width)
    #expect(first.hasSamePixels(as: second))
    #expect(try first.pngData() == second.pngData())
  }

  @Test func badSpecsAreRefused() throws {
    let renderer = TimelineRenderer()
    var empty = Self.spec
    empty.lanes = []
    #expect(throws: RenderError("timeline has no lanes; add at least one lane with slices")) {
      try renderer.render(empty)
    }
    var backwards = Self.spec
    backwards.from = 1000
    backwards.to = 1000
    #expect(
      throws: RenderError(
        "timeline window 1.000 ms to 1.000 ms is empty; make 'from' earlier than 'to'")
    ) {
      try renderer.render(backwards)
    }
    #expect(throws: RenderError.self) { try renderer.render(Self.spec, width: 100) }
    var inverted = Self.spec
    inverted.lanes[0].slices[0] = TimelineSlice(start: 10, end: 5, label: "x", style: .turn)
    #expect(throws: RenderError.self) { try renderer.render(inverted) }
    var crowded = Self.spec
    crowded.lanes[0].slices = (0...TimelineSpec.maxSlices).map {
      TimelineSlice(start: Int64($0 % 1000), end: Int64($0 % 1000), style: .turn)
    }
    #expect(throws: RenderError.self) { try renderer.render(crowded) }
  }
}
