/// What a feed cell's background draw needs: VVebo draws all of it into one bitmap.
public struct CellDrawing: Sendable, Equatable {
  public var author: String
  public var subtitle: String
  public var avatarColor: Color
  /// Up to two letters drawn on the avatar circle (no image files needed).
  public var initials: String
  /// The retweet box in cell coordinates, or nil when there is no retweet.
  public var retweetBox: Rect?
  public var reposts: String?
  public var comments: String?

  public init(
    author: String, subtitle: String, avatarColor: Color, initials: String, retweetBox: Rect?,
    reposts: String?, comments: String?
  ) {
    self.author = author
    self.subtitle = subtitle
    self.avatarColor = avatarColor
    self.initials = initials
    self.retweetBox = retweetBox
    self.reposts = reposts
    self.comments = comments
  }

  /// The initials of a name: the first letter of its first two words, upper-cased.
  public static func initials(of name: String) -> String {
    let words = name.split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" })
    return String(words.prefix(2).compactMap(\.first)).uppercased()
  }
}
