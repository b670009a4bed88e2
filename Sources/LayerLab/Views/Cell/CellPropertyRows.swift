/// A standalone feed cell's own properties, each once: the post's fields (VVebo's `setData:`
/// copies them, the cell is laid out again and redrawn), and `y`, which only moves the layers.
/// Spelled here, as ``LayerStyleRows`` spells the layer's, so the cell keeps only its behaviour.
enum CellPropertyRows {
  /// The rows, in `show` order.
  static func rows() -> [ViewProperty<CellView>] {
    [
      postRow("name", .text, "the author's name, drawn beside the avatar", \.name),
      postRow("subtitle", .text, "the line under the name (time and source)", \.subtitle),
      postRow("text", .text, "the body text; the cell's height follows it", \.text),
      postRow("retweet", .text, "a quoted post drawn in a grey box; empty for none", \.retweet),
      ViewProperty(
        "avatarColor", .color(optional: false), "the avatar circle's colour",
        get: { .color($0.post.avatarColor) },
        assign: { if case .color(let v?) = $1 { $0.post.avatarColor = v } }, effect: relayout),
      countRow("reposts", "the repost count in the counts bar", \.reposts),
      countRow("comments", "the comment count in the counts bar", \.comments),
      ViewProperty(
        "y", .number(-100_000...100_000), "the cell's top on screen, in points",
        get: { .number($0.y) },
        assign: { if case .number(let v) = $1 { $0.y = v } },
        effect: { cell, engine, _ in cell.place(in: engine) }),
      ViewProperty(
        "thumbnails", .text,
        "image URLs, comma-separated (at most 9): a 90 pt row shows those that fit",
        get: { .text($0.post.thumbnails.joined(separator: ",")) },
        assign: { if case .text(let v) = $1 { $0.post.thumbnails = urls(in: v) } },
        effect: reloadImages),
      ViewProperty(
        "avatar", .text, "the avatar's image URL, drawn round over the initials",
        get: { .text($0.post.avatar) },
        assign: { if case .text(let v) = $1 { $0.post.avatar = v } }, effect: reloadImages),
    ]
  }

  /// The URLs in a comma-separated list, trimmed, empty ones dropped.
  static func urls(in list: String) -> [String] {
    list.split(separator: ",").map { part in
      String(
        part.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
      )
    }.filter { !$0.isEmpty }
  }

  private static func postRow(
    _ name: String, _ type: PropertyType, _ summary: String,
    _ field: WritableKeyPath<FeedPost, String>
  ) -> ViewProperty<CellView> {
    ViewProperty(
      name, type, summary, get: { .text($0.post[keyPath: field]) },
      assign: { if case .text(let v) = $1 { $0.post[keyPath: field] = v } }, effect: relayout)
  }

  private static func countRow(
    _ name: String, _ summary: String, _ field: WritableKeyPath<FeedPost, Int>
  ) -> ViewProperty<CellView> {
    ViewProperty(
      name, .integer(0...999_999_999), summary, get: { .integer($0.post[keyPath: field]) },
      assign: { if case .integer(let v) = $1 { $0.post[keyPath: field] = v } }, effect: relayout)
  }

  private static func relayout(_ cell: CellView, _ engine: Engine, _: PropertyValue?) {
    cell.relayout(in: engine)
  }

  private static func reloadImages(_ cell: CellView, _ engine: Engine, _: PropertyValue?) {
    cell.relayout(in: engine)
    cell.loadImages(in: engine)
  }
}
