import Testing

@testable import LayerLab

/// The synthetic feed behind `new table feed rows=N seed=S`: reproducible, bounded and mixed
/// enough that drawing it exercises every part of the text pipeline.
@Suite("Synthetic feed")
struct SyntheticFeedTests {
  /// A thousand posts, shared by the tests that look at the mix.
  static let thousand = SyntheticFeed.posts(count: 1000, seed: 7)

  /// The share of `posts` for which `test` holds, in percent.
  func percent(_ posts: [FeedPost], _ test: (FeedPost) -> Bool) -> Double {
    Double(posts.filter(test).count) * 100 / Double(max(posts.count, 1))
  }

  @Test func generatorMatchesPublishedSplitMix64() {
    // Reference values from the SplitMix64 C code (Vigna), also computed independently.
    var gen = SeededGenerator(seed: 1_234_567)
    #expect(gen.next() == 6_457_827_717_110_365_317)
    #expect(gen.next() == 3_203_168_211_198_807_973)
    #expect(gen.next() == 9_817_491_932_198_370_423)
    #expect(gen.next() == 4_593_380_528_125_082_431)
    #expect(gen.next() == 16_408_922_859_458_223_821)
    var one = SeededGenerator(seed: 1)
    #expect(one.next() == 10_451_216_379_200_822_465)
    #expect(one.next() == 13_757_245_211_066_428_519)
    #expect(one.next() == 17_911_839_290_282_890_590)
  }

  @Test func generatorHelpersStayInRange() {
    var gen = SeededGenerator(seed: 99)
    for _ in 0..<10_000 {
      #expect((0..<7).contains(gen.below(7)))
      #expect((3...5).contains(gen.inRange(3...5)))
    }
    #expect(gen.below(0) == 0)
    #expect(gen.below(-3) == 0)
  }

  @Test func sameSeedGivesSamePosts() {
    #expect(SyntheticFeed.posts(count: 300, seed: 42) == SyntheticFeed.posts(count: 300, seed: 42))
    #expect(SyntheticFeed.posts(count: 300, seed: 42) != SyntheticFeed.posts(count: 300, seed: 43))
    // One generator runs through the feed, so a shorter feed is a prefix of a longer one.
    let long = SyntheticFeed.posts(count: 50, seed: 5)
    #expect(Array(long.prefix(20)) == SyntheticFeed.posts(count: 20, seed: 5))
  }

  @Test func firstPostsArePinned() throws {
    // Committed sessions depend on these exact rows; a change here must be on purpose.
    let posts = SyntheticFeed.posts(count: 3, seed: 7)
    try #require(posts.count == 3)
    var first = posts[0]
    let author = try #require(SyntheticFeed.names.firstIndex(of: "CoffeeAndCode"))
    #expect(first.avatar == "https://tva1.sinaimg.cn/avatar/author\(author).png")
    first.avatar = ""
    #expect(
      first
        == FeedPost(
          name: "CoffeeAndCode", subtitle: "7 min ago  from iPad Air 2",
          text: "#RainyDay# The new build took three hours longer than planned… Our release was"
            + " honestly the best part of the week. Finally some sunshine! My old iPhone deserves"
            + " a proper write-up!",
          avatarColor: Color(r: 244, g: 162, b: 97), reposts: 0, comments: 38))
    #expect(posts[1].text == "北京的秋天是最美的季节。 cc @the_real_kev #RainyDay#")
    #expect(
      posts[2].retweet == "@davidwalsh: @alex_chen Late night debugging again. This is the way.")
  }

  @Test func countIsClamped() {
    #expect(SyntheticFeed.posts(count: 0, seed: 1).isEmpty)
    #expect(SyntheticFeed.posts(count: -5, seed: 1).isEmpty)
    #expect(SyntheticFeed.posts(count: Int.min, seed: 1).isEmpty)
    #expect(SyntheticFeed.posts(count: 1, seed: 1).count == 1)
    #expect(
      SyntheticFeed.posts(count: SyntheticFeed.maxRows + 345, seed: 1).count
        == SyntheticFeed.maxRows)
    #expect(SyntheticFeed.posts(count: Int.max, seed: UInt64.max).count == SyntheticFeed.maxRows)
  }

  @Test func aboutAThirdQuoteAnotherPost() {
    let share = percent(Self.thousand) { !$0.retweet.isEmpty }
    #expect((20...40).contains(share))
    for post in Self.thousand where !post.retweet.isEmpty {
      #expect(post.retweet.hasPrefix("@"))
      #expect(post.retweet.contains(": "))
      #expect(!post.retweet.hasPrefix("@\(post.name):"))
    }
  }

  @Test func bodiesCarryHighlighterTokens() {
    let posts = Self.thousand
    #expect(percent(posts) { $0.text.contains("@") } > 10)
    #expect(percent(posts) { $0.text.contains("#") } > 10)
    #expect(percent(posts) { $0.text.contains("https://t.cn/") } > 5)
    // Topics come in weibo's closed form, `#topic#`: the marks always pair up.
    for post in posts {
      #expect(post.text.filter { $0 == "#" }.count % 2 == 0)
    }
    for post in posts {
      for word in post.text.split(separator: " ") where word.hasPrefix("https://t.cn/") {
        let path = word.dropFirst("https://t.cn/".count)
        #expect(path.count == 7)
        #expect(path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
      }
    }
  }

  @Test func scriptsAndEmojiAreSprinkled() {
    let posts = Self.thousand
    let cjk = percent(posts) { post in
      post.text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }
    #expect((5...25).contains(cjk))
    let emoji = percent(posts) { post in
      post.text.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0x2764 }
    }
    #expect((1...10).contains(emoji))
  }

  @Test func bodyLengthsSpreadFromOneLineToMany() {
    let lengths = Self.thousand.map(\.text.count)
    #expect(lengths.allSatisfy { (15...280).contains($0) })
    let short = Double(lengths.filter { $0 <= 50 }.count) / 10
    let long = Double(lengths.filter { $0 >= 190 }.count) / 10
    #expect((20...40).contains(short))
    #expect((12...30).contains(long))
    #expect(Set(lengths).count > 150)
  }

  @Test func limitsAreRespected() {
    for post in SyntheticFeed.posts(count: 3000, seed: 11) {
      #expect(!post.name.isEmpty && post.name.count <= FeedPost.maxFieldLength)
      #expect(post.subtitle.count <= FeedPost.maxFieldLength)
      #expect(!post.text.isEmpty && post.text.count <= FeedPost.maxTextLength)
      #expect(post.retweet.count <= FeedPost.maxTextLength)
      #expect((0...FeedPost.maxCount).contains(post.reposts))
      #expect((0...FeedPost.maxCount).contains(post.comments))
      #expect(!post.name.contains(" "))
      // Nobody mentions or quotes themselves.
      #expect(!post.text.split(separator: " ").contains { $0 == "@" + post.name })
      #expect(!post.retweet.hasPrefix("@\(post.name):"))
      #expect(post.subtitle.contains("  from "))
    }
  }

  @Test func countersAreMostlySmallWithAFewLarge() {
    let counts = Self.thousand.flatMap { [$0.reposts, $0.comments] }
    #expect(counts.filter { $0 < 20 }.count > counts.count / 2)
    #expect(counts.contains { $0 >= 5000 })
    #expect(counts.allSatisfy { $0 <= 50_000 })
  }

  @Test func namesAndColoursVary() {
    #expect(Set(Self.thousand.map(\.name)).count >= 35)
    #expect(Set(Self.thousand.map(\.avatarColor)).count == SyntheticFeed.palette.count)
    #expect(Set(Self.thousand.map(\.subtitle)).count > 500)
  }
}

/// A table's synthetic rows are made again on demand from checkpoints: every row, read in
/// any order, is the post the whole-feed generator makes.
struct FeedRowsTests {
  @Test func madeOnDemandTheRowsAreTheFeedsPostsInAnyOrder() {
    let posts = SyntheticFeed.posts(count: 1000, seed: 7)
    let rows = SyntheticFeed.rows(count: 1000, seed: 7)
    #expect(rows.count == posts.count)
    // Forwards, backwards and jumping about: block replays and cache hits alike.
    #expect(Array(rows) == posts)
    #expect(rows.indices.reversed().allSatisfy { rows[$0] == posts[$0] })
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<300 {
      let row = generator.below(1000)
      #expect(rows[row] == posts[row], "row \(row)")
    }
  }

  /// A fresh feed's checkpoints are learnt as its blocks are first made: a first read far
  /// down (a jump to the end, a row in a block never made) makes the blocks before it in turn.
  @Test(arguments: [999, 640, 64, 63, 0])
  func aFreshFeedReadFirstFarDownGivesTheFeedsPosts(first: Int) {
    let posts = SyntheticFeed.posts(count: 1000, seed: 11)
    let rows = SyntheticFeed.rows(count: 1000, seed: 11)
    #expect(rows[first] == posts[first])
    #expect(rows[first / 2] == posts[first / 2])
    #expect(Array(rows) == posts)
  }

  @Test func rowsCompareByFeedAndCount() {
    #expect(SyntheticFeed.rows(count: 50, seed: 1) == SyntheticFeed.rows(count: 50, seed: 1))
    #expect(SyntheticFeed.rows(count: 50, seed: 1) != SyntheticFeed.rows(count: 50, seed: 2))
    #expect(
      SyntheticFeed.rows(count: 50, seed: 1) == FeedRows(SyntheticFeed.posts(count: 50, seed: 1)))
    #expect(SyntheticFeed.rows(count: 0, seed: 1).isEmpty)
    #expect(SyntheticFeed.rows(count: 999_999, seed: 1).count == SyntheticFeed.maxRows)
  }
}

/// The feed's fast character count is `String.count`, on ASCII and on everything else.
struct FeedCharacterCountTests {
  @Test(arguments: [
    "", "plain ascii.", "tab\tand\nnewline", "cr\r\nlf", "lone\rcr", "café", "e\u{301}",
    "😀👍🏽", "🇨🇳🇺🇸", "#今天天气真好#", "@someone http://t.cn/abc",
  ])
  func countsAsStringDoes(text: String) {
    #expect(SyntheticFeed.characters(text) == text.count)
  }

  @Test func everyGeneratedBodyPieceCountsTheSame() {
    var gen = SeededGenerator(seed: 7)
    for _ in 0..<2_000 {
      let text = SyntheticFeed.sentence(&gen)
      #expect(SyntheticFeed.characters(text) == text.count)
    }
    for piece in SyntheticFeed.oneLiners + SyntheticFeed.cjkSentences + SyntheticFeed.emoji {
      #expect(SyntheticFeed.characters(piece) == piece.count)
    }
  }

  /// A post's record of some fields holds exactly those, each as the whole record has it:
  /// measuring rows builds only the fields the layout reads.
  @Test func aRecordOfSomeFieldsIsTheWholeRecordCut() throws {
    let post = try #require(
      SyntheticFeedTests.thousand.first { !$0.retweet.isEmpty && !$0.thumbnails.isEmpty })
    let whole = post.record
    #expect(Set(whole.keys) == FeedPost.fields)
    let some: Set<String> = ["text", "thumbnails", "initials", "likes"]
    let cut = post.record(fields: some)
    #expect(Set(cut.keys) == ["text", "thumbnails", "initials"])
    for (field, value) in cut { #expect(whole[field] == value) }
  }
}
