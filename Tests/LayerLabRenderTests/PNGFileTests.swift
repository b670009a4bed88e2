import LayerLabRender
import Testing

/// Atomic PNG writing and PNG decoding failures.
@Suite struct PNGFileTests {
  /// A small opaque image of one colour.
  private func solid(_ colour: Color, width: Double = 8, height: Double = 8) throws -> RenderedImage
  {
    let renderer = TextRenderer()
    let spec = RenderSpec(width: width, height: height, scale: 1, opaque: true, background: colour)
    return try renderer.render(spec).image
  }

  @Test func writingIntoAMissingDirectoryThrowsAndLeavesNoTemporaryFile() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    defer { TestSupport.remove(directory) }
    let path = "\(directory)/missing/out.png"
    let image = try solid(.white)
    #expect(throws: RenderError("cannot write '\(path)': No such file or directory")) {
      try image.writePNG(to: path)
    }
    #expect(TestSupport.contents(of: directory).isEmpty)
  }

  @Test func writingOverAnExistingPNGReplacesItWhole() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    defer { TestSupport.remove(directory) }
    let path = "\(directory)/label.png"
    let large = try solid(Color(r: 0, g: 0, b: 255), width: 64, height: 64)
    try large.writePNG(to: path)
    let small = try solid(Color(r: 0, g: 255, b: 0), width: 3, height: 2)
    try small.writePNG(to: path)
    let decoded = try RenderedImage.decodePNG(path: path)
    #expect(decoded.pixelWidth == 3 && decoded.pixelHeight == 2)
    #expect(decoded.hasSamePixels(as: small))
    #expect(TestSupport.contents(of: directory) == ["label.png"])
  }

  @Test func failedRenameLeavesTheDestinationAndNoTemporaryFile() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    defer { TestSupport.remove(directory) }
    let occupied = "\(directory)/taken.png"
    try TestSupport.makeDirectory(occupied, containing: "keep.txt")
    let image = try solid(.black)
    #expect(throws: RenderError.self) { try image.writePNG(to: occupied) }
    #expect(TestSupport.contents(of: directory) == ["taken.png"])
    #expect(TestSupport.contents(of: occupied) == ["keep.txt"])
  }

  @Test func pathWithoutAFileNameThrows() throws {
    let image = try solid(.black)
    #expect(throws: RenderError.self) { try image.writePNG(to: "/tmp/") }
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
