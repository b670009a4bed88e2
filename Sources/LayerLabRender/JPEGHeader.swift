import CJPEG

/// A JPEG's header, read by libjpeg-turbo before anything is decoded: the pixel size and the
/// colour space, checked as ``PNGHeader`` checks a PNG's, with the same limit and messages.
public enum JPEGHeader {
  /// The most scans a progressive JPEG may have (`LLJPEG_MAX_SCANS`, the C shim's bound and
  /// why it is what it is).
  public static let maxScans = Int(LLJPEG_MAX_SCANS)

  /// The pixel size of a JPEG that may be decoded, or a `RenderError` naming `name`, the
  /// problem and the fix: empty, a damaged header, CMYK (which has no RGB decode here), or a
  /// side over `ImageHeader.maxSide`.
  public static func check(_ bytes: [UInt8], name: String) throws(RenderError) -> (
    width: Int, height: Int
  ) {
    let image = ImageHeader.label(name)
    guard !bytes.isEmpty else {
      throw RenderError("\(image) is empty (0 bytes); use a .png or .jpg file")
    }
    var info = lljpeg_info()
    var message = [CChar](repeating: 0, count: 200)
    let code = bytes.withUnsafeBufferPointer { buffer in
      lljpeg_read_header(buffer.baseAddress, buffer.count, &info, &message)
    }
    guard code == Int32(LLJPEG_OK) else {
      throw RenderError(
        "\(image) is a damaged jpeg (\(reason(message, or: "its header cannot be read"))); "
          + "re-export it as .jpg")
    }
    guard info.width > 0, info.height > 0 else {
      throw RenderError("\(image) is a damaged jpeg (it has no pixels); re-export it as .jpg")
    }
    guard info.components != 4 else {
      throw RenderError(
        "\(image) is a cmyk jpeg, which has no rgb decode here; re-export it as an rgb .jpg")
    }
    let size = (width: Int(info.width), height: Int(info.height))
    try ImageHeader.checkSide(size, image: image, format: "jpeg")
    return size
  }

  /// libjpeg's own words for a failure, lowercased as the project's messages are, without
  /// the file's bytes (libjpeg quotes marker codes, never data), or `fallback`.
  static func reason(_ message: [CChar], or fallback: String) -> String {
    let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    guard !text.isEmpty else { return fallback }
    let trimmed = text.hasSuffix(".") ? String(text.dropLast()) : text
    return trimmed.lowercased()
  }
}
