import LayerLabRender
import Testing

/// Bars over time (the hitch plot's): the part up to the base in the series' colour, the
/// excess in its kind's colour, nothing above, a thin bar still visible.
@Suite struct PlotBarTests {
  /// 200 ms at 60 Hz: a one-frame bar, a frame held four intervals by a commit hitch, and a
  /// render-hitch frame two intervals long.
  static let spec = PlotSpec(
    title: "LayerLab hitches — test", x: .time(from: 0, to: 200_000), yMax: 80,
    series: [PlotSeries(name: "this session", points: [])],
    bars: [
      PlotBar(start: 16_667, end: 33_333, value: 16.667, base: 16.667),
      PlotBar(start: 33_333, end: 100_000, value: 66.667, base: 16.667, excess: .commitHitch),
      PlotBar(start: 100_000, end: 133_333, value: 33.333, base: 16.667, excess: .renderHitch),
    ])

  static func isClose(_ pixel: Pixel?, _ color: Color, tolerance: Int = 3) -> Bool {
    TestSupport.isClose(pixel, Int(color.r), Int(color.g), Int(color.b), tolerance: tolerance)
  }

  /// The base's colour: the series' colour, lightened (translucent over the background), so
  /// a bluish pixel that is neither the background nor the full series colour.
  static func isBase(_ pixel: Pixel?) -> Bool {
    guard let pixel else { return false }
    let series = PlotPalette.series(0)
    let background = PlotPalette.background
    let (r, b) = (Int(pixel.r), Int(pixel.b))
    return b > r + 40 && r > Int(series.r) + 40 && r < Int(background.r) - 40
  }

  @Test func theExcessIsItsKindsColourAboveTheBase() throws {
    let image = try PlotRenderer().render(Self.spec)
    let geometry = try PlotGeometry(spec: Self.spec, width: 1200, legendEntries: 1)
    let commit = Int(geometry.x(at: 66_700))
    let render = Int(geometry.x(at: 117_300))
    let one = Int(geometry.x(at: 24_100))
    let low = Int(geometry.y(at: 8))
    // Up to one frame: the lightened series colour in all three bars.
    for x in [one, commit, render] {
      let pixel = image.pixel(x: x, y: low)
      #expect(Self.isBase(pixel), "x \(x): \(String(describing: pixel))")
      #expect(pixel == image.pixel(x: one, y: low), "one base colour")
    }
    // Past one frame: the hitch's colour, up to the bar's value, and the background above.
    #expect(
      Self.isClose(
        image.pixel(x: commit, y: Int(geometry.y(at: 60))), PlotPalette.mark(.commitHitch)))
    #expect(
      Self.isClose(
        image.pixel(x: render, y: Int(geometry.y(at: 30))), PlotPalette.mark(.renderHitch)))
    #expect(
      Self.isClose(image.pixel(x: render, y: Int(geometry.y(at: 45))), PlotPalette.background))
    #expect(Self.isClose(image.pixel(x: one, y: Int(geometry.y(at: 25))), PlotPalette.background))
  }

  @Test func aBarNarrowerThanTwoPixelsIsDrawnTwoPixelsWide() throws {
    var spec = Self.spec
    spec.x = .time(from: 0, to: 60_000_000)
    spec.bars = [PlotBar(start: 30_000_000, end: 30_016_667, value: 16.667, base: 16.667)]
    let image = try PlotRenderer().render(spec)
    let geometry = try PlotGeometry(spec: spec, width: 1200, legendEntries: 1)
    let x = geometry.x(at: 30_016_667)
    let y = Int(geometry.y(at: 8))
    let lit = (Int(x) - 3...Int(x) + 3).filter { Self.isBase(image.pixel(x: $0, y: y)) }
    #expect(lit.count == 2, "\(lit)")
  }
}
