/// The bitmap a draw made: the layer's bounds in points when its display was captured, and
/// the screen scale it drew at (pixels = points × scale in each direction).
public struct DrawSize: Sendable, Equatable {
  public var width: Double
  public var height: Double
  public var scale: Double

  public init(width: Double, height: Double, scale: Double) {
    self.width = width
    self.height = height
    self.scale = scale
  }
}
