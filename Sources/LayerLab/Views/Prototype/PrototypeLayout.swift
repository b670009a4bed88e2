/// One row's cell geometry from a prototype: each member's frame in cell points (hidden ones
/// collapsed to height 0) and the cell's height. A class, so a table's height cache holds a
/// reference per row.
public final class PrototypeLayout: Sendable {
  public let height: Double
  public let frames: [Rect]
  public let hidden: [Bool]
  /// Whether a shown label's `fit` width is left to the cell that shows the row (a label
  /// drawn into the cell's bitmap: ``PrototypeLayoutPlan/completing(_:record:in:)``): until
  /// then such a label's width, and the x of what follows it, are as if it had no text.
  public let widthsPending: Bool

  init(height: Double, frames: [Rect], hidden: [Bool], widthsPending: Bool = false) {
    self.height = height
    self.frames = frames
    self.hidden = hidden
    self.widthsPending = widthsPending
  }

}
