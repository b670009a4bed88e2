import LayerLabRender
import Testing

/// Image views: generated pictures, decoding PNGs from memory, content modes, the placeholder,
/// and refusing bad bytes without crashing.
///
/// Why pixels: the content modes are only right if the bitmap is, and a letterbox off by a row
/// is exactly the kind of bug a size check would miss.
@Suite struct ImageRenderTests {
  /// The colour the tests use for placeholders: pure blue, easy to tell from red.
  static let blue = Color(r: 0, g: 0, b: 255)

  /// A PNG of `width` x `height` px in one colour, drawn and encoded by cairo.
  static func solidPNG(width: Int, height: Int, colour: Color, opaque: Bool = true) throws
    -> [UInt8]
  {
    let spec = RenderSpec(
      width: Double(width), height: Double(height), scale: 1, opaque: opaque,
      background: opaque ? colour : nil)
    return try TextRenderer().render(spec).image.pngData()
  }

  /// A red 20 x 10 px PNG.
  static func redPNG() throws -> [UInt8] {
    try solidPNG(width: 20, height: 10, colour: Color(r: 255, g: 0, b: 0))
  }

  /// A 40 x 40 pt @2x opaque image view over a blue placeholder.
  static func spec(_ encoded: [UInt8]?, _ mode: ImageFit, name: String = "red.png") -> ImageSpec {
    ImageSpec(
      width: 40, height: 40, scale: 2, opaque: true, background: .white, encoded: encoded,
      placeholder: blue, contentMode: mode, name: name)
  }

  /// The message of the error a render throws, or nil when it succeeds.
  static func failure(_ spec: ImageSpec) -> String? {
    do {
      _ = try TextRenderer().renderImage(spec)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func generatedImageHasItsSizeAndIsDeterministic() throws {
    let url = "https://example.com/photos/cat.png?size=2"
    let first = try GeneratedImage.png(for: url, pixelWidth: 160, pixelHeight: 160)
    let second = try GeneratedImage.png(for: url, pixelWidth: 160, pixelHeight: 160)
    #expect(first == second)
    #expect(PNGHeader.size(of: first).map { [$0.width, $0.height] } == [160, 160])
    let other = try GeneratedImage.png(for: url + "x", pixelWidth: 160, pixelHeight: 160)
    #expect(other != first)
    let wide = try GeneratedImage.png(for: url, pixelWidth: 300, pixelHeight: 90)
    #expect(PNGHeader.size(of: wide).map { [$0.width, $0.height] } == [300, 90])

    let output = try TextRenderer().renderImage(
      ImageSpec(width: 80, height: 80, scale: 2, encoded: first, contentMode: .fill))
    #expect(output.image.pixelWidth == 160 && output.image.pixelHeight == 160)
    #expect(TestSupport.count(output.image, where: { $0.a == 255 }) == 160 * 160)
    #expect(TestSupport.count(output.image, where: TestSupport.isColourful) > 1000)
  }

  @Test func generatedImageRefusesBadSizesAndNamesItsFile() throws {
    #expect(throws: RenderError.self) {
      try GeneratedImage.png(for: "https://a.test/x.png", pixelWidth: 0, pixelHeight: 10)
    }
    #expect(throws: RenderError.self) {
      try GeneratedImage.png(for: "https://a.test/x.png", pixelWidth: 10, pixelHeight: 5000)
    }
    #expect(GeneratedImage.fnv1a("") == 0xCBF2_9CE4_8422_2325)
    #expect(GeneratedImage.fnv1a("a") == 0xAF63_DC4C_8601_EC8C)
  }

  @Test func fillStretchesOverTheWholeLayer() throws {
    let output = try TextRenderer().renderImage(Self.spec(try Self.redPNG(), .fill))
    #expect(output.image.pixelWidth == 80 && output.image.pixelHeight == 80)
    #expect(TestSupport.count(output.image, where: { TestSupport.isClose($0, 255, 0, 0) }) == 6400)
    #expect(output.passNames == ["decode", "draw"])
    #expect(output.glyphCount == 0 && output.lineCount == 0)
    #expect(output.timing.layout == 0)
    #expect(output.timing.text == output.passes.reduce(0) { $0 + $1.micros })
  }

  @Test func aspectFitLetterboxesOnThePlaceholder() throws {
    let image = try TextRenderer().renderImage(Self.spec(try Self.redPNG(), .aspectFit)).image
    // 20 x 10 px scaled by 2 is 40 x 20 pt: rows 20..<60 px at @2x, centred.
    for x in [0, 40, 79] {
      for y in [0, 19, 60, 79] {
        #expect(TestSupport.isClose(image.pixel(x: x, y: y), 0, 0, 255), "(\(x), \(y))")
      }
      for y in [20, 40, 59] {
        #expect(TestSupport.isClose(image.pixel(x: x, y: y), 255, 0, 0), "(\(x), \(y))")
      }
    }
    #expect(TestSupport.count(image, where: { TestSupport.isClose($0, 255, 0, 0) }) == 80 * 40)
  }

  @Test func aspectFillCoversTheLayerAndCrops() throws {
    let image = try TextRenderer().renderImage(Self.spec(try Self.redPNG(), .aspectFill)).image
    #expect(TestSupport.count(image, where: { TestSupport.isClose($0, 255, 0, 0) }) == 6400)
    let place = Self.spec(nil, .aspectFill).placement(imageWidth: 20, imageHeight: 10)
    #expect(place == Rect(x: -20, y: 0, width: 80, height: 40))
  }

  @Test func noImageDrawsThePlaceholderWithAMark() throws {
    let output = try TextRenderer().renderImage(Self.spec(nil, .aspectFit))
    let image = output.image
    for (x, y) in [(0, 0), (79, 0), (0, 79), (79, 79)] {
      #expect(TestSupport.isClose(image.pixel(x: x, y: y), 0, 0, 255), "(\(x), \(y))")
    }
    let marked = TestSupport.count(image, where: { !TestSupport.isClose($0, 0, 0, 255) })
    #expect(marked > 20 && marked < 1600)
    #expect(output.passNames == ["decode", "draw"])
    #expect(output.passes.first?.micros == 0)
  }

  @Test func transparentImageShowsThePlaceholderBelow() throws {
    let clear = try Self.solidPNG(width: 20, height: 10, colour: .clear, opaque: false)
    let image = try TextRenderer().renderImage(Self.spec(clear, .fill)).image
    #expect(TestSupport.count(image, where: { TestSupport.isClose($0, 0, 0, 255) }) == 6400)
  }

  @Test func repeatedDecodesGiveTheSamePixels() throws {
    let renderer = TextRenderer()
    let png = try GeneratedImage.png(for: "https://a.test/b.png", pixelWidth: 64, pixelHeight: 48)
    let first = try renderer.renderImage(Self.spec(png, .aspectFit)).image.bytes
    for _ in 0..<50 {
      #expect(try renderer.renderImage(Self.spec(png, .aspectFit)).image.bytes == first)
    }
  }

  @Test func badBytesAreRefusedWithAMessage() throws {
    let red = try Self.redPNG()
    let name = "https://a.test/p.png"
    let cases: [([UInt8], String)] = [
      ([], "image '\(name)' is empty (0 bytes); use a .png or .jpg file"),
      (
        Array("hello world".utf8),
        "image '\(name)' is not a png or jpeg (it starts with neither's signature); use a .png "
          + "or .jpg file"
      ),
      (
        Array("GIF89a".utf8) + [1, 0, 1, 0],
        "image '\(name)' is a gif, not a png or jpeg; convert it to .png or .jpg"
      ),
      (
        [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10],
        "image '\(name)' is a damaged jpeg (premature end of jpeg file); re-export it as .jpg"
      ),
      (
        Array(red.prefix(20)),
        "image '\(name)' is a damaged png (its header is missing or cut short); "
          + "re-export it as .png"
      ),
      (
        Self.header(width: 5000, height: 10),
        "image '\(name)' is 5000 x 10 px, over the 4096 px limit per side; use a smaller png"
      ),
      (
        Array(red.prefix(red.count / 2)),
        "image '\(name)' is a damaged png (it is cut short after \(red.count / 2) bytes); "
          + "re-export it as .png"
      ),
    ]
    for (bytes, expected) in cases {
      #expect(Self.failure(Self.spec(bytes, .fill, name: name)) == expected)
    }
    // A flipped byte inside the image data breaks its CRC (and likely its zlib stream).
    var corrupt = red
    let idat = Array("IDAT".utf8)
    let found = (0..<max(0, red.count - 8)).first { red[$0..<$0 + 4].elementsEqual(idat) }
    #expect(found != nil)
    if let found { corrupt[found + 6] ^= 0xFF }
    let message = Self.failure(Self.spec(corrupt, .fill, name: name))
    #expect(message?.hasPrefix("image '\(name)' is a damaged png") == true)
  }

  @Test func randomBytesNeverCrash() throws {
    let renderer = TextRenderer()
    let red = try Self.redPNG()
    var random = SplitMix64(seed: 0x1A7E_12AB)
    var refused = 0
    for round in 0..<200 {
      var bytes: [UInt8]
      switch round % 4 {
      case 0:
        bytes = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      case 1:
        bytes = PNGHeader.signature
        bytes += (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next())
        }
      case 2:
        bytes = Self.header(width: Int(random.next() % 64) + 1, height: Int(random.next() % 64) + 1)
        bytes += (0..<Int(random.next() % 200)).map { _ in UInt8(truncatingIfNeeded: random.next())
        }
      default:
        bytes = Array(red.prefix(Int(random.next() % UInt64(red.count + 1))))
        for _ in 0..<Int(random.next() % 4) where !bytes.isEmpty {
          bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
        }
      }
      do {
        _ = try renderer.renderImage(Self.spec(bytes, .aspectFill, name: "fuzz"))
      } catch {
        refused += 1
        #expect(!error.message.isEmpty && !error.message.contains("\n"))
      }
    }
    #expect(refused >= 150)
  }

  /// A PNG signature and an IHDR chunk for an 8-bit RGBA image of the given size, with a zero
  /// CRC and nothing after it.
  static func header(width: Int, height: Int) -> [UInt8] {
    func word(_ value: Int) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    return PNGHeader.signature + word(13) + Array("IHDR".utf8) + word(width) + word(height)
      + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
  }
}

/// Untimed renders (`clock model`) draw a picture from its kept decode: the same pixels as a
/// fresh decode, every time, and two pictures never confused.
@Suite struct DecodedImagesTests {
  @Test func aKeptDecodeDrawsTheSamePixelsAsAFreshOne() throws {
    let url = "https://decoded.test/a.png"
    let picture = try GeneratedImage.png(for: url, pixelWidth: 160, pixelHeight: 160)
    let other = try GeneratedImage.png(for: url + "2", pixelWidth: 160, pixelHeight: 160)
    let timed = TextRenderer()
    let untimed = TextRenderer()
    untimed.untimed = true
    for bytes in [picture, other, picture] {
      for mode in [ImageFit.fill, .aspectFit, .aspectFill] {
        let fresh = try timed.renderImage(ImageRenderTests.spec(bytes, mode)).image
        let kept = try untimed.renderImage(ImageRenderTests.spec(bytes, mode)).image
        #expect(try fresh.pngData() == kept.pngData())
      }
    }
    #expect(
      try untimed.renderImage(ImageRenderTests.spec(picture, .fill)).image.pngData()
        != untimed.renderImage(ImageRenderTests.spec(other, .fill)).image.pngData())
    // Damaged bytes are refused untimed as timed.
    let cut = Array(picture.prefix(picture.count / 2))
    #expect(throws: RenderError.self) {
      try untimed.renderImage(ImageRenderTests.spec(cut, .fill))
    }
  }
}
