import Foundation
import LayerLabRender
import Testing

/// One renderer per thread must give exactly the pixels a single thread gives.
///
/// Why this test matters: Pango crashes when a font map is shared, and subtler sharing (a
/// cache, a global font option) would show up as images that differ by a few bytes.
@Suite struct ThreadingTests {
  /// Fifty varied specs: texts, fonts, alignments, widths, scales and line limits.
  static let specs: [RenderSpec] = (0..<50).map { index in
    let alignment = TextAlignment.allCases[index % TextAlignment.allCases.count]
    let style = LabelDrawing(
      text: "Label \(index): " + String(TestSupport.longText.prefix(20 + index * 3)),
      font: index % 3 == 0 ? "DejaVu Sans Bold 13" : "DejaVu Sans \(12 + index % 7)",
      textColor: Color(r: UInt8(index % 5 * 51), g: 51, b: 77),
      alignment: alignment,
      lineSpacing: Double(index % 4),
      numberOfLines: index % 4)
    return RenderSpec(
      width: 120 + Double(index * 2), height: 50, scale: index % 2 == 0 ? 2 : 3,
      opaque: index % 3 != 1, background: index % 5 == 0 ? nil : Color(r: 242, g: 230, b: 204),
      text: style)
  }

  /// Renders every spec on a new thread with a renderer made on that thread, and returns the
  /// pixels (nil for a spec that threw).
  private static func renderOnNewThread(_ specs: [RenderSpec]) async -> [[UInt8]?] {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        let renderer = TextRenderer()
        let images = specs.map { spec in (try? renderer.render(spec))?.image.bytes }
        continuation.resume(returning: images)
      }
      thread.start()
    }
  }

  @Test func twoThreadsMatchASingleThreadReference() async throws {
    let reference = TextRenderer()
    let expected = try Self.specs.map { try reference.render($0).image.bytes }
    async let first = Self.renderOnNewThread(Self.specs)
    async let second = Self.renderOnNewThread(Self.specs)
    let (a, b) = await (first, second)
    #expect(a.count == expected.count && b.count == expected.count)
    for index in expected.indices {
      #expect(a[index] == expected[index], "thread 1, spec \(index)")
      #expect(b[index] == expected[index], "thread 2, spec \(index)")
    }
  }
}
