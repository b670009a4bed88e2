/// Deterministic weibo-style timelines for `new table feed rows=N seed=S`.
///
/// The point is to exercise the text pipeline the way VVebo's timeline does: bodies from one
/// line to most of a screen, mixed scripts, `@mentions`, `#topics#` and links for the
/// highlighter, the odd emoji for colour-font fallback, quoted posts that make cells taller.
/// Every choice comes from a `SeededGenerator`, so the same arguments give the same feed, byte
/// for byte, on every machine.
public enum SyntheticFeed {
  /// The most rows a synthetic feed (or a loaded one) may have.
  public static let maxRows = 100_000

  /// `count` posts generated from `seed`; the same arguments give the same posts byte for byte.
  ///
  /// `count` is clamped to `0...maxRows`. Post *i* depends on every post before it (one
  /// generator runs through the whole feed), so a longer feed starts with the shorter one.
  public static func posts(count: Int, seed: UInt64) -> [FeedPost] {
    let rows = min(max(count, 0), maxRows)
    var (gen, pictures) = generators(seed: seed)
    var posts: [FeedPost] = []
    posts.reserveCapacity(rows)
    for _ in 0..<rows {
      posts.append(nextPost(&gen, &pictures))
    }
    return posts
  }

  /// The same posts as `posts(count:seed:)`, kept as generator checkpoints and made again on
  /// demand (`FeedRows`): what a table holds.
  public static func rows(count: Int, seed: UInt64) -> FeedRows {
    FeedRows(synthetic: SyntheticRows(seed: seed, count: min(max(count, 0), maxRows)))
  }

  /// The text generator and the thumbnails' own stream (so adding thumbnails changed no text
  /// of any seed).
  static func generators(seed: UInt64) -> (SeededGenerator, SeededGenerator) {
    (SeededGenerator(seed: seed), SeededGenerator(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B))
  }

  /// The next post of a feed whose generators stand at `gen` and `pictures`.
  static func nextPost(_ gen: inout SeededGenerator, _ pictures: inout SeededGenerator)
    -> FeedPost
  {
    var post = post(&gen)
    post.thumbnails = thumbnails(&pictures)
    return post
  }

  /// How many distinct pictures the synthetic feed draws its thumbnails from: few enough that
  /// a long scroll shows the same picture in several posts (so downloads de-duplicate and
  /// caches hit), as reposted pictures do.
  public static let pictureCount = 120

  /// About 30 % of posts carry 1–9 thumbnails, generated images behind synthetic URLs.
  static func thumbnails(_ gen: inout SeededGenerator) -> [String] {
    guard gen.chance(30) else { return [] }
    let count = 1 + gen.below(FeedPost.maxThumbnails)
    return (0..<count).map { _ in
      let id = gen.below(pictureCount)
      return "https://ww2.sinaimg.cn/thumbnail/pic\(id).png"
    }
  }

  /// One post: about 30 % quote another author's (shorter) post.
  static func post(_ gen: inout SeededGenerator) -> FeedPost {
    let author = gen.below(names.count)
    let subtitle = subtitle(&gen)
    let text = body(&gen, lengths: bodyLengths(&gen), extras: true, author: author)
    var retweet = ""
    if gen.chance(30) {
      // Someone else's post: skip to the next name rather than quote oneself.
      let drawn = gen.below(names.count)
      let quoted = drawn == author ? (drawn + 1) % names.count : drawn
      let lengths = gen.chance(60) ? 15...60 : 60...140
      retweet = "@\(names[quoted]): " + body(&gen, lengths: lengths, extras: false, author: quoted)
    }
    var post = FeedPost(
      name: names[author], subtitle: subtitle, text: text, retweet: retweet,
      avatarColor: gen.pick(palette), reposts: counter(&gen), comments: counter(&gen))
    // One avatar per author, so an author's later posts hit the caches.
    post.avatar = "https://tva1.sinaimg.cn/avatar/author\(author).png"
    return post
  }

  /// The body's length range: 30 % one line, 50 % two to four lines, 20 % five or more.
  ///
  /// 17 pt text in VVebo's 384 pt column holds about 45 Latin characters a line (Chinese ones
  /// are about twice as wide), which is where these bounds come from.
  static func bodyLengths(_ gen: inout SeededGenerator) -> ClosedRange<Int> {
    let roll = gen.below(100)
    if roll < 30 { return 15...45 }
    if roll < 80 { return 70...180 }
    return 200...280
  }

  /// A body of about `lengths` characters: sentences, plus the tokens a highlighter looks for.
  ///
  /// The extras are placed first and sentences fill the rest, so a body never passes the
  /// range's upper end by more than one forced sentence, and never passes 280 characters.
  /// `extras` adds the rarer pieces (a Chinese sentence, a link, an emoji) that quoted posts
  /// leave out. Mentions name anyone but `author` (an index into `names`).
  static func body(
    _ gen: inout SeededGenerator, lengths: ClosedRange<Int>, extras: Bool, author: Int
  ) -> String {
    var head: [String] = []
    var tail: [String] = []
    if gen.chance(12) { head.append("#\(gen.pick(topics))#") }
    if gen.chance(10) { head.append("@" + other(&gen, than: author)) }
    if gen.chance(20) {
      tail.append(gen.pick(["cc", "with", "/via", "thanks"]) + " @" + other(&gen, than: author))
    }
    if gen.chance(10) { tail.append("#\(gen.pick(topics))#") }
    var cjk: String?
    if extras {
      if gen.chance(10) { cjk = gen.pick(cjkSentences) }
      if gen.chance(15) { tail.append(link(&gen)) }
      if gen.chance(5) { tail.append(gen.pick(emoji)) }
    }
    let fixed = (head + tail + (cjk.map { [$0] } ?? [])).reduce(0) {
      $0 + characters($1) + 1
    }
    let target = gen.inRange(lengths)
    var sentences: [String] = []
    var length = fixed - 1
    while length < target {
      let room = lengths.upperBound - length - 1
      var next =
        gen.chance(lengths.upperBound < 60 ? 80 : 25) ? gen.pick(oneLiners) : sentence(&gen)
      var count = characters(next)
      if count > room {
        next = gen.pick(oneLiners)
        count = characters(next)
      }
      // Every body has at least one sentence, even when the extras already fill the range.
      if count > room && !sentences.isEmpty { break }
      sentences.append(next)
      length += count + 1
    }
    if let cjk {
      sentences.insert(cjk, at: gen.below(sentences.count + 1))
    }
    return (head + sentences + tail).joined(separator: " ")
  }

  /// `text.count` — the characters a reader sees — without Unicode's grapheme rules when
  /// every byte is ASCII other than a carriage return (each such byte is one character; CR LF
  /// is the one ASCII pair that makes a single character). Why: counting graphemes took 5 %
  /// of ten virtual minutes of flings on a 100 000-row feed, whose rows are made on demand.
  static func characters(_ text: String) -> Int {
    text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? text.utf8.count : text.count
  }

  /// A name other than `names[author]`: the next one along when the draw hits the author.
  static func other(_ gen: inout SeededGenerator, than author: Int) -> String {
    let index = gen.below(names.count)
    return names[index == author ? (index + 1) % names.count : index]
  }

  /// "Subject predicate." from the word lists.
  static func sentence(_ gen: inout SeededGenerator) -> String {
    gen.pick(subjects) + " " + gen.pick(predicates) + gen.pick(endings)
  }

  /// A weibo short link, `https://t.cn/` and seven letters or digits.
  static func link(_ gen: inout SeededGenerator) -> String {
    var path = ""
    for _ in 0..<7 {
      path.append(gen.pick(linkAlphabet))
    }
    return "https://t.cn/" + path
  }

  /// When and from where, as weibo shows it: "12 min ago  from iPhone 11".
  static func subtitle(_ gen: inout SeededGenerator) -> String {
    let roll = gen.below(100)
    let when: String
    if roll < 45 {
      when = "\(gen.inRange(1...59)) min ago"
    } else if roll < 65 {
      when = "\(gen.inRange(1...23)) hr ago"
    } else if roll < 80 {
      when = "yesterday \(pad2(gen.below(24))):\(pad2(gen.below(60)))"
    } else if roll < 92 {
      let day = "\(pad2(gen.inRange(1...12)))-\(pad2(gen.inRange(1...28)))"
      when = "\(day) \(pad2(gen.below(24))):\(pad2(gen.below(60)))"
    } else {
      when = "\(gen.inRange(2012...2015))-\(pad2(gen.inRange(1...12)))-\(pad2(gen.inRange(1...28)))"
    }
    return when + "  from " + gen.pick(sources)
  }

  /// A repost or comment count: mostly a handful, sometimes hundreds, rarely tens of thousands.
  static func counter(_ gen: inout SeededGenerator) -> Int {
    let roll = gen.below(100)
    if roll < 60 { return gen.below(20) }
    if roll < 88 { return gen.inRange(20...499) }
    if roll < 98 { return gen.inRange(500...4999) }
    return gen.inRange(5000...50_000)
  }

  /// Two digits with a leading zero.
  static func pad2(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
