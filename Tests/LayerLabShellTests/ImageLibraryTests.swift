import Foundation
import LayerLab
import LayerLabRender
import LayerLabShell
import Testing

/// The shell's image loader: generated pictures for http(s) URLs, PNG files under the image
/// directory, and one-line refusals for everything else.
///
/// Why exact wording: these messages are all a user sees when a feed's image is wrong, so each
/// must name the image and the fix.
@Suite struct ImageLibraryTests {
  /// The message of the error `load` throws, or nil when it succeeds.
  static func failure(_ library: ImageLibrary, _ url: String) -> String? {
    do {
      _ = try library.load(url)
      return nil
    } catch {
      return error.message
    }
  }

  /// A small real PNG.
  static func png(width: Int, height: Int) throws -> [UInt8] {
    try TextRenderer().render(
      RenderSpec(
        width: Double(width), height: Double(height), scale: 1, opaque: true,
        background: Color(r: 0, g: 128, b: 255))
    ).image.pngData()
  }

  @Test func httpURLsAreGeneratedOnceAndIdentical() throws {
    let library = ImageLibrary()
    let url = "https://img.example.com/u/42/avatar.png"
    let first = try library.load(url)
    #expect(first.pixelWidth == ImageLibrary.generatedSize && first.pixelHeight == 160)
    #expect(first.url == url)
    #expect(PNGHeader.size(of: first.bytes).map { [$0.width, $0.height] } == [160, 160])
    let second = try library.load(url)
    #expect(second.bytes == first.bytes)
    let fresh = try ImageLibrary().load(url)
    #expect(fresh.bytes == first.bytes)
    let other = try library.load("http://img.example.com/u/43/avatar.png")
    #expect(other.bytes != first.bytes)
  }

  @Test func jpegFilesAndJPEGURLsLoadAsJPEG() throws {
    try SessionHarness.withScratchDirectory { dir in
      let bytes = try TextRenderer().render(
        RenderSpec(width: 30, height: 12, scale: 1, opaque: true, background: .white)
      ).image.jpegData()
      try Data(bytes).write(to: URL(fileURLWithPath: "\(dir)/cat.jpg"))
      try Data(bytes.prefix(bytes.count - 40)).write(to: URL(fileURLWithPath: "\(dir)/cut.jpg"))
      let library = ImageLibrary(directory: dir)
      let asset = try library.load("cat.jpg")
      #expect(asset.format == .jpeg)
      #expect(asset.pixelWidth == 30 && asset.pixelHeight == 12)
      let message = try #require(Self.failure(library, "cut.jpg"))
      #expect(message.hasPrefix("image 'cut.jpg' is a damaged jpeg ("), "\(message)")
      let photo = try library.load("https://img.example/photo/1.jpg")
      #expect(photo.format == .jpeg)
      #expect(try library.load("https://img.example/photo/1.png").format == .png)
    }
  }

  @Test func filesLoadFromTheDirectory() throws {
    try SessionHarness.withScratchDirectory { dir in
      let bytes = try Self.png(width: 30, height: 12)
      try Data(bytes).write(to: URL(fileURLWithPath: "\(dir)/cat.png"))
      let library = ImageLibrary()
      library.directory = dir
      for url in ["cat.png", "file:cat.png", "\(dir)/cat.png", "file://\(dir)/cat.png"] {
        let asset = try library.load(url)
        #expect(asset.bytes == bytes, "\(url)")
        #expect(asset.pixelWidth == 30 && asset.pixelHeight == 12, "\(url)")
        #expect(asset.url == url)
      }
      // Without a directory no file is read, absolute or not.
      #expect(
        Self.failure(ImageLibrary(), "\(dir)/cat.png")
          == "cannot load image '\(dir)/cat.png': no image directory; set one with 'images dir=DIR'"
      )
    }
  }

  /// Names that lead outside the image directory are refused, whichever way they get there,
  /// and no message quotes the content of a file.
  @Test func pathsOutsideTheDirectoryAreRefused() throws {
    try SessionHarness.withScratchDirectory { dir in
      let images = dir + "/images"
      try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
      try "root:x:0:0:secret\n".write(toFile: dir + "/passwd", atomically: false, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: images + "/link.png", withDestinationPath: dir + "/passwd")
      let library = ImageLibrary(directory: images)
      let outside =
        "it is outside the image directory '\(images)'; image files must be inside 'images dir='"
      for url in [
        "../passwd", "\(dir)/passwd", "file://\(dir)/passwd", "file:../passwd", "link.png",
        "/etc/passwd", "file:///etc/shadow", "../../../../../../etc/passwd",
      ] {
        let message = Self.failure(library, url)
        #expect(message == "cannot load image '\(url)': \(outside)", "\(url)")
        #expect(message?.contains("root:") == false)
      }
    }
  }

  @Test func aLinkThatStaysInsideTheDirectoryIsFollowed() throws {
    try SessionHarness.withScratchDirectory { dir in
      try Data(try Self.png(width: 8, height: 4)).write(to: URL(fileURLWithPath: "\(dir)/a.png"))
      try FileManager.default.createSymbolicLink(
        atPath: dir + "/b.png", withDestinationPath: "a.png")
      let library = ImageLibrary(directory: dir)
      #expect(try library.load("b.png").pixelWidth == 8)
      #expect(try library.load("./a.png").pixelWidth == 8)
    }
  }

  @Test func badFilesAreRefusedWithTheFix() throws {
    try SessionHarness.withScratchDirectory { dir in
      let library = ImageLibrary()
      #expect(
        Self.failure(library, "cat.png")
          == "cannot load image 'cat.png': no image directory; set one with 'images dir=DIR'")
      library.directory = dir
      #expect(
        Self.failure(library, "missing.png")
          == "cannot load image 'missing.png': no such file ('\(dir)/missing.png'); "
          + "check the name and 'images dir='")
      try FileManager.default.createDirectory(
        atPath: "\(dir)/album.png", withIntermediateDirectories: false)
      #expect(
        Self.failure(library, "file:album.png")
          == "cannot load image 'file:album.png': it is a directory ('\(dir)/album.png'); "
          + "name a .png or .jpg file")
      try "just some text\n".write(toFile: "\(dir)/note.png", atomically: false, encoding: .utf8)
      #expect(
        Self.failure(library, "note.png")
          == "image 'note.png' is not a png or jpeg (it starts with neither's signature); use a "
          + ".png or .jpg file"
      )
      var big = PNGHeader.signature
      big += [UInt8](repeating: 0, count: ImageLibrary.maxBytes + 1 - big.count)
      try Data(big).write(to: URL(fileURLWithPath: "\(dir)/big.png"))
      #expect(
        Self.failure(library, "big.png")
          == "cannot load image 'big.png': it is over 16 MB, the most an image file may be; "
          + "use a smaller image")
      try Data().write(to: URL(fileURLWithPath: "\(dir)/empty.png"))
      #expect(
        Self.failure(library, "empty.png")
          == "image 'empty.png' is empty (0 bytes); use a .png or .jpg file"
      )
    }
  }

  @Test func oddURLsAreRefused() {
    let library = ImageLibrary(directory: "/nonexistent-layerlab-dir")
    #expect(
      Self.failure(library, "")
        == "image url is empty; give an https:// url or a .png or .jpg file name")
    #expect(
      Self.failure(library, "ftp://host/a.png")
        == "image 'ftp://host/a.png' uses 'ftp://', which the workbench cannot fetch; "
        + "use https:// (generated), file:NAME or a file name")
    #expect(
      Self.failure(library, "file:")
        == "image 'file:' names no file; write file:NAME with a .png or .jpg name"
    )
  }

  @Test func oversizeHeadersAreRefused() throws {
    try SessionHarness.withScratchDirectory { dir in
      func word(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
      }
      let header =
        PNGHeader.signature + word(13) + Array("IHDR".utf8) + word(5000) + word(10)
        + [8, 6, 0, 0, 0, 0, 0, 0, 0]
      try Data(header).write(to: URL(fileURLWithPath: "\(dir)/huge.png"))
      #expect(
        Self.failure(ImageLibrary(directory: dir), "huge.png")
          == "image 'huge.png' is 5000 x 10 px, over the 4096 px limit per side; use a smaller png")
    }
  }

  /// A PNG whose header is fine but whose body is damaged is refused at the load, naming the
  /// file and the chunk, not accepted to fail later in a draw (issue 26).
  @Test func damagedBodiesAreRefusedAtTheLoad() throws {
    try SessionHarness.withScratchDirectory { dir in
      let good = try Self.png(width: 30, height: 12)
      // The first IDAT chunk: its type follows the four length bytes.
      let idat = try #require(
        (8..<good.count - 4).first { good[$0..<$0 + 4].elementsEqual("IDAT".utf8) })
      var flipped = good
      flipped[idat + 6] ^= 0x10
      try Data(flipped).write(to: URL(fileURLWithPath: "\(dir)/flipped.png"))
      let cut = Array(good.prefix(idat + 20))
      try Data(cut).write(to: URL(fileURLWithPath: "\(dir)/cut.png"))
      let noEnd = Array(good.dropLast(12))
      try Data(noEnd).write(to: URL(fileURLWithPath: "\(dir)/noend.png"))
      let library = ImageLibrary(directory: dir)
      #expect(
        Self.failure(library, "flipped.png")
          == "image 'flipped.png' is a damaged png (its chunk 'IDAT' at byte \(idat - 4) fails "
          + "its checksum); re-export it as .png")
      #expect(
        Self.failure(library, "cut.png")
          == "image 'cut.png' is a damaged png (its chunk 'IDAT' at byte \(idat - 4) runs past "
          + "the end of the file); re-export it as .png")
      #expect(
        Self.failure(library, "noend.png")
          == "image 'noend.png' is a damaged png (it is cut short after \(noEnd.count) bytes, "
          + "with no end chunk); re-export it as .png")
      try Data(good).write(to: URL(fileURLWithPath: "\(dir)/good.png"))
      #expect(try library.load("good.png").bytes == good)
    }
  }

  /// Issue 44: a PNG with right checksums whose data does not decode, or whose header names a
  /// colour type png does not have, was accepted and its draw silently ended `cleared`. Both
  /// are refused at the load, naming the file.
  @Test func wellSummedButUndecodablePNGsAreRefusedAtTheLoad() throws {
    try SessionHarness.withScratchDirectory { dir in
      let good = try Self.png(width: 30, height: 12)
      let idat = try #require(
        (8..<good.count - 4).first { good[$0..<$0 + 4].elementsEqual("IDAT".utf8) })
      let length = good[idat - 4..<idat].reduce(0) { $0 << 8 | Int($1) }
      // Garbage in place of the zlib stream, with its CRC made right again.
      var garbage = good
      for index in idat + 4..<idat + 4 + length { garbage[index] = 0xA5 }
      let crc = PNGBody.crc32(garbage[idat..<idat + 4 + length])
      for (k, shift) in [24, 16, 8, 0].enumerated() {
        garbage[idat + 4 + length + k] = UInt8(truncatingIfNeeded: crc >> UInt32(shift))
      }
      try Data(garbage).write(to: URL(fileURLWithPath: "\(dir)/garbage.png"))
      // Colour type 5 in IHDR (byte 25), its CRC made right again.
      var type5 = good
      type5[25] = 5
      let headerCRC = PNGBody.crc32(type5[12..<29])
      for (k, shift) in [24, 16, 8, 0].enumerated() {
        type5[29 + k] = UInt8(truncatingIfNeeded: headerCRC >> UInt32(shift))
      }
      try Data(type5).write(to: URL(fileURLWithPath: "\(dir)/type5.png"))
      let library = ImageLibrary(directory: dir)
      #expect(
        Self.failure(library, "garbage.png")
          == "image 'garbage.png' is a damaged png (its data is corrupt); re-export it as .png")
      #expect(
        Self.failure(library, "type5.png")
          == "image 'type5.png' is a damaged png (colour type 5 does not exist; png has 0, 2, 3, "
          + "4 and 6); re-export it as .png")
    }
  }
}
