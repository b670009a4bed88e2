import Foundation
import Testing

/// render.lab's lessons, checked on what it prints: a change appears two vsyncs after its
/// commit; translucent layers blend where VVebo's one bitmap does not; offscreen passes make
/// render hitches while main never misses a deadline, and each fix removes them.
struct RenderIntentTests {
  /// One `stats` block's value column by row name.
  typealias Stats = [String: String]

  func runRender() throws -> (out: String, stats: [Stats]) {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "--clock", "model", "render.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    var blocks: [Stats] = []
    for line in result.stdout.split(separator: "\n").map(String.init) {
      if line.hasPrefix("stat ") {
        blocks.append([:])
      } else if !blocks.isEmpty, let gap = line.range(of: "  ") {
        let name = String(line[..<gap.lowerBound])
        let value = line[gap.upperBound...].trimmingCharacters(in: .whitespaces)
        blocks[blocks.count - 1][name] = value
      }
    }
    return (result.stdout, blocks)
  }

  /// The first number in a stats value.
  func number(_ value: String?) -> Double {
    guard let value, let match = value.firstMatch(of: /[0-9]+(\.[0-9]+)?/) else { return -1 }
    return Double(match.0) ?? -1
  }

  /// `commit C x (F frames) · render R (G frames)`: the two hitch ratios.
  func causes(_ value: String?) -> (commit: Double, render: Double) {
    let numbers = (value ?? "").matches(of: /([0-9]+\.[0-9]+) \(/).map { Double($0.1) ?? -1 }
    return (numbers.first ?? -1, numbers.dropFirst().first ?? -1)
  }

  @Test func renderTeachesTheRenderLoop() throws {
    let (out, stats) = try runRender()
    try #require(stats.count == 6, "two feeds, then the shadows and three fixes")
    // (1) status.text's commit is commit 2; the vsync two after its interval shows it.
    let lines = out.split(separator: "\n").map(String.init)
    let committed = try #require(lines.first { $0.hasSuffix("CA commit 2: status") })
    let shown = try #require(lines.first { $0.contains("shows commit 2 (new frame)") })
    let commitTime = number(committed)
    let shownTime = number(shown)
    #expect(shownTime - commitTime > 16.6 && shownTime - commitTime < 50)
    #expect(shown.contains("vsync 4"), "committed in vsync 2's interval, shown at vsync 4")
    // (2) Separate translucent layers blend far more than one opaque bitmap, and cost the GPU.
    let composite = stats[0]
    let separate = stats[1]
    #expect(
      number(separate["blended px per frame"]) > 10 * number(composite["blended px per frame"]))
    #expect(
      number(separate["render execute mean/max"]) > number(composite["render execute mean/max"]))
    // (3) Shadows without a path: 20 passes a frame, render hitches, no commit hitch.
    let shadows = stats[2]
    #expect(number(shadows["offscreen passes"]) > 0)
    #expect(shadows["offscreen passes"]?.contains("(20.0 per frame)") == true)
    let hitches = causes(shadows["hitch ratio by cause"])
    #expect(hitches.render > 10 && hitches.commit == 0)
    #expect(
      shadows["display-link ticks"]?.contains(" 0 missed") == true, "main never misses a tick")
    // The render hitches drop frames all the same: the vsyncs the late frames slipped.
    #expect(shadows["dropped frames"]?.hasPrefix("0 of") == false, "\(shadows)")
    // `explain frames` and `explain frame 3` name the render server's part and the passes.
    let group = try #require(lines.first { $0.hasPrefix("render: offscreen passes ") })
    #expect(group.contains("20 offscreen passes: set shadowPath / shouldRasterize"))
    #expect(!lines.contains { $0.hasPrefix("sync draw on main") || $0.hasPrefix("commit: ") })
    let frame = try #require(lines.firstIndex { $0.hasPrefix("frame 3 at ") })
    #expect(lines[frame].contains("render hitch"))
    #expect(lines[frame...].prefix(6).contains("  cause: render: offscreen passes"))
    // The fixes: shadowPath and pre-rounding remove every pass and every hitch; rasterizing
    // leaves only its first frame's misses.
    for fix in stats[3...4] {
      #expect(number(fix["offscreen passes"]) == 0)
      #expect(causes(fix["hitch ratio by cause"]).render == 0)
    }
    let rasterized = stats[5]
    #expect(number(rasterized["offscreen passes"]) < number(shadows["offscreen passes"]) / 10)
    #expect(causes(rasterized["hitch ratio by cause"]).render < hitches.render / 10)
  }
}
