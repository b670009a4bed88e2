import Foundation
import Testing

/// Only the Pango adapter opens a model `Bitmap` to its pixels: the shell asks the renderer
/// port to composite a screen or write a PNG. A downcast elsewhere would make a second
/// mapping from layers to pixels, the one issue 27 removed from `save screen`.
@Suite struct PixelBoundaryTests {
  /// `Sources/` in this checkout.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  @Test func noBitmapIsDowncastOutsideThePangoAdapter() throws {
    let root = Self.sources.path
    let files = try #require(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
    var offenders: [String] = []
    for file in files where file.hasSuffix(".swift") && !file.hasPrefix("LayerLabPango/") {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      if text.contains("as? PangoBitmap") || text.contains("as! PangoBitmap") {
        offenders.append(file)
      }
    }
    #expect(files.count > 100, "found no sources under \(root)")
    #expect(offenders == [], "downcast to PangoBitmap outside Sources/LayerLabPango")
  }
}
