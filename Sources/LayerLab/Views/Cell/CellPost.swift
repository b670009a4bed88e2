/// What a row configures in a demo cell: the post's words, counts and avatar colour — the
/// fields VVebo's `setData:` copies into its cell. A standalone cell's `set` statements
/// change them one by one; a table's cells take a whole ``FeedPost`` at a time.
public struct CellPost: Sendable, Equatable {
  /// The author's name, drawn beside the avatar.
  public internal(set) var author = ""
  /// The line under the name (time and source).
  public internal(set) var subtitle = ""
  /// The body text; the cell's height follows it.
  public internal(set) var text = ""
  /// A quoted post drawn in a grey box ("" for none).
  public internal(set) var retweet = ""
  /// The avatar circle's colour (VVebo's default blue-grey until a row says otherwise).
  public internal(set) var avatarColor = Color(r: 106, g: 140, b: 181)
  public internal(set) var reposts = 0
  public internal(set) var comments = 0

  init() {}

  /// The words and counts of a table row's post.
  init(_ post: FeedPost) {
    author = post.name
    subtitle = post.subtitle
    text = post.text
    retweet = post.retweet
    avatarColor = post.avatarColor
    reposts = post.reposts
    comments = post.comments
  }
}
