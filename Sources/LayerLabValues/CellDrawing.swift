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
