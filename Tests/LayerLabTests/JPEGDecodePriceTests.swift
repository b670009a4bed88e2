import Testing

@testable import LayerLab

/// A JPEG decodes at its own fitted price (`jpeg.pixel`), a PNG at `decode.pixel`: the format
/// is read from the picture's bytes and carried to the decode's counts.
struct JPEGDecodePriceTests {
  @Test func theFormatComesFromTheBytes() {
    let jpeg = ImageAsset(
      url: "x.png", bytes: [0xFF, 0xD8, 0xFF, 0xE0], pixelWidth: 1, pixelHeight: 1)
    #expect(jpeg.format == .jpeg)
    let png = ImageAsset(
      url: "x.jpg", bytes: [0x89, 0x50, 0x4E, 0x47], pixelWidth: 1, pixelHeight: 1)
    #expect(png.format == .png)
  }

  @Test func eachFormatsDecodeIsPricedAtItsOwnPrice() {
    let costs = CostModel()
    let pixels = 1_166_400
    let png = RenderCounts(pixels: 562_500, glyphs: 0, lines: 0, decodedPixels: pixels)
    var jpeg = png
    jpeg.decodedFormat = .jpeg
    let prices = UnitPrices.standard
    let pngMicros = costs.a13Micros(of: .pass("decode"), counts: png)
    let jpegMicros = costs.a13Micros(of: .pass("decode"), counts: jpeg)
    #expect(abs(pngMicros - Double(pixels) * prices[.decodePixel]) < 1e-6)
    #expect(abs(jpegMicros - Double(pixels) * prices[.jpegPixel]) < 1e-6)
    // The fitted prices: a JPEG photo's pixel decodes in about half a flat PNG's time.
    #expect(jpegMicros < pngMicros * 0.7)
  }
}
