/// The rows of the AsyncDraw demo (stkusegithub/AsyncDraw, ViewController.m `loaddataArr`),
/// generated as the demo generates them: the same Chinese headline and introduction, the same
/// string of colour emoji and "等" cut at a random length, one picture URL for every row (the
/// demo's `kPictureTest`).
///
/// Why the demo's own characters: a label's cost follows its glyphs and lines, and the demo's
/// mix — full-width ideographs (28 to a line at 14 pt) and colour emoji, ≈ 33 emoji and
/// ≈ 178 "等" in an average tail — is not what Latin words of the same length make (about
/// twice the glyphs, no colour-font fallback). The fonts come from fallback: WenQuanYi Micro
/// Hei for the ideographs and Noto Color Emoji for the emoji (scripts/lib/deps.sh).
public enum NewsFeed {
  /// The one picture every row shows (a generated picture: the network is modelled).
  public static let imageURL = "https://news.example/picture.png"

  /// Row `index`'s headline: `[NSString stringWithFormat:@"紧急重要特别严重敏感新闻事件播报>>>%d", i]`.
  public static func title(_ index: Int) -> String {
    "紧急重要特别严重敏感新闻事件播报>>>\(index)"
  }

  /// The content's fixed start, the format string's text before its `%@`.
  static let intro =
    "此demo主要封装了异步绘制框架，针对大量文本的UILabel进行异步绘制，UIImageView异步渲染缓存图片，"
    + "减轻主线程压力；并进行cell动态文本高度计算缓存，减少CPU计算，进而提升UITableView的流畅性，"
    + "保持屏幕刷新帧率在60fps，具体可以应用到的场景有新闻图文混排列表高频消息列表"

  /// The content's fixed end, after its `%@`.
  static let ending = "......"

  /// The demo's ten emoji, each one scalar outside the BMP (two UTF-16 units), no variation
  /// selectors or joiners: 😊😄😂😭💗🌹😳😫🤮😛.
  static let emoji = "😊😄😂😭💗🌹😳😫🤮😛"

  /// The runs of "等" between the seven emoji groups of the demo's `appendingStr`, in order.
  static let dengRuns = [69, 69, 70, 70, 2, 69]

  /// `appendingStr`, rebuilt run by run: 70 emoji and 349 "等", 489 UTF-16 units.
  static let appending: String = {
    var text = emoji
    for run in dengRuns { text += String(repeating: "等", count: run) + emoji }
    return text
  }()

  /// `appendingStr`'s UTF-16 units: NSString's `length` and `substringToIndex:` count these.
  static let appendingUnits = Array(appending.utf16)

  /// Row content with the first `units` UTF-16 units of `appendingStr` (clamped to its
  /// length): `[appendingStr substringToIndex:units]` inside the demo's format.
  ///
  /// A cut between an emoji's two units leaves NSString a lone high surrogate; Swift strings
  /// cannot hold one and decode it as U+FFFD, the replacement character a text view shows
  /// for it — one glyph either way, which is what the text's cost follows.
  public static func content(tailUnits units: Int) -> String {
    let cut = appendingUnits.prefix(max(0, min(units, appendingUnits.count)))
    return intro + String(decoding: cut, as: UTF16.self) + ending
  }

  /// `count` rows from `seed`: the same rows for the same seed.
  public static func posts(count: Int, seed: UInt64) -> [FeedPost] {
    // Never interrupted, so never nil.
    posts(count: count, seed: seed, interrupted: { false }) ?? []
  }

  /// `posts(count:seed:)`, polling `interrupted` every 1024 rows (100 000 rows took ~0.3 s
  /// in a debug build): nil when it said stop.
  ///
  /// One draw per row, as the demo's `arc4random() % appendingStr.length`: a tail of
  /// 0…488 UTF-16 units, uniformly (`SeededGenerator.below` in place of `arc4random`).
  public static func posts(count: Int, seed: UInt64, interrupted: () -> Bool) -> [FeedPost]? {
    var random = SeededGenerator(seed: seed)
    var posts: [FeedPost] = []
    posts.reserveCapacity(max(0, count))
    for index in 0..<max(0, count) {
      if index % 1024 == 0, interrupted() { return nil }
      let units = random.below(appendingUnits.count)
      var post = FeedPost(name: title(index), text: content(tailUnits: units))
      post.thumbnails = [imageURL]
      posts.append(post)
    }
    return posts
  }
}
