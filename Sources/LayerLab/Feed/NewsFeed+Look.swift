/// The AsyncDraw demo cell's text and colours (TestTableViewCell.m `loadSubViews` and
/// `paragraphStyle`), which the calibration's probes draw. The cell itself is the shipped
/// prototype `Prototypes/news.lab`; a test checks the two agree.
extension NewsFeed {
  /// The content label: systemFont 14, grey, line spacing 5, NSLineBreakByCharWrapping.
  public static let contentFont = "DejaVu Sans 14"
  /// The title label: systemFont 17, black on yellow.
  public static let titleFont = "DejaVu Sans 17"
  /// `[UIColor yellowColor]`, both labels' background.
  public static let yellow = Color(r: 255, g: 255, b: 0)
  /// `[UIColor grayColor]` (0.5 white), the content's text colour.
  public static let grey = Color(r: 128, g: 128, b: 128)
  /// The picture view's placeholder: `[UIColor lightGrayColor]` (2/3 white).
  public static let lightGrey = Color(r: 170, g: 170, b: 170)

  /// The content label's drawing of `text`, as the demo measures and draws it.
  public static func contentDrawing(_ text: String) -> LabelDrawing {
    LabelDrawing(
      text: text, font: contentFont, textColor: grey, lineSpacing: 5, numberOfLines: 0,
      lineBreak: .char)
  }
}
