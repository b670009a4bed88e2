import LayerLabRender
import Testing

/// The YYAsyncLayer fill rules and the PNG round trip of filled images.
@Suite struct FillTests {
  @Test func opaqueRedBackgroundFillsEveryPixel() throws {
    let renderer = TextRenderer()
    let spec = RenderSpec(
      width: 10, height: 5, scale: 2, opaque: true, background: Color(r: 255, g: 0, b: 0))
    let image = try renderer.render(spec).image
    #expect(image.pixelWidth == 20 && image.pixelHeight == 10)
    #expect(image.byteCount == 20 * 10 * 4)
    #expect(image.pixel(x: 0, y: 0) == Pixel(a: 255, r: 255, g: 0, b: 0))
    #expect(image.pixel(x: 19, y: 9) == Pixel(a: 255, r: 255, g: 0, b: 0))
    #expect(image.pixel(x: 20, y: 0) == nil)
    #expect(image.pixel(x: -1, y: 0) == nil)
  }

  @Test func opaqueRedRoundTripsThroughAPNGFile() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    defer { TestSupport.remove(directory) }
    let renderer = TextRenderer()
    let spec = RenderSpec(
      width: 40, height: 20, scale: 2, opaque: true, background: Color(r: 255, g: 0, b: 0),
      text: LabelDrawing(text: "Hi", textColor: .white))
    let image = try renderer.render(spec).image
    let path = "\(directory)/red.png"
    try TestSupport.writeBytes(try image.pngData(), to: path)
    let decoded = try RenderedImage.decodePNG(path: path)
    #expect(decoded.pixelWidth == image.pixelWidth && decoded.pixelHeight == image.pixelHeight)
    #expect(decoded.hasSamePixels(as: image))
    #expect(TestSupport.contents(of: directory) == ["red.png"])
  }

  @Test func translucentBackgroundOnOpaqueLayerIsBlendedOverWhite() throws {
    let renderer = TextRenderer()
    let spec = RenderSpec(
      width: 4, height: 4, scale: 1, opaque: true, background: Color(r: 255, g: 0, b: 0, a: 128))
    let pixel = try #require(try renderer.render(spec).image.pixel(x: 1, y: 1))
    #expect(pixel.a == 255 && pixel.r == 255)
    #expect((126...129).contains(pixel.g) && (126...129).contains(pixel.b))
  }

  @Test func opaqueLayerWithoutBackgroundIsWhite() throws {
    let renderer = TextRenderer()
    let image = try renderer.render(RenderSpec(width: 3, height: 3, scale: 1, opaque: true)).image
    #expect(image.pixel(x: 2, y: 2) == Pixel(a: 255, r: 255, g: 255, b: 255))
  }

  @Test func nonOpaqueLayerDrawsNoBackground() throws {
    let renderer = TextRenderer()
    let spec = RenderSpec(
      width: 60, height: 30, scale: 2, opaque: false, background: Color(r: 0, g: 0, b: 255),
      text: LabelDrawing(text: "Hi"))
    let image = try renderer.render(spec).image
    for (x, y) in [(0, 0), (119, 0), (0, 59), (119, 59)] {
      #expect(image.pixel(x: x, y: y)?.a == 0)
    }
    #expect(TestSupport.count(image) { $0.a > 0 } > 20)
  }

  @Test func transparentAntialiasedTextRoundTripsExactly() throws {
    let directory = try TestSupport.makeTemporaryDirectory()
    defer { TestSupport.remove(directory) }
    let renderer = TextRenderer()
    let spec = RenderSpec(
      width: 80, height: 24, scale: 2,
      text: LabelDrawing(text: "Round trip", textColor: Color(r: 51, g: 102, b: 230)))
    let image = try renderer.render(spec).image
    #expect(TestSupport.count(image) { $0.a > 0 && $0.a < 255 } > 10)
    try TestSupport.writeBytes(try image.pngData(), to: "\(directory)/alpha.png")
    let decoded = try RenderedImage.decodePNG(path: "\(directory)/alpha.png")
    #expect(decoded.hasSamePixels(as: image))
    #expect(decoded.checksum == image.checksum)
  }

  @Test func pngDataHasThePNGSignature() throws {
    let renderer = TextRenderer()
    let image = try renderer.render(RenderSpec(width: 2, height: 2, scale: 1, opaque: true)).image
    let data = try image.pngData()
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  @Test func bitmapSizeIsTheCeilingOfPointsTimesScale() throws {
    let renderer = TextRenderer()
    let image = try renderer.render(RenderSpec(width: 10.25, height: 3.3, scale: 3)).image
    #expect(image.pixelWidth == 31 && image.pixelHeight == 10)
    let tiny = try renderer.render(RenderSpec(width: 0.1, height: 0.1, scale: 10)).image
    #expect(tiny.pixelWidth == 1 && tiny.pixelHeight == 1)
  }

  @Test func timingsAreFiniteNonNegativeAndSumToTheTotal() throws {
    let renderer = TextRenderer()
    let spec = RenderSpec(width: 100, height: 40, opaque: true, text: LabelDrawing(text: "Timing"))
    let timing = try renderer.render(spec).timing
    for stage in [timing.context, timing.layout, timing.text, timing.image] {
      #expect(stage.isFinite && stage >= 0)
    }
    #expect(timing.total == timing.context + timing.layout + timing.text + timing.image)
    #expect(timing.layout > 0 && timing.text > 0)
  }
}
