/// What a prototype cell's one bitmap holds when its views are flattened into it
/// (`layers=composite` on its table, `flattened=true` on the views): VVebo's pattern — its
/// cell's `draw` makes one opaque image context the size of the cell and draws each small
/// text and the boxes behind them straight into it, instead of giving each a layer
/// (johnil/VVeboTableViewDemo `VVeboTableViewCell.m`, `draw`).
///
/// The cell's own background fills the bitmap first (the layer's fill); then each element's
/// box, then its text, in declaration order, each at its frame in cell points.
public struct FlattenedDrawing: Sendable, Equatable {
  /// One flattened view: where it is, its background box, and its text (a label's).
  public struct Element: Sendable, Equatable {
    /// In cell points.
    public var frame: Rect
    /// The box's colour; nil for none.
    public var background: Color?
    /// The box's corner radius, in points.
    public var cornerRadius: Double
    /// A label's text, drawn in its frame as the label draws it (centred vertically); nil
    /// for a plain view.
    public var text: LabelDrawing?

    public init(frame: Rect, background: Color?, cornerRadius: Double, text: LabelDrawing?) {
      self.frame = frame
      self.background = background
      self.cornerRadius = cornerRadius
      self.text = text
    }
  }

  public var elements: [Element]

  public init(elements: [Element]) {
    self.elements = elements
  }
}
