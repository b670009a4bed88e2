/// A layer's `contents`: the bitmap a draw produced, and which draw that was.
public struct Contents: Sendable {
  public var bitmap: any Bitmap
  public var draw: Int

  public init(bitmap: any Bitmap, draw: Int) {
    self.bitmap = bitmap
    self.draw = draw
  }
}
