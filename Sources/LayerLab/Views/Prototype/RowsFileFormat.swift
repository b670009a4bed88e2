/// How a prototype's tables read `rows=FILE.json`: apps' cells bind what their models hold,
/// and a feed's model is a post with defaults, not a bag of fields.
public enum RowsFileFormat: String, Sendable, CaseIterable {
  /// An array of objects of any shape, read as they are: every field a binding names must be
  /// in every row (the default).
  case records
  /// A feed of posts (`name` and `text` required; `subtitle`, `retweet`, `avatar`,
  /// `thumbnails`, `reposts`, `comments`, `avatarColor` optional with the feed's defaults),
  /// checked as the feed's files have always been read; each row then has every field the
  /// synthetic posts have, `initials` included.
  case posts

  /// What it is, for `help`.
  public var summary: String {
    switch self {
    case .records: "objects of any shape, every bound field required; the default"
    case .posts: "feed posts, optional fields defaulted, as the feed cell reads them"
    }
  }
}
