/// The chunks of a PNG after its signature, checked when an image file is loaded.
///
/// Why: ``PNGHeader`` reads only the first 33 bytes, so a file whose header is fine but whose
/// body is damaged (a bad copy, a download cut short and padded, a flipped bit) was accepted by
/// `url=` and failed later, in a draw on a worker, far from the statement that named it. Every
/// PNG chunk carries a CRC-32 of its type and data (PNG specification, ISO/IEC 15948 §5.3), so
/// walking the chunks and checking each CRC finds such damage at the load, and names the file.
/// A stream that is damaged yet has correct CRCs (written so by a broken encoder) still fails
/// at the decode, as before.
public enum PNGBody {
  /// Checks that the bytes after the signature are whole chunks, each with a correct CRC,
  /// with image data (`IDAT`) and ending at `IEND`; bytes after `IEND` are ignored, as libpng
  /// ignores them. The caller has checked the header (``PNGHeader/check(_:name:)``). Throws a
  /// one-line `RenderError` naming `name`, the problem and the fix.
  public static func check(_ bytes: [UInt8], name: String) throws(RenderError) {
    let image = ImageHeader.label(name)
    let fix = "; re-export it as .png"
    var offset = PNGHeader.signature.count
    var sawData = false
    while true {
      guard offset + 12 <= bytes.count else {
        throw RenderError(
          "\(image) is a damaged png (it is cut short after \(bytes.count) bytes, "
            + "with no end chunk)\(fix)")
      }
      let length = word(bytes, at: offset)
      let type = bytes[offset + 4..<offset + 8]
      let kind = describe(type)
      // A length over 2^31 - 1 is invalid (§5.3); one past the end means the file is cut.
      guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else {
        throw RenderError(
          "\(image) is a damaged png (its \(kind) at byte \(offset) runs past the end of the "
            + "file)\(fix)")
      }
      let stored = UInt32(word(bytes, at: offset + 8 + length))
      guard crc32(bytes[offset + 4..<offset + 8 + length]) == stored else {
        throw RenderError(
          "\(image) is a damaged png (its \(kind) at byte \(offset) fails its checksum)\(fix)")
      }
      if type.elementsEqual("IDAT".utf8) { sawData = true }
      if type.elementsEqual("IEND".utf8) { break }
      offset += 12 + length
    }
    guard sawData else {
      throw RenderError("\(image) is a damaged png (it has no image data chunk)\(fix)")
    }
  }

  /// `chunk 'IDAT'` when the type is four ASCII letters, as the specification requires, else
  /// `chunk` alone: the file's bytes are never quoted otherwise.
  private static func describe(_ type: ArraySlice<UInt8>) -> String {
    let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    guard type.allSatisfy(isLetter) else { return "chunk" }
    return "chunk '\(String(decoding: type, as: UTF8.self))'"
  }

  /// A 32-bit big-endian word; the caller has checked that four bytes are there.
  private static func word(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// CRC-32 as PNG (and zlib) defines it: polynomial 0xEDB88320 reflected, initial and final
  /// value all ones (ISO/IEC 15948 Annex D).
  public static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// The CRC of each byte value, built once (Annex D's `make_crc_table`).
  private static let table: [UInt32] = (0..<256).map { value in
    var crc = UInt32(value)
    for _ in 0..<8 {
      crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1
    }
    return crc
  }
}
