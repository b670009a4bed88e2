/// VVebo's cell constants (`VVeboTableViewCell.h`, `VVeboTableViewCell.m`), in points and
/// 8-bit greys, kept together so the drawing code reads like the original.
///
/// Why the cell is drawn as one bitmap at all: VVebo's trick is drawing the whole cell
/// background into one image in one go, and the workbench must price exactly that, as one
/// render with one surface; see `TextRenderer.renderCell`.
enum CellMetrics {
  static let gapLeft = 15.0
  static let gapTop = 13.0
  static let avatar = 40.0
  static let gapBig = 10.0
  /// x of the name and subtitle: gapLeft + avatar + gapBig.
  static let textLeft = gapLeft + avatar + gapBig
  /// (40 - (14 + 9 + 6)) / 2 - 2 + 13 + 5 - 5, VVebo's own formula.
  static let nameTop = 16.5
  /// nameTop + 14 + 5.
  static let subtitleTop = 35.5
  static let barHeight = 30.0
  /// Counts are right-aligned to width - gapLeft - 10.
  static let countsRightInset = 25.0
  /// Gap between the reposts' right edge and the comments' left edge.
  static let countsGap = 20.0
  /// Text inside the bar starts this far below its top.
  static let barTextTop = 8.0
  static let hairline = 0.5
  static let page = Color(white: 250)
  static let retweet = Color(white: 243)
  static let line = Color(white: 200)
  static let grey = Color(white: 178)
  static let dots = Color(white: 178, alpha: 128)
  static let family = "DejaVu Sans"
}
