/// A layer's shadow as the screen composite draws it: its frame's rounded rectangle, moved by
/// `offset`, in black at `opacity`. Unblurred: the picture shows where a shadow falls and how
/// strong it is; its blur is what the GPU model prices, not what a person needs to see.
public struct CompositeShadow: Sendable, Equatable {
  public var opacity: Double
  public var offsetX: Double
  public var offsetY: Double

  public init(opacity: Double, offsetX: Double, offsetY: Double) {
    self.opacity = opacity
    self.offsetX = offsetX
    self.offsetY = offsetY
  }
}
