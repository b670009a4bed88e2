import LayerLabRender
import Testing

/// Specs that cannot be drawn must throw a readable `RenderError`, never trap.
@Suite struct ValidationTests {
  /// Renders `spec` and returns the error it must throw.
  private func error(for spec: RenderSpec) throws -> RenderError {
    let renderer = TextRenderer()
    do {
      _ = try renderer.render(spec)
    } catch {
      return error
    }
    Issue.record("expected \(spec) to throw")
    return RenderError("")
  }

  /// A message is one lowercase line.
  private func expectReadable(_ error: RenderError, mentions word: String) {
    #expect(error.message.first?.isLowercase == true, "\(error.message)")
    #expect(!error.message.contains("\n"))
    #expect(error.message.contains(word), "\(error.message)")
    #expect(error.description == error.message)
  }

  @Test func hugeSpecThrows() throws {
    expectReadable(
      try error(for: RenderSpec(width: 100_000, height: 100_000)), mentions: "too large")
  }

  @Test func specOverThePixelBudgetThrows() throws {
    let failure = try error(for: RenderSpec(width: 5000, height: 5000, scale: 1))
    expectReadable(failure, mentions: "limit of \(TextRenderer.maxPixels)")
  }

  @Test func largestAllowedSpecRenders() throws {
    let renderer = TextRenderer()
    let image = try renderer.render(RenderSpec(width: 2048, height: 2048, scale: 2)).image
    #expect(image.pixelWidth * image.pixelHeight == TextRenderer.maxPixels)
  }

  @Test func zeroSizeThrows() throws {
    expectReadable(try error(for: RenderSpec(width: 0, height: 0)), mentions: "no pixels")
    expectReadable(try error(for: RenderSpec(width: 10, height: -3)), mentions: "no pixels")
  }

  @Test func nonFiniteNumbersThrow() throws {
    expectReadable(try error(for: RenderSpec(width: .nan, height: 10)), mentions: "not finite")
    expectReadable(try error(for: RenderSpec(width: 10, height: .infinity)), mentions: "not finite")
    expectReadable(
      try error(for: RenderSpec(width: 10, height: 10, scale: .nan)), mentions: "not finite")
    expectReadable(try error(for: RenderSpec(width: 10, height: 10, scale: 0)), mentions: "scale")
    let nanSpacing = RenderSpec(
      width: 10, height: 10, text: LabelDrawing(text: "x", lineSpacing: .nan))
    expectReadable(try error(for: nanSpacing), mentions: "line spacing")
  }

  @Test func measureNeverThrowsOnOddInput() {
    let renderer = TextRenderer()
    let odd = LabelDrawing(text: "Odd\nstyle", lineSpacing: .nan, numberOfLines: -4)
    let size = renderer.measure(odd, width: .nan)
    let plain = renderer.measure(LabelDrawing(text: "Odd\nstyle", numberOfLines: 0), width: 100)
    #expect(size.lines == 2 && size.height == plain.height && size.width == plain.width)
    let empty = renderer.measure(LabelDrawing(text: ""), width: 100)
    #expect(empty.width == 0 && empty.height == 0 && empty.lines == 0)
  }

  @Test func imageInitializerChecksTheByteCount() {
    #expect(throws: RenderError.self) {
      try RenderedImage(pixelWidth: 2, pixelHeight: 2, premultipliedARGB32: [0, 0, 0])
    }
    #expect(throws: RenderError.self) {
      try RenderedImage(pixelWidth: Int.max, pixelHeight: 2, premultipliedARGB32: [])
    }
  }
}
