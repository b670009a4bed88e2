import LayerLabRender
import Testing

/// Frame-rate plots, checked through their pixels: the budget line, the marks of dropped
/// frames, one line per series with its legend, the histogram's bars, and refused specs.
@Suite struct PlotTests {
  /// Two seconds, fps 0…69, a budget at 60, one flat line at 30 fps, a dropped frame at 1 s.
  private static let fps = PlotSpec(
    title: "LayerLab fps — test", subtitle: "two seconds", x: .time(from: 0, to: 2_000_000),
    xLabel: "virtual time (ms)", yLabel: "fps", yMax: 69,
    series: [
      PlotSeries(
        name: "this session",
        points: [PlotPoint(x: 0, y: 30), PlotPoint(x: 2_000_000, y: 30)])
    ],
    guides: [PlotGuide(y: 60, label: "budget 60 fps")],
    marks: [PlotMark(time: 1_000_000, kind: .missedTick)])

  private static func isClose(_ pixel: Pixel?, _ color: Color, tolerance: Int = 2) -> Bool {
    TestSupport.isClose(pixel, Int(color.r), Int(color.g), Int(color.b), tolerance: tolerance)
  }

  /// Dark pixels in the 14 pixels above `bar`, over its width.
  private static func darkPixels(_ image: RenderedImage, above bar: Rect) -> Int {
    var count = 0
    for y in Int(bar.y - 14)..<Int(bar.y) {
      for x in Int(bar.x)..<Int(bar.maxX) {
        if let pixel = image.pixel(x: x, y: y), pixel.r < 120, pixel.g < 120, pixel.b < 120 {
          count += 1
        }
      }
    }
    return count
  }

  private static func geometry(_ spec: PlotSpec, entries: Int) throws -> PlotGeometry {
    try PlotGeometry(spec: spec, width: 1200, legendEntries: entries)
  }

  @Test func theBudgetLineIsDashedAtTheRefreshRate() throws {
    let image = try PlotRenderer().render(Self.fps)
    let geometry = try Self.geometry(Self.fps, entries: 3)
    #expect(image.pixelWidth == 1200)
    #expect(image.pixelHeight == geometry.height)
    let y = Int(geometry.y(at: 60))
    let left = Int(geometry.plot.x)
    // Dashes of 6 on, 4 off from the plot's left edge: some pixels on the row are the guide's
    // colour, and the row above it (the plot's background) is not.
    let row = (left..<(left + 100)).map { image.pixel(x: $0, y: y) }
    let dashes = row.filter { Self.isClose($0, PlotPalette.guide, tolerance: 6) }.count
    #expect(dashes >= 40 && dashes <= 70, "\(dashes) guide pixels in 100")
    #expect(Self.isClose(image.pixel(x: left + 2, y: y - 4), PlotPalette.background))
    // The series: a two-pixel line at 30 fps in the first colour.
    let line = image.pixel(x: left + 300, y: Int(geometry.y(at: 30)))
    #expect(Self.isClose(line, PlotPalette.series(0), tolerance: 8), "\(String(describing: line))")
  }

  @Test func aDroppedFrameIsMarkedUnderTheAxisAtItsTime() throws {
    let image = try PlotRenderer().render(Self.fps)
    let geometry = try Self.geometry(Self.fps, entries: 3)
    #expect(geometry.stripSeries == [0])
    let strip = geometry.strip(0)
    let x = Int(geometry.x(at: 1_000_000))
    let mark = image.pixel(x: x, y: Int(strip.top + strip.height / 2))
    #expect(Self.isClose(mark, PlotPalette.mark(.missedTick)), "\(String(describing: mark))")
    // Elsewhere in the strip: the page, not red.
    let empty = image.pixel(x: x - 100, y: Int(strip.top + strip.height / 2))
    #expect(Self.isClose(empty, TimelinePalette.page))
    // No marks, no strip: the plot's bottom edge is followed by the axis labels at once.
    var none = Self.fps
    none.marks = []
    #expect(try Self.geometry(none, entries: 2).stripSeries.isEmpty)
  }

  @Test func eachSeriesIsALineOfItsOwnColourWithALegendEntry() throws {
    var spec = Self.fps
    spec.series = [
      PlotSeries(name: "sync", points: [PlotPoint(x: 0, y: 20), PlotPoint(x: 2_000_000, y: 20)]),
      PlotSeries(name: "async", points: [PlotPoint(x: 0, y: 55), PlotPoint(x: 2_000_000, y: 55)]),
    ]
    spec.marks = [PlotMark(time: 500_000, kind: .missedTick, series: 1)]
    let image = try PlotRenderer().render(spec)
    let geometry = try Self.geometry(spec, entries: 4)
    let x = Int(geometry.x(at: 1_500_000))
    #expect(Self.isClose(image.pixel(x: x, y: Int(geometry.y(at: 20))), PlotPalette.series(0)))
    #expect(Self.isClose(image.pixel(x: x, y: Int(geometry.y(at: 55))), PlotPalette.series(1)))
    // Only the second series has a mark, so one strip, keyed by its colour in the gutter.
    #expect(geometry.stripSeries == [1])
    let key = image.pixel(x: Int(geometry.plot.x - 10), y: Int(geometry.strip(0).top + 4))
    #expect(Self.isClose(key, PlotPalette.series(1)))
    // The legend: a swatch of each series' colour in the first two cells.
    let legendY = Int(geometry.legendTop + 7)
    let first = Int(PlotGeometry.margin + 10)
    #expect(Self.isClose(image.pixel(x: first, y: legendY), PlotPalette.series(0)))
    #expect(
      Self.isClose(
        image.pixel(x: first + Int(PlotGeometry.legendCell), y: legendY), PlotPalette.series(1)))
  }

  @Test func histogramBarsStandSideBySideInTheirBins() throws {
    let spec = PlotSpec(
      x: .categories([PlotCategory(name: "1 frame"), PlotCategory(name: "2 frames")]),
      yMax: 12,
      series: [
        PlotSeries(name: "a", points: [PlotPoint(x: 0, y: 10), PlotPoint(x: 1, y: 2)]),
        PlotSeries(name: "b", points: [PlotPoint(x: 0, y: 4), PlotPoint(x: 1, y: 0)]),
      ])
    let image = try PlotRenderer().render(spec)
    let geometry = try Self.geometry(spec, entries: 2)
    let tall = geometry.bar(category: 0, series: 0, count: 2, value: 10)
    let short = geometry.bar(category: 0, series: 1, count: 2, value: 4)
    #expect(tall.maxX <= short.x + 0.001)
    #expect(tall.height > 2 * short.height)
    let inTall = image.pixel(x: Int(tall.x + tall.width / 2), y: Int(tall.y + 20))
    #expect(Self.isClose(inTall, PlotPalette.series(0)))
    let inShort = image.pixel(x: Int(short.x + short.width / 2), y: Int(short.maxY - 5))
    #expect(Self.isClose(inShort, PlotPalette.series(1)))
    // Just above each bar: its count, in dark ink; above a zero bar too ("0").
    #expect(Self.darkPixels(image, above: short) > 5)
    #expect(
      Self.darkPixels(image, above: geometry.bar(category: 1, series: 1, count: 2, value: 0)) > 5)
  }

  @Test func sameSpecSameBytes() throws {
    let first = try PlotRenderer().render(Self.fps).pngData()
    #expect(try PlotRenderer().render(Self.fps).pngData() == first)
  }

  @Test func refusesSpecsItCannotDraw() {
    var empty = Self.fps
    empty.x = .time(from: 5, to: 5)
    #expect(throws: RenderError.self) { try PlotRenderer().render(empty) }
    var flat = Self.fps
    flat.yMax = 0
    #expect(throws: RenderError.self) { try PlotRenderer().render(flat) }
    var crowded = Self.fps
    crowded.series = Array(repeating: crowded.series[0], count: PlotSpec.maxSeries + 1)
    #expect(throws: RenderError.self) { try PlotRenderer().render(crowded) }
    var bins = Self.fps
    bins.x = .categories([])
    #expect(throws: RenderError.self) { try PlotRenderer().render(bins) }
    #expect(throws: RenderError.self) { try PlotRenderer().render(Self.fps, width: 100) }
  }

  @Test func yStepsAreNiceAndLabelsExact() {
    #expect(PlotAxis.step(top: 69) == 20)
    #expect(PlotAxis.step(top: 50) == 10)
    #expect(PlotAxis.step(top: 1.2) == 0.2)
    #expect(PlotAxis.ticks(top: 69, step: 20) == [0, 20, 40, 60])
    #expect(PlotAxis.label(40, step: 20) == "40")
    #expect(PlotAxis.label(0.6000000001, step: 0.2) == "0.6")
  }
}
