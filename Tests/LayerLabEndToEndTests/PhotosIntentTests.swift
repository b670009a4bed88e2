import Foundation
import Testing

/// photos.lab's lesson, checked on what it prints: a UIImageView decodes its 2048 px JPEG in
/// the CA commit (UIKit's own), which hitches the scroll, and `explain` names the decode;
/// decoding in the background removes the hitches; downsampling shortens the decode and cuts
/// the memory; a prefetch data source takes most blank frames away.
struct PhotosIntentTests {
  /// The compare table's rows by run name (its three words).
  static func compareRows(_ out: String) -> [String: [String: String]] {
    CompareTable.rows(out, nameWords: 3) { $0.hasPrefix("photo.picture.decode=") }
  }

  @Test func decodingInTheCommitHitchesAndEachFixHelpsAsItShould() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "--clock", "model", "photos.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    // The photo is decoded at the image's size, whatever the view's.
    #expect(result.stdout.contains("\n2048x2048 px\n"))
    // A JPEG's decode, at its own price: `costs` names the decoded pixels and their format.
    #expect(result.stdout.contains("4194304 px of a jpeg decoded"))
    // explain names the decode in the commit as the cause of the scroll's late frames.
    #expect(result.stdout.contains("commit: image decoded in the commit: feed.cell*"))
    let rows = Self.compareRows(result.stdout)
    try #require(rows.count == 8, "\(result.stdout)")
    func figure(
      _ decode: String, _ downsample: String, _ column: String, prefetch: String = "off"
    ) -> Double {
      let name =
        "photo.picture.decode=\(decode) photo.picture.downsample=\(downsample) "
        + "feed.prefetch=\(prefetch)"
      return Double(rows[name]?[column] ?? "") ?? .nan
    }
    let inCommit = figure("commit", "false", "hitches")
    #expect(inCommit >= 2)
    for prefetch in ["off", "data"] {
      // A background decode leaves main nothing to decode: no hitch, downsampled or not.
      #expect(figure("background", "false", "hitches", prefetch: prefetch) == 0)
      #expect(figure("background", "true", "hitches", prefetch: prefetch) == 0)
    }
    // Downsampling keeps the decode on main but shorter: fewer hitches, less hitch time.
    #expect(figure("commit", "true", "hitches") < inCommit)
    #expect(figure("commit", "true", "hitch_ms") < figure("commit", "false", "hitch_ms"))
    // And the memory follows the 750 px thumbnails instead of the 2048 px images.
    for decode in ["commit", "background"] {
      let full = figure(decode, "false", "mem_peak")
      let thumbnails = figure(decode, "true", "mem_peak")
      #expect(thumbnails < full * 0.3, "\(decode): \(thumbnails) MiB against \(full) MiB")
    }
    // Prefetching starts the downloads a screen ahead: far fewer blank frames, content sooner,
    // in every combination.
    for decode in ["commit", "background"] {
      for downsample in ["false", "true"] {
        let off = figure(decode, downsample, "blank_frames")
        let data = figure(decode, downsample, "blank_frames", prefetch: "data")
        #expect(data < off / 2, "\(decode) \(downsample): \(data) against \(off)")
        let wait = figure(decode, downsample, "ttc_p95_ms", prefetch: "data")
        #expect(wait < figure(decode, downsample, "ttc_p95_ms") / 2)
      }
    }
  }
}
