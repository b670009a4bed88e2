/// What a UIImageView's decode makes: its image turned into a bitmap of `decodedWidth` ×
/// `decodedHeight` pixels — the image's own size, or ImageIO's thumbnail when the app
/// downsamples — shown in the layer by `contentMode`.
///
/// Why the host bitmap is the layer's size and not the decoded one: the model prices the decode
/// and counts its memory by the decoded pixels (``byteCount``), as a phone pays them (WWDC 2018
/// session 219, "Image and Graphics Best Practices": the decoded buffer is 4 bytes per image
/// pixel, whatever the view's size); the pixels LayerLab keeps are what the GPU would show,
/// already scaled, so the bitmap budget that protects the host holds for any image size.
public struct ImageDecoding: Sendable, Equatable {
  public var image: ImageAsset
  public var decodedWidth: Int
  public var decodedHeight: Int
  public var contentMode: ImageContentMode

  public init(
    image: ImageAsset, decodedWidth: Int, decodedHeight: Int, contentMode: ImageContentMode
  ) {
    self.image = image
    self.decodedWidth = decodedWidth
    self.decodedHeight = decodedHeight
    self.contentMode = contentMode
  }

  /// Pixels decoded: what the decode is priced by.
  public var decodedPixels: Int { decodedWidth * decodedHeight }

  /// The decoded buffer: 4 bytes a pixel (32-bit BGRA, WWDC 2018 session 219).
  public var byteCount: Int { decodedPixels * 4 }

  /// The decode of `image` for a view of `width` × `height` points at `scale`: the whole image,
  /// or, when `downsampling`, the thumbnail ImageIO makes with
  /// `kCGImageSourceThumbnailMaxPixelSize` = the view's longer side in pixels (WWDC 2018
  /// session 219's `downsample(imageAt:to:scale:)`): the image's aspect kept, never enlarged.
  public static func of(
    _ image: ImageAsset, width: Double, height: Double, scale: Double, downsampling: Bool,
    contentMode: ImageContentMode
  ) -> ImageDecoding {
    var w = max(1, image.pixelWidth)
    var h = max(1, image.pixelHeight)
    let longest = max(width, height) * scale
    if downsampling, longest.isFinite, longest >= 1, Double(max(w, h)) > longest {
      let ratio = longest / Double(max(w, h))
      w = max(1, Int((Double(w) * ratio).rounded()))
      h = max(1, Int((Double(h) * ratio).rounded()))
    }
    return ImageDecoding(image: image, decodedWidth: w, decodedHeight: h, contentMode: contentMode)
  }
}

/// Where a UIImageView's picture is decoded (`decode=`).
public enum ImageDecodeMode: String, Sendable, CaseIterable {
  /// UIKit's own behaviour: `imageView.image = image` hands Core Animation an image still
  /// encoded, and the commit that first shows it decodes it on main, in its prepare phase
  /// (WWDC 2014 session 419, "Advanced Graphics and Animations for iOS Apps"; WWDC 2018
  /// session 219).
  case commit
  /// The app decodes on a background queue before setting the image (SDWebImage's and
  /// Kingfisher's background decoding, Nuke's, iOS 15's `prepareForDisplay`): main sets an
  /// image already decoded, and the commit has nothing to decode.
  case background
}
