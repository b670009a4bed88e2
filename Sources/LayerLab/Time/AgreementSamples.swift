/// Labels and cells of several sizes on which the two clocks are compared (issue 11 asks
/// 15 % in reference units; how close they come depends on the host, see
/// `ClockAgreementTests`): labels as the sessions draw them, from the news demo's opaque
/// one-line title to a 375×400 pt paragraph with VVebo's highlights, and feed-cell
/// backgrounds with and without a quote box. (Not what the sessions draw: a one-word,
/// non-opaque 120×24 pt label read 0.78–0.93 on the development host — the formulas price a
/// very short layout a few µs high.)
///
/// Why in the model: the test that checks the agreement and the benchmark that prints it (in
/// a release build, as the main job runs) must look at the same renders.
public enum AgreementSamples {
  static let sentence =
    "Layer contents are drawn off the main thread, then committed @ann #iOS# "

  /// A label of `width`×`height` pt at @2x with `text`, its highlights found as VVeboLabel
  /// finds them; `opaque` fills the bitmap with `background` first, as YYAsyncLayer does.
  static func label(
    _ width: Double, _ height: Double, _ text: String, lines: Int = 0,
    font: String = LabelDrawing.defaultFont, lineSpacing: Double = 0, background: Color? = nil
  ) -> RenderRequest {
    let drawing = LabelDrawing(
      text: text, font: font, lineSpacing: lineSpacing, numberOfLines: lines,
      highlights: HighlightScanner.scan(text, color: Highlight.vveboBlue))
    return RenderRequest(
      width: width, height: height, scale: 2, opaque: background != nil,
      background: background, content: .label(drawing))
  }

  /// A feed cell's background, `height` pt tall, with or without a quoted post's box.
  static func cell(_ height: Double, quote: Bool) -> RenderRequest {
    let cell = CellDrawing(
      author: "Ann Lee", subtitle: "3 min ago  from iPhone 11",
      avatarColor: Highlight.vveboBlue, initials: "AL",
      retweetBox: quote ? Rect(x: 0, y: 90, width: 375, height: 80) : nil, reposts: "128",
      comments: "46")
    return RenderRequest(
      width: 375, height: height, scale: 2, opaque: true, background: .white,
      content: .cell(cell))
  }

  /// Four labels and two cells, named by what they stand for and their size.
  public static let requests: [(name: String, request: RenderRequest)] = [
    (
      "news title 394x30",
      label(
        394, 30, "Layer contents are drawn off the main thread", lines: 1,
        background: NewsFeed.yellow)
    ),
    ("label 300x60", label(300, 60, String(sentence.prefix(64)), lines: 2)),
    (
      "news content 394x250",
      label(
        394, 250, String(repeating: sentence, count: 4), font: NewsFeed.contentFont,
        lineSpacing: 5)
    ),
    ("feed text 375x400", label(375, 400, String(repeating: sentence, count: 8))),
    ("cell 375x120", cell(120, quote: false)),
    ("cell 375x200", cell(200, quote: true)),
  ]
}
