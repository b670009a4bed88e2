/// The header check of any picture LayerLab reads: a JPEG's by ``JPEGHeader``, anything else
/// by ``PNGHeader`` (which names a GIF or a WebP it refuses).
public enum ImageHeader {
  /// The widest or tallest image accepted, in pixels, whatever its format: 4096 (64 MiB
  /// decoded), beyond any image a feed shows and small enough that a hostile header cannot
  /// exhaust memory.
  public static let maxSide = 4096

  /// Refuses a header's `size` over `maxSide`, naming the image (`image`, from `label`) and
  /// its `format` in the fix.
  static func checkSide(_ size: (width: Int, height: Int), image: String, format: String)
    throws(RenderError)
  {
    guard size.width <= maxSide, size.height <= maxSide else {
      throw RenderError(
        "\(image) is \(size.width) x \(size.height) px, over the \(maxSide) px limit per side; "
          + "use a smaller \(format)")
    }
  }

  /// `image 'name'` for messages, or just `image` when there is no name.
  static func label(_ name: String) -> String {
    name.isEmpty ? "image" : "image '\(name)'"
  }

  /// The pixel size of a picture that may be decoded, or a one-line `RenderError` naming
  /// `name`, the problem and the fix.
  public static func check(_ bytes: [UInt8], name: String) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    switch ImageFormat(sniffing: bytes) {
    case .jpeg: try JPEGHeader.check(bytes, name: name)
    case .png: try PNGHeader.check(bytes, name: name)
    }
  }

  /// The header check and, for a PNG, every chunk's checksum (``PNGBody``), then one decode
  /// whose pixels are dropped: what a file must pass to be loaded, so a damaged one is refused
  /// where it is named rather than in a draw later.
  public static func checkFile(_ bytes: [UInt8], name: String) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    let size = try check(bytes, name: name)
    if ImageFormat(sniffing: bytes) == .png { try PNGBody.check(bytes, name: name) }
    try ImageSurfaces.checkDecodes(bytes, name: name)
    return size
  }
}
