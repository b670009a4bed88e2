import LayerLabRender
import Testing

/// JPEG files: the header read and checked before decoding, the decode into the same pixels the
/// encoder was given (within JPEG's loss), damaged and hostile files refused with one line.
@Suite struct JPEGTests {
  /// A generated 1080-style photo stand-in as JPEG, smaller for speed.
  static func photo(_ width: Int = 96, _ height: Int = 64) throws -> [UInt8] {
    try GeneratedImage.jpeg(for: "https://jpeg.test/p.jpg", pixelWidth: width, pixelHeight: height)
  }

  @Test func aJPEGURLGivesJPEGBytesAndOtherURLsPNG() throws {
    let jpeg = try GeneratedImage.picture(
      for: "https://a.test/x/photo.JPG?s=2", pixelWidth: 32, pixelHeight: 24)
    #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]))
    #expect(ImageFormat(sniffing: jpeg) == .jpeg)
    let png = try GeneratedImage.picture(
      for: "https://a.test/x/p.png", pixelWidth: 32, pixelHeight: 24)
    #expect(PNGHeader.hasSignature(png))
    #expect(ImageFormat(naming: "https://a.test/a.jpeg#top") == .jpeg)
    #expect(ImageFormat(naming: "https://a.test/a.jpg.png") == .png)
    #expect(ImageFormat(naming: "https://a.test/jpg") == .png)
    // The same URL's PNG and JPEG are kept apart by the cache.
    let asPNG = try GeneratedImage.png(
      for: "https://a.test/x/photo.JPG?s=2", pixelWidth: 32, pixelHeight: 24)
    #expect(PNGHeader.hasSignature(asPNG))
  }

  @Test func theHeaderGivesTheSizeAndTheDecodeTheEncodedPixels() throws {
    let bytes = try Self.photo()
    let size = try ImageHeader.check(bytes, name: "p.jpg")
    #expect([size.width, size.height] == [96, 64])
    // Drawn 1:1, the decoded JPEG is the PNG of the same picture within JPEG's loss.
    let renderer = TextRenderer()
    func drawn(_ encoded: [UInt8]) throws -> [UInt8] {
      try renderer.renderImage(
        ImageSpec(
          width: 96, height: 64, scale: 1, opaque: true, background: .white, encoded: encoded,
          placeholder: .white, contentMode: .fill, name: "p")
      ).image.bytes
    }
    let png = try GeneratedImage.png(
      for: "https://jpeg.test/p.jpg", pixelWidth: 96, pixelHeight: 64)
    let a = try drawn(bytes)
    let b = try drawn(png)
    #expect(a.count == b.count)
    let meanError =
      Double(zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(a.count)
    #expect(meanError < 6, "mean channel error \(meanError)")
    #expect(meanError > 0, "a lossy encoding that decodes to the very same pixels")
  }

  @Test func damagedAndOversizedJPEGsAreRefusedWithOneLine() throws {
    let bytes = try Self.photo()
    let name = "p.jpg"
    // Cut short: the header reads, the decode runs out and libjpeg warns.
    let cut = Array(bytes.prefix(bytes.count / 2))
    #expect(throws: RenderError.self) { try ImageSurfaces.checkDecodes(cut, name: name) }
    do {
      try ImageSurfaces.checkDecodes(cut, name: name)
    } catch {
      #expect(error.message.hasPrefix("image 'p.jpg' is a damaged jpeg ("), "\(error.message)")
      #expect(error.message.hasSuffix("); re-export it as .jpg"))
    }
    // A frame header claiming 5000 px: refused before anything is decoded.
    var huge = bytes
    let sof = try #require(
      (2..<huge.count - 9).first { huge[$0] == 0xFF && (0xC0...0xC2).contains(huge[$0 + 1]) })
    huge[sof + 5] = UInt8(5000 >> 8)
    huge[sof + 6] = UInt8(5000 & 0xFF)
    #expect(
      throws: RenderError(
        "image 'p.jpg' is 96 x 5000 px, over the 4096 px limit per side; use a smaller jpeg")
    ) { try ImageHeader.check(huge, name: name) }
    // Only the start marker.
    #expect(
      throws: RenderError(
        "image 'p.jpg' is a damaged jpeg (premature end of jpeg file); re-export it as .jpg")
    ) { try ImageHeader.check([0xFF, 0xD8, 0xFF], name: name) }
  }

  @Test func randomDamageNeverCrashes() throws {
    let bytes = try Self.photo(48, 32)
    var random = SplitMix64(seed: 0x0A11_CE5)
    let renderer = TextRenderer()
    var refused = 0
    for round in 0..<300 {
      var damaged =
        round % 3 == 0 ? Array(bytes.prefix(Int(random.next() % UInt64(bytes.count)))) : bytes
      for _ in 0..<(1 + Int(random.next() % 6)) where damaged.count > 3 {
        let at = 3 + Int(random.next() % UInt64(damaged.count - 3))
        damaged[at] = UInt8(truncatingIfNeeded: random.next())
      }
      do {
        _ = try ImageHeader.checkFile(damaged, name: "fuzz.jpg")
        _ = try renderer.renderImage(
          ImageSpec(
            width: 20, height: 20, scale: 2, opaque: true, background: .white, encoded: damaged,
            placeholder: .white, contentMode: .aspectFill, name: "fuzz.jpg"))
      } catch {
        refused += 1
        #expect(!error.message.isEmpty && !error.message.contains("\n"), "\(error.message)")
      }
    }
    #expect(refused > 100)
  }
}
