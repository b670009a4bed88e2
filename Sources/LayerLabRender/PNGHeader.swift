/// The first 33 bytes of a PNG: the signature and the IHDR chunk with the pixel size.
///
/// Why a helper of its own: the renderer and the shell's image library both refuse bad input
/// before decoding it (decoding a header that claims 100000 x 100000 px would allocate 40 GB),
/// and reading the header in one place keeps their checks and their messages the same.
public enum PNGHeader {
  /// The eight bytes every PNG starts with.
  public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// True when `bytes` start with the PNG signature.
  public static func hasSignature(_ bytes: [UInt8]) -> Bool {
    bytes.count >= signature.count && bytes.prefix(signature.count).elementsEqual(signature)
  }

  /// The pixel size in the IHDR chunk (big-endian words at bytes 16-23), or nil when the bytes
  /// do not start with a PNG signature followed by a 13-byte IHDR chunk, or a side is 0.
  /// Sides above `ImageHeader.maxSide` are returned, so callers can say how large the image is.
  public static func size(of bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard hasSignature(bytes), bytes.count >= 33, word(bytes, at: 8) == 13,
      bytes[12...15].elementsEqual("IHDR".utf8)
    else { return nil }
    let width = word(bytes, at: 16)
    let height = word(bytes, at: 20)
    guard width > 0, height > 0 else { return nil }
    return (width, height)
  }

  /// The pixel size of a PNG that may be decoded, or a `RenderError` naming `name`, the problem
  /// and the fix: empty, not a PNG (another known format is named), a damaged header, or a side
  /// over `ImageHeader.maxSide`.
  public static func check(_ bytes: [UInt8], name: String) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    let image = ImageHeader.label(name)
    guard !bytes.isEmpty else {
      throw RenderError("\(image) is empty (0 bytes); use a .png or .jpg file")
    }
    guard hasSignature(bytes) else {
      if let format = otherFormat(bytes) {
        throw RenderError("\(image) is a \(format), not a png or jpeg; convert it to .png or .jpg")
      }
      // The file's bytes are never quoted: the name may point anywhere readable, and a
      // message must not leak what is in, say, /etc/passwd.
      throw RenderError(
        "\(image) is not a png or jpeg (it starts with neither's signature); use a .png or "
          + ".jpg file")
    }
    guard let size = size(of: bytes) else {
      throw RenderError(
        "\(image) is a damaged png (its header is missing or cut short); re-export it as .png")
    }
    try ImageHeader.checkSide(size, image: image, format: "png")
    try checkFormat(bytes, image: image)
    return size
  }

  /// The bit depths each colour type allows (ISO/IEC 15948 §11.2.2, table 11.1): grey,
  /// truecolour, indexed, grey with alpha, truecolour with alpha. Type 5 (and 1, 7…) does not
  /// exist; libpng refuses it at the decode, which was in a draw on a worker, far from the
  /// statement that named the file.
  private static let depths: [Int: [Int]] = [
    0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16],
  ]

  /// IHDR's colour type, bit depth, compression, filter and interlace methods (bytes 24–28)
  /// are ones the specification defines.
  private static func checkFormat(_ bytes: [UInt8], image: String) throws(RenderError) {
    let (depth, colour) = (Int(bytes[24]), Int(bytes[25]))
    let fix = "; re-export it as .png"
    guard let allowed = depths[colour] else {
      throw RenderError(
        "\(image) is a damaged png (colour type \(colour) does not exist; png has 0, 2, 3, 4 "
          + "and 6)\(fix)")
    }
    guard allowed.contains(depth) else {
      throw RenderError(
        "\(image) is a damaged png (bit depth \(depth) is not one colour type \(colour) "
          + "allows)\(fix)")
    }
    guard bytes[26] == 0, bytes[27] == 0, bytes[28] <= 1 else {
      throw RenderError(
        "\(image) is a damaged png (its compression, filter or interlace method is not one "
          + "png defines)\(fix)")
    }
  }

  /// A 32-bit big-endian word; the caller has checked that four bytes are there.
  private static func word(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The name of a common image format the bytes are in, so a GIF gets a useful message (a
  /// JPEG is checked by ``JPEGHeader`` instead: ``ImageHeader`` tells them apart).
  private static func otherFormat(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: "GIF8".utf8) { return "gif" }
    if bytes.starts(with: "RIFF".utf8), bytes.count >= 12, bytes[8..<12].elementsEqual("WEBP".utf8)
    {
      return "webp"
    }
    return nil
  }
}
