/// A layer's `contents`: the bitmap a draw produced, and which draw that was.
public struct Contents: Sendable {
  public var bitmap: any Bitmap
  public var draw: Int
  /// The highlighted ranges drawn into this bitmap and where they ended up (VVebo's
  /// tappable areas), in layer coordinates.
  public var tappable: [(highlight: Highlight, rects: [Rect])]

  public init(bitmap: any Bitmap, draw: Int, tappable: [(highlight: Highlight, rects: [Rect])] = [])
  {
    self.bitmap = bitmap
    self.draw = draw
    self.tappable = tappable
  }
}
