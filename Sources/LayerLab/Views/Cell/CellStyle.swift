/// Which cell a table makes (`new table … cell=feed|news`).
public enum CellStyle: String, Sendable, CaseIterable {
  /// VVebo's feed cell: a background bitmap with avatar, name and counts, the body text.
  case feed
  /// The AsyncDraw demo's news cell (TestTableViewCell.m): a 30 pt title (17 pt, yellow), a
  /// 200 pt picture with cornerRadius 8 and masksToBounds, the content (14 pt grey, line
  /// spacing 5, unlimited lines, yellow), 10 pt apart. The cell itself draws nothing.
  case news
}

extension CellLayout {
  /// The news cell's geometry (TestTableViewCell.m `layoutSubviews` and `heightWith:`):
  /// title at (10, 10, W − 20, 30), picture under it (W − 20 × 200), content 10 pt below the
  /// picture; height = content + 3 × 10 + 30 + 200. The title and picture frames are
  /// `newsTitleRect` and the one `thumbnailRects` entry; the content is `textRect`.
  public static func news(width: Double, contentHeight: Double) -> CellLayout {
    let space = 10.0
    let content = contentHeight.rounded(.up)
    var layout = CellLayout(width: width, textHeight: 0, retweetHeight: nil)
    layout.newsTitleRect = Rect(x: space, y: space, width: width - 2 * space, height: 30)
    layout.thumbnailRects = [Rect(x: space, y: space + 30, width: width - 2 * space, height: 200)]
    layout.textRect = Rect(
      x: space, y: space + 30 + 200 + space, width: width - 2 * space, height: content)
    layout.height = content + 3 * space + 30 + 200
    return layout
  }

  /// The news content label's text attributes (TestTableViewCell.m: systemFont 14, grey,
  /// line spacing 5, NSLineBreakByCharWrapping).
  static let newsContentFont = "DejaVu Sans 14"
  static let newsTitleFont = "DejaVu Sans 17"
  static let newsYellow = Color(r: 255, g: 255, b: 0)
  static let newsGrey = Color(r: 128, g: 128, b: 128)
  static let newsLightGrey = Color(r: 170, g: 170, b: 170)
}
