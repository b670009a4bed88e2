/// One row of a feed: what a VVebo cell shows.
///
/// The fields are the ones a weibo timeline cell draws (VVebo's `NSDictionary` rows): the
/// author and a grey subtitle line, the body, an optional quoted post under it, the avatar and
/// the two counters in the toolbar. Plain values, so a feed is data the model can copy between
/// threads and compare in tests; where the rows come from (a seed or a JSON file) is not its
/// business.
public struct FeedPost: Sendable, Equatable {
  /// The author's screen name.
  public var name: String
  /// The grey line under the name, e.g. `3 min ago  from iPhone 11`.
  public var subtitle: String
  /// The body; may contain `@mentions`, `#topics#` and URLs, which the highlighter colours.
  public var text: String
  /// The quoted post (`@name: text`), or "" when the post quotes nothing.
  public var retweet: String
  /// The avatar's placeholder fill.
  public var avatarColor: Color
  /// The repost counter in the cell's toolbar.
  public var reposts: Int
  /// The comment counter in the cell's toolbar.
  public var comments: Int
  /// Thumbnail URLs (VVebo shows up to 9, 80 pt each); a table shows them with
  /// `thumbnails=true`.
  public var thumbnails: [String] = []
  /// The author's avatar URL, "" for none; a table with `thumbnails=true` fetches it too.
  public var avatar = ""

  /// The most thumbnails a post carries, as VVebo's cell.
  public static let maxThumbnails = 9

  /// Makes a post; everything but the author and the body has a plain default.
  public init(
    name: String, subtitle: String = "", text: String, retweet: String = "",
    avatarColor: Color = Color(r: 106, g: 140, b: 181), reposts: Int = 0, comments: Int = 0
  ) {
    self.name = name
    self.subtitle = subtitle
    self.text = text
    self.retweet = retweet
    self.avatarColor = avatarColor
    self.reposts = reposts
    self.comments = comments
  }

  /// The most characters (`Character`s) in `text` and in `retweet`.
  ///
  /// Shared by the synthetic generator and the JSON loader so that no source can hand the text
  /// pipeline a body far longer than a timeline ever shows (weibo's own limit is 2000).
  public static let maxTextLength = 2000
  /// The most characters in `name` and in `subtitle`, which are drawn on one line.
  public static let maxFieldLength = 200
  /// The largest `reposts` or `comments` value; nine digits keep the toolbar label bounded.
  public static let maxCount = 999_999_999
}

extension FeedPost {
  /// The initials of a name: the first letter of its first two words (split at spaces, `_`
  /// and `-`), upper-cased. One pass with no array of words: a synthetic row computes them
  /// every time it is read whole (`$row.initials`), as each cell that shows it is configured.
  public static func initials(of name: String) -> String {
    var letters = ""
    var taken = 0
    var atWordStart = true
    for character in name {
      if character == " " || character == "_" || character == "-" {
        atWordStart = true
      } else if atWordStart {
        letters.append(character)
        taken += 1
        if taken == 2 { break }
        atWordStart = false
      }
    }
    return letters.uppercased()
  }
}
