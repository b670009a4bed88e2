/// What a standalone feed cell (`new cell`) shows: the post's words, counts and avatar colour —
/// the fields VVebo's `setData:` copies into its cell. Its `set` statements change them one by
/// one.
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
}
