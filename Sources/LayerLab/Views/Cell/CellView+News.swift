/// A table's news cell (`cell=news`): the AsyncDraw demo's TestTableViewCell.
extension CellView {
  /// Turns a fresh cell into the demo's: the content label's attributes, the title label,
  /// the picture view's rounding; the cell's own layer draws nothing.
  func applyNewsStyle(in engine: Engine) {
    style = .news
    textLabel.font = CellLayout.newsContentFont
    textLabel.textColor = CellLayout.newsGrey
    textLabel.lineSpacing = 5
    textLabel.numberOfLines = 0
    textLabel.lineBreakMode = .char
    textLabel.layer.opaque = true
    textLabel.layer.backgroundColor = CellLayout.newsYellow
    layer.opaque = false
    layer.backgroundColor = nil
    parts.makeNewsTitle(of: self, in: engine)
  }

  /// The content label's drawing as the demo measures it.
  static func newsContentDrawing(_ text: String) -> LabelDrawing {
    LabelDrawing(
      text: text, font: CellLayout.newsContentFont, textColor: CellLayout.newsGrey,
      lineSpacing: 5, numberOfLines: 0, lineBreak: .char)
  }

  /// The content's wrap width in a cell `width` wide: 10 pt in from each side.
  static func newsContentWidth(_ width: Double) -> Double { width - 20 }
}
