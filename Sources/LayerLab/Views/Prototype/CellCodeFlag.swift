/// What a cell class's own code does with one of its views when a row is shown, beyond giving
/// it values — a prototype member's switch, not a property of the view: it is code in the cell
/// (`cellForRowAtIndexPath:`, `willDisplayCell:`), which a view kind does not have.
///
/// Both are what the AsyncDraw demo's cell does under its UIKit switch (TestTableViewCell.m
/// `assignModel:`, the `#else` of `kAsyncDraw`), and both matter only where that code runs on
/// main for the view: under `strategy=sync` (UILabel, UIImageView). An async label (YYLabel,
/// ADLabel) takes the plain text and builds its attributed string in its draw, off main; an
/// async image view (ADImageView) fetches through the image pipeline. `flattened` is VVebo's
/// cell code: its `draw` paints views into the cell's own bitmap.
public enum CellCodeFlag: String, Sendable, CaseIterable {
  /// The cell makes the label's text into an `NSMutableAttributedString` (font and paragraph
  /// style) and sets it as `attributedText`, for every row shown, on main.
  case attributedText
  /// The cell downloads and decodes the picture on main (`NSData dataWithContentsOfURL:`,
  /// `UIImage imageWithData:`) in `willDisplayCell:`, instead of through the pipeline.
  case loadsOnMain
  /// Under `layers=composite` (its table's, VVebo's way) the cell's code draws the view — its
  /// box and its text — into the cell's one opaque bitmap instead of giving it a layer
  /// (VVeboTableViewCell's `draw`: the name, the source, the counts and the boxes behind
  /// them); `layers=separate` keeps its layer. Labels and plain views: VVebo's pictures come
  /// through image views of their own.
  case flattened

  /// The view kinds the flag applies to.
  var kinds: Set<ViewKind> {
    switch self {
    case .attributedText: [.label]
    case .loadsOnMain: [.image]
    case .flattened: [.label, .view]
    }
  }

  /// The flag as a member property of `help` and `show`.
  var info: PropertyInfo {
    switch self {
    case .attributedText:
      PropertyInfo(
        rawValue, .bool,
        "the cell's code sets the text as an NSAttributedString it builds for every row shown "
          + "(on main under strategy=sync; async labels build theirs in the draw)")
    case .loadsOnMain:
      PropertyInfo(
        rawValue, .bool,
        "the cell's code downloads and decodes the picture on main in willDisplay under "
          + "strategy=sync (dataWithContentsOfURL: + imageWithData:); other strategies fetch "
          + "through the pipeline")
    case .flattened:
      PropertyInfo(
        rawValue, .bool,
        "under the table's layers=composite (VVebo's) the cell draws this view into its one "
          + "opaque bitmap instead of a layer of its own; layers=separate keeps the layer")
    }
  }

  /// The flag a member property names for `kind`, if any.
  static func named(_ property: String, kind: ViewKind) -> CellCodeFlag? {
    CellCodeFlag(rawValue: property).flatMap { $0.kinds.contains(kind) ? $0 : nil }
  }
}
