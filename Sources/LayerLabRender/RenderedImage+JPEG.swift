import CJPEG

/// JPEG encoding through libjpeg-turbo, for the stand-in photos of `.jpg` URLs.
extension RenderedImage {
  /// libjpeg's own default quality, what `cjpeg` writes without `-quality` (jcparam.c,
  /// `jpeg_set_defaults` sets 75): no published figure says what a feed's server uses.
  public static let defaultJPEGQuality = 75

  /// Encodes the image as a baseline JPEG (4:2:0, `quality` 1–100). JPEG keeps no alpha: a
  /// translucent pixel is written as its premultiplied colour, i.e. over black.
  public func jpegData(quality: Int = defaultJPEGQuality) throws(RenderError) -> [UInt8] {
    guard pixelWidth > 0, pixelHeight > 0 else {
      throw RenderError("jpeg encoding failed: the image has no pixels; draw something first")
    }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    var message = [CChar](repeating: 0, count: 200)
    let code = bytes.withUnsafeBufferPointer { pixels in
      lljpeg_encode_bgrx(
        pixels.baseAddress, Int32(pixelWidth), Int32(pixelHeight), Int32(pixelWidth * 4),
        Int32(min(max(quality, 1), 100)), &output, &size, &message)
    }
    defer { lljpeg_free(output) }
    guard code == Int32(LLJPEG_OK), let output else {
      throw RenderError(
        "jpeg encoding failed: \(JPEGHeader.reason(message, or: "libjpeg gave no reason")); "
          + "free memory and retry")
    }
    return Array(UnsafeBufferPointer(start: output, count: Int(size)))
  }
}
