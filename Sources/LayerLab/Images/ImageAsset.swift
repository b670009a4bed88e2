/// An image as it travels: its encoded bytes (what is downloaded and cached, like the
/// NSData AsyncDraw keeps) and its pixel size (read from the PNG or JPEG header, before
/// decoding).
public struct ImageAsset: Sendable, Equatable {
  public var url: String
  /// The encoded PNG or JPEG.
  public var bytes: [UInt8]
  public var pixelWidth: Int
  public var pixelHeight: Int

  public init(url: String, bytes: [UInt8], pixelWidth: Int, pixelHeight: Int) {
    self.url = url
    self.bytes = bytes
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// The side, in pixels, of the picture generated for a synthetic (http) URL unless `images
  /// size=` says otherwise: a VVebo thumbnail is 80 pt at @2x.
  public static let generatedSide = 160
  /// The largest `images size=`: 2048 px a side decodes to 16 MiB, more than a feed photo
  /// (Instagram serves 1080 px wide; an iPhone camera photo is 4032 × 3024) and what a test
  /// session's host memory allows for a screen of them.
  public static let maxGeneratedSide = 2048

  /// How the bytes are encoded, read from their first bytes: what the decode is priced by.
  public var format: ImageFormat { ImageFormat(sniffing: bytes) }

  /// What it weighs in caches and on the modelled network.
  public var byteCount: Int { bytes.count }

  /// Assets are equal when they are the same image from the same place; comparing sizes
  /// first keeps the common unequal case cheap.
  public static func == (a: ImageAsset, b: ImageAsset) -> Bool {
    a.url == b.url && a.pixelWidth == b.pixelWidth && a.pixelHeight == b.pixelHeight
      && a.bytes.count == b.bytes.count && a.bytes == b.bytes
  }
}

/// Where image bytes come from: files under the directory the user names, or pictures
/// generated for synthetic URLs, so sessions need no network. The model never does I/O;
/// the shell provides the real loader and tests a double.
public protocol ImageLoader: AnyObject {
  /// The image at `url` — a generated picture `standInSide` pixels a side for a synthetic
  /// URL — or an error naming the problem and the fix (a missing file, not a PNG, too large).
  func load(_ url: String, standInSide: Int) throws(ModelError) -> ImageAsset
}

/// How an image view fits its image into its bounds, as `UIView.ContentMode`.
public enum ImageContentMode: String, Sendable, CaseIterable {
  case scaleAspectFill, scaleAspectFit, scaleToFill
}

/// What an image view's draw task renders: its image if one has been set, else the
/// placeholder colour.
public struct ImageDrawing: Sendable, Equatable {
  public var image: ImageAsset?
  public var placeholder: Color
  public var contentMode: ImageContentMode
  /// Rounded corners (a circle at half the side), everything outside left transparent.
  public var cornerRadius: Double

  public init(
    image: ImageAsset?, placeholder: Color, contentMode: ImageContentMode, cornerRadius: Double = 0
  ) {
    self.image = image
    self.placeholder = placeholder
    self.contentMode = contentMode
    self.cornerRadius = cornerRadius
  }
}

/// Where the disk cache's files go, when the user names a directory: the model keeps the
/// cache's sizes and evictions, the store mirrors them as files. The model never does I/O.
public protocol ImageDiskStore: AnyObject {
  /// Writes `bytes` as the cached file for `url`; returns a one-line error, or nil.
  func write(_ url: String, _ bytes: [UInt8]) -> String?
  /// Deletes `url`'s cached file (evicted); a missing file is not an error.
  func remove(_ url: String)
}
