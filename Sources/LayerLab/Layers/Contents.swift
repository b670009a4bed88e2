/// A layer's `contents`: the bitmap a draw produced, and which draw that was.
public struct Contents: Sendable {
  public var bitmap: any Bitmap
  public var draw: Int
  /// The highlighted ranges drawn into this bitmap and where they ended up (VVebo's
  /// tappable areas), in layer coordinates.
  public var tappable: [(highlight: Highlight, rects: [Rect])]
  /// Whether the bitmap has no alpha channel: YYAsyncLayer creates its context with the
  /// layer's `opaque` (`UIGraphicsBeginImageContextWithOptions(size, opaque, scale)`), and
  /// Core Animation decides blending from the contents' alpha channel alone, not from layer
  /// properties (WWDC10 425).
  public var opaque: Bool
  /// An image view's bitmap drawn before its image arrived: only the placeholder colour,
  /// which `ContentCoverage` counts as blank.
  public var placeholder = false
  /// A UIImageView's decoded image: its decode, whose buffer (not the host bitmap, which is
  /// kept at the layer's size) is what the contents weigh.
  public var decoding: ImageDecoding?

  /// What the contents weigh in the app's memory: the decoded buffer for a decoded image, else
  /// the bitmap.
  public var byteCount: Int { decoding?.byteCount ?? bitmap.byteCount }

  public init(
    bitmap: any Bitmap, draw: Int, tappable: [(highlight: Highlight, rects: [Rect])] = [],
    opaque: Bool = false
  ) {
    self.bitmap = bitmap
    self.draw = draw
    self.tappable = tappable
    self.opaque = opaque
  }
}
