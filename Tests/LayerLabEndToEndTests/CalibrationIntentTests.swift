import Foundation
import Testing

/// calibration.lab's lesson, checked on what it prints: the prices rest on a dozen or more
/// published observations from several publishers, an older chip pays more for the same
/// draw, and a user's override moves the price of a draw.
struct CalibrationIntentTests {
  /// `title: a draw now costs 0.123 ms on …` → 0.123.
  static func drawCosts(_ out: String) -> [Double] {
    out.split(separator: "\n").compactMap { line -> Double? in
      guard line.hasPrefix("title: a draw now costs ") else { return nil }
      let figure = line.dropFirst("title: a draw now costs ".count).split(separator: " ").first
      return figure.flatMap { Double($0) }
    }
  }

  @Test func thePricesRestOnPublishedObservationsAndOlderChipsPayMore() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "calibration.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let summary = try #require(
      result.stdout.split(separator: "\n").first { $0.contains("observations from") })
    let words = summary.split(separator: " ")
    let observations = Int(words[0]) ?? 0
    let publishers = Int(words[3]) ?? 0
    #expect(observations >= 12 && publishers >= 4, "\(summary)")
    #expect(summary.contains("left out of the fit one at a time"))
    // costs title on iphone6, on iphone11, after the override.
    let costs = Self.drawCosts(result.stdout)
    try #require(costs.count == 3, "\(result.stdout)")
    #expect(costs[0] > 2 * costs[1], "an A8 pays over twice the A13's: \(costs)")
    #expect(costs[2] != costs[1], "the override moved the draw's price: \(costs)")
  }
}
