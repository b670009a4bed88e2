/// A translucent rectangle drawn over the finished screen: how a debug overlay (Color
/// Blended Layers, offscreen, misaligned) marks a region.
///
/// A shared value because the shell makes tints from the model's analysis and the renderer
/// paints them, through the model's renderer port (`LayerRenderer.composite`).
public struct CompositeTint: Sendable, Equatable {
  /// In points, screen coordinates.
  public var rect: Rect
  /// Its alpha says how strong the tint is; tints over one another stack.
  public var color: Color

  public init(rect: Rect, color: Color) {
    self.rect = rect
    self.color = color
  }
}
