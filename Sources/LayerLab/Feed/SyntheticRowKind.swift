/// Which generated rows a table's `rows=N` makes: a prototype says which its cells are built
/// for (`new prototype NAME synthetic=asyncdraw`), so a shipped cell scrolls the rows its demo
/// scrolled. A file of rows (`rows=FILE.json`) is read as it is, whatever this says.
public enum SyntheticRowKind: String, Sendable, CaseIterable {
  /// ``SyntheticFeed``: VVebo-like posts (name, subtitle, text, retweet, thumbnails, counts).
  case feed
  /// ``NewsFeed``: the AsyncDraw demo's rows (a Chinese headline in `name`, the intro with a
  /// random run of its emoji and 等 in `text`, its one picture in `thumbnails`).
  case asyncdraw

  /// What the rows are, for `help`.
  public var summary: String {
    switch self {
    case .feed: "synthetic posts, the default"
    case .asyncdraw: "the AsyncDraw demo's headlines, texts and picture"
    }
  }
}
