/// The header check of any picture LayerLab reads: a JPEG's by ``JPEGHeader``, anything else
/// by ``PNGHeader`` (which names a GIF or a WebP it refuses).
public enum ImageHeader {
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
