/// A feed cell's own properties, each once, with what VVebo's cell does when it changes —
/// texts re-lay the cell out and redraw what shows them; the name, subtitle, avatar and
/// counts redraw the background; `y` only moves the layers; the images load again. Spelled
/// here, as ``LayerStyleRows`` spells the layer's, so the cell keeps only its behaviour.
enum CellPropertyRows {
  /// The rows, in `show` order.
  static func rows() -> [ViewProperty<CellView>] {
    [
      ViewProperty(
        "name", .text, "the author's name, drawn beside the avatar", get: { .text($0.post.author) },
        assign: { if case .text(let v) = $1 { $0.update(\.author, to: v) } },
        effect: relayoutAndRedraw),
      ViewProperty(
        "subtitle", .text, "the line under the name (time and source)",
        get: { .text($0.post.subtitle) },
        assign: { if case .text(let v) = $1 { $0.update(\.subtitle, to: v) } },
        effect: relayoutAndRedraw),
      textRow(
        "text", "the body text; the cell's height follows it", text: \.text, label: \.textLabel),
      textRow(
        "retweet", "a quoted post drawn in a grey box; empty for none", text: \.retweet,
        label: \.retweetLabel),
      ViewProperty(
        "avatarColor", .color(optional: false), "the avatar circle's colour",
        get: { .color($0.post.avatarColor) },
        assign: { if case .color(let v?) = $1 { $0.update(\.avatarColor, to: v) } },
        effect: relayoutAndRedraw),
      ViewProperty(
        "reposts", .integer(0...999_999_999), "the repost count in the counts bar",
        get: { .integer($0.post.reposts) },
        assign: { if case .integer(let v) = $1 { $0.update(\.reposts, to: v) } },
        effect: relayoutAndRedraw),
      ViewProperty(
        "comments", .integer(0...999_999_999), "the comment count in the counts bar",
        get: { .integer($0.post.comments) },
        assign: { if case .integer(let v) = $1 { $0.update(\.comments, to: v) } },
        effect: relayoutAndRedraw),
      ViewProperty(
        "y", .number(-100_000...100_000), "the cell's top on screen, in points",
        get: { .number($0.y) },
        assign: { if case .number(let v) = $1 { $0.y = v } },
        effect: { cell, engine, _ in cell.applyLayout(in: engine) }),
      ViewProperty(
        "thumbnails", .text,
        "image URLs, comma-separated (at most 9): a 90 pt row shows those that fit",
        get: { .text($0.images.thumbnails.joined(separator: ",")) },
        assign: { if case .text(let v) = $1 { $0.images.thumbnails = CellImages.urls(in: v) } },
        effect: reloadImages),
      ViewProperty(
        "avatar", .text, "the avatar's image URL, drawn round over the initials",
        get: { .text($0.images.avatarURL) },
        assign: { if case .text(let v) = $1 { $0.images.avatarURL = v } }, effect: reloadImages),
    ]
  }

  /// A text the cell draws through one of its labels: setting it re-lays the cell out and
  /// redraws that label and the background (whose height follows the text).
  private static func textRow(
    _ name: String, _ summary: String, text: WritableKeyPath<CellPost, String>,
    label: KeyPath<CellView, LabelView>
  ) -> ViewProperty<CellView> {
    ViewProperty(
      name, .text, summary, get: { .text($0.post[keyPath: text]) },
      assign: {
        if case .text(let v) = $1 {
          $0.update(text, to: v)
          $0[keyPath: label].text = v
        }
      },
      effect: { cell, engine, _ in
        cell.applyLayout(in: engine)
        engine.drawing.setNeedsDisplay(cell[keyPath: label])
        engine.drawing.setNeedsDisplay(cell)
      })
  }

  private static func relayoutAndRedraw(_ cell: CellView, _ engine: Engine, _: PropertyValue?) {
    cell.applyLayout(in: engine)
    engine.drawing.setNeedsDisplay(cell)
  }

  private static func reloadImages(_ cell: CellView, _ engine: Engine, _: PropertyValue?) {
    cell.applyLayout(in: engine)
    cell.images.load(in: engine)
    engine.drawing.setNeedsDisplay(cell)
  }
}
