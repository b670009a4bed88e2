import Foundation
import LayerLabRender

/// Helpers shared by the render tests: temporary directories and ink measurement.
///
/// Why they exist: the tests check pixels, and "where is the ink" is the question most of them
/// ask; keeping it in one place keeps each test about its own rule.
enum TestSupport {
  /// A highlight of the UTF-8 bytes `start..<end` in `color`; the renderer ignores its kind
  /// and text, which only `show` reads.
  static func highlight(_ start: Int, _ end: Int, _ color: Color) -> Highlight {
    Highlight(kind: .url, utf8Start: start, utf8End: end, text: "", color: color)
  }

  /// A fresh, empty directory under the system temporary directory. Each test gets its own so
  /// tests can run in parallel and can assert on exactly what a write left behind.
  static func makeTemporaryDirectory() throws -> String {
    let base = FileManager.default.temporaryDirectory.path
    let path = "\(base)/layerlab-render-\(UInt64.random(in: 0...UInt64.max))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
  }

  /// The names in a directory, sorted; empty when it cannot be read.
  static func contents(of directory: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
  }

  /// Removes a directory tree made by `makeTemporaryDirectory`.
  static func remove(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Creates a directory holding one small file, to stand in the way of a write.
  static func makeDirectory(_ path: String, containing file: String) throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try writeText("keep", to: "\(path)/\(file)")
  }

  /// Writes a UTF-8 text file.
  static func writeText(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: false, encoding: .utf8)
  }

  /// Writes raw bytes to a file.
  static func writeBytes(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// The bounding box of every pixel for which `isInk` holds, or nil when there is none.
  static func inkBounds(
    _ image: RenderedImage, where isInk: (Pixel) -> Bool = { $0.a > 0 }
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        guard let pixel = image.pixel(x: x, y: y), isInk(pixel) else { continue }
        if let old = bounds {
          bounds = (min(old.minX, x), min(old.minY, y), max(old.maxX, x), max(old.maxY, y))
        } else {
          bounds = (x, y, x, y)
        }
      }
    }
    return bounds
  }

  /// How many pixels satisfy `isInk`.
  static func count(_ image: RenderedImage, where isInk: (Pixel) -> Bool) -> Int {
    var total = 0
    for y in 0..<image.pixelHeight {
      for x in 0..<image.pixelWidth {
        if let pixel = image.pixel(x: x, y: y), isInk(pixel) { total += 1 }
      }
    }
    return total
  }

  /// True when the pixel is opaque and each channel is within `tolerance` of (r, g, b).
  static func isClose(
    _ pixel: Pixel?, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2
  ) -> Bool {
    guard let pixel, pixel.a == 255 else { return false }
    return abs(Int(pixel.r) - r) <= tolerance && abs(Int(pixel.g) - g) <= tolerance
      && abs(Int(pixel.b) - b) <= tolerance
  }

  /// True when the pixel is clearly coloured rather than grey: its channels differ by more
  /// than 60 and it is mostly opaque.
  static func isColourful(_ pixel: Pixel) -> Bool {
    let high = max(pixel.r, pixel.g, pixel.b)
    let low = min(pixel.r, pixel.g, pixel.b)
    return pixel.a > 128 && Int(high) - Int(low) > 60
  }

  /// A sentence long enough to wrap into several lines at 17 pt in a 200 pt box.
  static let longText =
    "The quick brown fox jumps over the lazy dog while a Swift workbench renders crisp text "
    + "labels through Pango and Cairo, one layer at a time."
}
