/// One row's cell geometry from a prototype: each member's frame in cell points (hidden ones
/// collapsed to height 0) and the cell's height. A class, so a table's height cache holds a
/// reference per row.
public final class PrototypeLayout: Sendable {
  public let height: Double
  public let frames: [Rect]
  public let hidden: [Bool]

  init(height: Double, frames: [Rect], hidden: [Bool]) {
    self.height = height
    self.frames = frames
    self.hidden = hidden
  }

}
