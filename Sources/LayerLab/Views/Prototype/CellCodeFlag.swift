/// What a cell class's own code does with one of its views when a row is shown, beyond giving
/// it values — a prototype member's switch, not a property of the view: it is code in the cell
/// (`cellForRowAtIndexPath:`, `willDisplayCell:`), which a view kind does not have.
///
/// Both are what the AsyncDraw demo's cell does under its UIKit switch (TestTableViewCell.m
/// `assignModel:`, the `#else` of `kAsyncDraw`), and both matter only where that code runs on
/// main for the view: under `strategy=sync` (UILabel, UIImageView). An async label (YYLabel,
/// ADLabel) takes the plain text and builds its attributed string in its draw, off main; an
/// async image view (ADImageView) fetches through the image pipeline.
public enum CellCodeFlag: String, Sendable, CaseIterable {
  /// The cell makes the label's text into an `NSMutableAttributedString` (font and paragraph
  /// style) and sets it as `attributedText`, for every row shown, on main.
  case attributedText
  /// The cell downloads and decodes the picture on main (`NSData dataWithContentsOfURL:`,
  /// `UIImage imageWithData:`) in `willDisplayCell:`, instead of through the pipeline.
  case loadsOnMain

  /// The view kind the flag applies to.
  var kind: ViewKind {
    switch self {
    case .attributedText: .label
    case .loadsOnMain: .image
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
    }
  }

  /// The flag a member property names for `kind`, if any.
  static func named(_ property: String, kind: ViewKind) -> CellCodeFlag? {
    CellCodeFlag(rawValue: property).flatMap { $0.kind == kind ? $0 : nil }
  }
}
