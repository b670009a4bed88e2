import LayerLabRender
import Testing

/// PNG decoding failures. (Writing PNG files is the shell's `AtomicFile`, tested with the
/// other outputs in LayerLabShellTests' OutputTests*.)
@Suite struct PNGFileTests {
  /// A small opaque image of one colour.
  private func solid(_ colour: Color, width: Double = 8, height: Double = 8) throws -> RenderedImage
  {
    let renderer = TextRenderer()
    let spec = RenderSpec(width: width, height: height, scale: 1, opaque: true, background: colour)
    return try renderer.render(spec).image
  }

  @Test func decodingAMissingFileThrows() {
    let expected = RenderError("cannot read '/nonexistent/x.png': No such file or directory")
    #expect(throws: expected) {
      try RenderedImage.decodePNG(path: "/nonexistent/x.png")
    }
  }

  @Test func decodingSomethingThatIsNotAPNGThrows() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    defer { TestSupport.remove(directory) }
    let path = "\(directory)/fake.png"
    try TestSupport.writeText("this is not a png", to: path)
    #expect(throws: RenderError("cannot read '\(path)': not a png file; pass a png file")) {
      try RenderedImage.decodePNG(path: path)
    }
  }

  @Test func decodingATruncatedPNGThrows() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    defer { TestSupport.remove(directory) }
    let path = "\(directory)/cut.png"
    let data = try solid(Color(r: 76, g: 153, b: 230), width: 32, height: 32).pngData()
    try TestSupport.writeBytes(Array(data.prefix(data.count / 2)), to: path)
    #expect(throws: RenderError.self) { try RenderedImage.decodePNG(path: path) }
  }
}
