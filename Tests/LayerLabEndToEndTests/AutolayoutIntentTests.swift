import Foundation
import Testing

/// autolayout.lab's lesson, checked on what it prints: the same cell's layout stage costs
/// nothing by frames, more by Auto Layout and more again by stack views; self-sizing pays the
/// engine a second time per row; a faster chip shrinks it all; and on an iPhone 6 iOS 15's
/// cell prefetching takes most of it off the busiest frames, as the verdicts over repeated
/// runs say.
struct AutolayoutIntentTests {
  @Test func eachLayoutCostsWhatItShouldAndCellPrefetchingLightensTheOldPhone() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "--clock", "model", "autolayout.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)

    // `costs item`: no layout stage by frames, a priced one by each engine, with its spread.
    let costs = lines.filter { $0.hasPrefix("item: on iphone8 each cell configured") }
    try #require(costs.count == 3, "\(result.stdout)")
    #expect(costs[0].contains("layout stage nothing more (layout=frames"))
    func stage(_ line: String) -> Double? {
      guard let range = line.range(of: "its layout stage ") else { return nil }
      return Double(line[range.upperBound...].prefix { $0 != " " })
    }
    let autolayout = try #require(stage(costs[1]))
    let stackview = try #require(stage(costs[2]))
    #expect(autolayout > 0.5 && stackview > autolayout, "\(costs)")
    #expect(costs[2].contains("+ the same") && costs[2].contains("selfSizing"))

    // The single-run compare on the iPhone 8 and the iPhone 13 Pro.
    let rows = CompareTable.rows(result.stdout, nameWords: 3) {
      $0 == "iphone8" || $0 == "iphone13pro"
    }
    try #require(rows.count == 12, "\(result.stdout)")
    func p99(_ device: String, _ layout: String, _ heights: String) -> Double {
      let name = "\(device) item.layout=\(layout) item.heightsMeasured=\(heights)"
      return Double(rows[name]?["frame_cpu_p99_ms"] ?? "") ?? .nan
    }
    for device in ["iphone8", "iphone13pro"] {
      // Frames < Auto Layout < stack views, each cell's layout stage.
      #expect(p99(device, "frames", "whenAsked") < p99(device, "autolayout", "whenAsked"))
      #expect(p99(device, "autolayout", "whenAsked") < p99(device, "stackview", "whenAsked"))
      // Self-sizing adds UIKit's sizing pass to the frame that brings a row: its texts, and
      // under an engine a second pass.
      #expect(p99(device, "frames", "selfSizing") >= p99(device, "frames", "whenAsked"))
      for layout in ["autolayout", "stackview"] {
        #expect(p99(device, layout, "selfSizing") > p99(device, layout, "whenAsked"))
      }
      // Nothing hitches on these phones.
      #expect(rows.values.allSatisfy { $0["hitches"] == "0" })
    }
    // The A15 does the same work in less time, every combination.
    for layout in ["frames", "autolayout", "stackview"] {
      for heights in ["whenAsked", "selfSizing"] {
        #expect(p99("iphone13pro", layout, heights) < p99("iphone8", layout, heights))
      }
    }

    // The iPhone 6's repeated runs: self-sized stack views cost more than Auto Layout, and
    // cell prefetching makes both significantly lighter; nothing hitches.
    func verdict(_ row: String) throws -> String {
      try #require(lines.first { $0.hasPrefix("verdict: iphone6 \(row) against ") }, "\(row)")
    }
    let stacks = try verdict(
      "feed.prefetch=off item.layout=stackview item.heightsMeasured=selfSizing")
    #expect(stacks.contains("frame_cpu_p99_ms") && stacks.contains("(+"), "\(stacks)")
    for layout in ["autolayout", "stackview"] {
      let prefetched = try verdict(
        "feed.prefetch=cells item.layout=\(layout) item.heightsMeasured=selfSizing")
      #expect(prefetched.contains("frame_cpu_p99_ms") && prefetched.contains("(−"), "\(prefetched)")
      #expect(!prefetched.contains("hitches"), "\(prefetched)")
    }
  }
}
