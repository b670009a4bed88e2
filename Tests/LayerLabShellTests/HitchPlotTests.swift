import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// `plot hitches`: each presented frame as a bar of its presentation interval, the excess over
/// one refresh coloured by hitch kind, late frames marked below.
@Suite struct HitchPlotTests {
  /// A frame presented on time, then a label drawn on main across vsyncs (a commit hitch).
  static func commitHitch() -> SessionHarness {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare("new label small frame=0,0,100,20 text=hi", "run until idle")
    harness.prepare(
      "new label big frame=0,0,375,600 numberOfLines=0 text=\"\(FrameViewTests.longText)\"",
      "run until idle")
    return harness
  }

  static func spec(_ harness: SessionHarness) throws -> PlotSpec {
    let kept = StatsWindow(harness.engine)
    let run = PlotRun(
      name: "this session", engine: harness.engine, window: kept, windowName: "the session")
    return try PlotBuilder(runs: [run]).spec(.hitches)
  }

  @Test func aCommitHitchIsABarOfItsWholeStallWithTheExcessInTheCommitColour() throws {
    let harness = Self.commitHitch()
    let spec = try Self.spec(harness)
    let interval = Double(harness.engine.device.frameInterval) / 1000
    let late = try #require(
      harness.engine.recording.renders.first { $0.hitch == .commit },
      "the label makes a commit hitch")
    let bar = try #require(spec.bars.first { $0.excess == .commitHitch })
    // Held from one interval before it was due until it appeared: one interval plus its lateness.
    let vsync = harness.engine.device.vsyncTime(late.presented)
    #expect(bar.end == vsync)
    #expect(abs(bar.value - interval - Double(late.hitchTime) / 1000) < 0.01)
    #expect(spec.bars.first?.excess == nil && abs((spec.bars.first?.value ?? 0) - interval) < 0.01)
    #expect(spec.marks.map(\.kind) == [.commitHitch])
    #expect(spec.title.hasPrefix("LayerLab hitches — "))
    #expect(spec.subtitle.contains("1 late, 1 held longer (+"))

    try SessionHarness.withScratchDirectory { directory in
      let path = directory + "/hitches.png"
      #expect(harness.run("plot hitches \(path)") == .ok, "\(harness.err)")
      #expect(harness.outLines.last?.hasPrefix("wrote hitches plot (1200×") == true)
      let image = try RenderedImage.decodePNG(path: path)
      let geometry = try PlotGeometry(spec: spec, width: 1200, legendEntries: 4)
      let x = Int(geometry.x(at: bar.end - 1_000))
      // Inside the excess, clear of the dashed frame lines (at whole intervals).
      let y = geometry.y(at: interval + (bar.value - interval) * 0.4)
      let pixel = image.pixel(x: x, y: Int(y))
      let colour = PlotPalette.mark(.commitHitch)
      #expect(
        pixel.map {
          abs(Int($0.r) - Int(colour.r)) <= 3 && abs(Int($0.g) - Int(colour.g)) <= 3
            && abs(Int($0.b) - Int(colour.b)) <= 3
        } == true, "\(String(describing: pixel))")
    }
  }

  /// The render server behind for good (triple buffering, every execute over an interval):
  /// each frame is late, yet a new one appears at every vsync, so the bars stay at one
  /// interval while the strip marks every late frame.
  @Test func framesLateButOneAVsyncAreMarkedNotStalled() throws {
    let harness = SessionHarness(device: .iphone6)
    for index in 0..<20 {
      let x = 20 + (index % 4) * 87
      let y = 80 + (index / 4) * 100
      harness.prepare(
        "new view s\(index) frame=\(x),\(y),80,80 cornerRadius=12 shadowOpacity=0.5 "
          + "shadowRadius=16",
        "new view c\(index) frame=\(x),\(y),80,80 backgroundColor=#FF0000 cornerRadius=12 "
          + "masksToBounds=true superview=s\(index)")
    }
    harness.prepare(
      "new label ticker frame=20,30,335,30 text=tick opaque=true backgroundColor=#FFFFFF",
      "run until idle", "repeat 120 every 16ms ticker.setNeedsDisplay()", "run until idle")
    let spec = try Self.spec(harness)
    let late = spec.marks.filter { $0.kind == .renderHitch }.count
    let stalls = spec.bars.filter { $0.excess != nil }.count
    #expect(late > stalls && stalls >= 1, "\(late) late frames, \(stalls) stalls")
  }
}
