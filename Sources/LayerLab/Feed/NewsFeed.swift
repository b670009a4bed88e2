/// The rows of the AsyncDraw demo (stkusegithub/AsyncDraw, ViewController.m `loaddataArr`),
/// generated the same way in English: a numbered headline, a fixed introduction and a tail of
/// random length, and one picture URL for every row (the demo's `kPictureTest`).
///
/// The demo's text is Chinese with emoji (an intro of ~130 characters plus up to ~800 more);
/// LayerLab's fonts are Latin, so the same lengths in Latin words stand in for it — the cost
/// of a label follows its glyphs and lines, which the lengths keep.
public enum NewsFeed {
  /// The one picture every row shows (a generated picture: the network is modelled).
  public static let imageURL = "https://news.example/picture.png"

  static let intro =
    "This demo wraps an asynchronous drawing framework: labels with much text are drawn off "
    + "the main thread, images are downloaded, decoded and cached off it, and cell heights "
    + "are computed once and cached, so the list keeps 60 fps. "

  static let tail =
    "Breaking updates keep arriving from every desk, and each one adds another paragraph to "
    + "the story as readers scroll past the headlines faster than ever before. "

  /// `count` rows from `seed`: the same rows for the same seed.
  public static func posts(count: Int, seed: UInt64) -> [FeedPost] {
    // Never interrupted, so never nil.
    posts(count: count, seed: seed, interrupted: { false }) ?? []
  }

  /// `posts(count:seed:)`, polling `interrupted` every 1024 rows (100 000 rows took ~0.3 s
  /// in a debug build): nil when it said stop.
  public static func posts(count: Int, seed: UInt64, interrupted: () -> Bool) -> [FeedPost]? {
    var random = SeededGenerator(seed: seed)
    let pool = String(repeating: tail, count: 6)
    var posts: [FeedPost] = []
    posts.reserveCapacity(max(0, count))
    for index in 0..<max(0, count) {
      if index % 1024 == 0, interrupted() { return nil }
      let extra = random.below(pool.count)
      var post = FeedPost(
        name: "Urgent and important news bulletin >>> \(index)",
        text: intro + String(pool.prefix(extra)))
      post.thumbnails = [imageURL]
      posts.append(post)
    }
    return posts
  }
}
