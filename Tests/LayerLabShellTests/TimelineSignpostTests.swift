import LayerLab
import Testing

@testable import LayerLabRender
@testable import LayerLabShell

/// The timeline's signposts lane: intervals as slices, overlapping ones a row deeper, an
/// instant as a mark in the signpost colour, the lane just above main.
@Suite struct TimelineSignpostTests {
  private static func session() -> SessionHarness {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare(
      "new table feed rows=200 seed=7 strategy=sync", "run until idle",
      "signpost begin scroll", "feed.fling(velocity: -6000)", "run 300ms", "signpost tap",
      "feed.tap()", "signpost begin settle", "run 200ms", "signpost end scroll",
      "run until idle", "signpost end settle", "signpost begin open", "run 50ms")
    return harness
  }

  private static func spec() -> TimelineSpec {
    (try? TimelineBuilder(engine: session().engine).spec(from: nil, until: nil))
      ?? TimelineSpec(from: 0, to: 1, lanes: [])
  }

  @Test func intervalsNestAndAnInstantIsAMark() throws {
    let harness = Self.session()
    let spec = try TimelineBuilder(engine: harness.engine).spec(from: nil, until: nil)
    let names = spec.lanes.map(\.name)
    let lane = try #require(spec.lanes.first { $0.name == "signposts" })
    #expect(names.firstIndex(of: "signposts").map { names[$0 + 1] } == "main")
    #expect(lane.detail == "3 intervals, 1 instant")
    let intervals = lane.slices.filter { $0.marker == nil }
    #expect(intervals.map(\.label) == ["scroll", "settle", "open"])
    // settle begins inside scroll and outlives it: a row deeper; open begins after both end.
    #expect(intervals.map(\.depth) == [0, 1, 0])
    // The open interval runs to the session's clock.
    #expect(intervals.last?.end == harness.engine.now)
    let instant = try #require(lane.slices.first { $0.marker != nil })
    #expect(instant.marker == TimelineMarker(time: instant.start, text: "tap", kind: .signpost))
    #expect(instant.start == instant.end)
    #expect(instant.start > intervals[0].start && instant.start <= intervals[1].start)
  }

  /// The picture shows the lane in its colour and the instant's mark; without signposts the
  /// lane is not there and the picture is shorter.
  @Test func thePictureShowsTheLane() throws {
    let harness = Self.session()
    let spec = try TimelineBuilder(engine: harness.engine).spec(from: nil, until: nil)
    let image = try TimelineRenderer().render(spec)
    let colour = TimelineStyle.signpost.color
    let inColour = TimelineExportPixels.pixels(in: image) {
      $0.r == colour.r && $0.g == colour.g && $0.b == colour.b
    }
    #expect(inColour > 1000, "signpost-coloured pixels: \(inColour)")
    var without = spec
    without.lanes.removeAll { $0.name == "signposts" }
    #expect(try TimelineRenderer().render(without).pixelHeight < image.pixelHeight)

    // An instant alone: the lane says so, and the legend has no interval entry (its slice is
    // the mark's), which the lane's colour would otherwise bring in.
    let lone = SessionHarness(device: .iphone6)
    lone.prepare("new label a text=x", "run until idle", "signpost mark", "run 20ms")
    let loneSpec = try TimelineBuilder(engine: lone.engine).spec(from: nil, until: nil)
    #expect(loneSpec.lanes.first { $0.name == "signposts" }?.detail == "1 instant")
    let legend = TimelineLegend(spec: loneSpec, width: 1600).entries
    #expect(legend.contains(.marker(.signpost)) && !legend.contains(.style(.signpost)))
    #expect(TimelineLegend(spec: Self.spec(), width: 1600).entries.contains(.style(.signpost)))

    let plain = SessionHarness(device: .iphone6)
    plain.prepare("new table feed rows=200 seed=7 strategy=sync", "run until idle")
    let lanes = try TimelineBuilder(engine: plain.engine).spec(from: nil, until: nil).lanes
    #expect(!lanes.contains { $0.name == "signposts" })
  }
}
