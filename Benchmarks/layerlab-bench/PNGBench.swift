import Foundation
import LayerLab
import LayerLabRender
import LayerLabShell

/// Section 4: PNG encoding of a full iPhone 6-sized screen, 375 x 667 pt at @2x (750 x 1334
/// px), filled with feed text so it compresses like a real screenshot rather than like a blank.
///
/// Why it matters: `export png` and the pixel tests write whole screens, and this is the cost a
/// user waits for on each one; it is host-only work the simulation never charges, so it must
/// stay small next to the scripts that trigger it. `encode_ms` is cairo's encoder into memory;
/// `write_ms` is encoding plus the shell's `AtomicFile.write`, which adds the checks, the
/// temporary file, the write, fsync, the rename and the folder's fsync.
struct PNGBench {
  let options: BenchOptions

  /// The screen's image: the first posts of seed 1 as one long body text.
  static func screen(_ renderer: TextRenderer) throws(RenderError) -> RenderedImage {
    let text = SyntheticFeed.posts(count: 12, seed: 1).map(\.text).joined(separator: "\n\n")
    let style = LabelDrawing(
      text: text, font: FeedTextBench.bodyFont, textColor: FeedTextBench.bodyText,
      lineSpacing: FeedTextBench.bodyLineSpacing, numberOfLines: 0)
    let spec = RenderSpec(
      width: 375, height: 667, scale: 2, opaque: true,
      background: ScreenComposite.feedPage, text: style)
    return try renderer.render(spec).image
  }

  func run(_ report: Report) throws {
    report.section("4. PNG encode: 750x1334 px screen of feed text")
    let image = try Self.screen(TextRenderer())
    report.value("png.pixels", image.pixelWidth * image.pixelHeight)
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-bench-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/screen.png"

    var bytes = 0
    var encode = Samples()
    var write = Samples()
    _ = try image.pngData()
    for _ in 0..<options.pngRepetitions {
      let (data, encodeMicros) = try Stopwatch.micros { () throws(RenderError) in
        try image.pngData()
      }
      bytes = data.count
      encode.add(encodeMicros / 1000)
      let (_, writeMicros) = try Stopwatch.micros { () throws in
        try AtomicFile.write(try image.pngData(), to: path)
      }
      write.add(writeMicros / 1000)
    }
    report.value("png.bytes", bytes)
    report.figure("png.encode_ms", encode, decimals: 2)
    report.figure("png.write_ms", write, decimals: 2)
  }
}
