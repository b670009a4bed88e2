import Testing

@testable import LayerLab

/// `cell=news` rows are the AsyncDraw demo's (ViewController.m `loaddataArr`): its Chinese
/// headline and introduction, and a prefix of `appendingStr` (70 colour emoji, 349 "等") cut at
/// `arc4random() % appendingStr.length` UTF-16 units.
struct NewsFeedTests {
  /// The parts of a row's content: emoji, "等", U+FFFD (a cut inside an emoji), and the rest.
  struct Mix: Equatable {
    var emoji = 0
    var deng = 0
    var replacement = 0
    var other = 0
  }

  func mix(_ text: Substring) -> Mix {
    var mix = Mix()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x1F300...0x1FAFF: mix.emoji += 1
      case 0x7B49: mix.deng += 1
      case 0xFFFD: mix.replacement += 1
      default: mix.other += 1
      }
    }
    return mix
  }

  /// The random tail of a row: what lies between the fixed introduction and "......".
  func tail(_ post: FeedPost) throws -> Substring {
    let text = post.text
    try #require(text.hasPrefix(NewsFeed.intro) && text.hasSuffix("......"))
    return text.dropFirst(NewsFeed.intro.count).dropLast(6)
  }

  @Test func theAppendedStringIsTheDemos() {
    // 70 emoji (two UTF-16 units each) and 349 "等": NSString's length 489.
    #expect(NewsFeed.appendingUnits.count == 489)
    #expect(mix(Substring(NewsFeed.appending)) == Mix(emoji: 70, deng: 349))
    #expect(NewsFeed.appending.hasPrefix("😊😄😂😭💗🌹😳😫🤮😛等"))
    #expect(NewsFeed.appending.hasSuffix("等😊😄😂😭💗🌹😳😫🤮😛"))
  }

  @Test func rowsAreTheDemosHeadlineIntroAndARandomTail() throws {
    let posts = NewsFeed.posts(count: 1000, seed: 7)
    #expect(posts.count == 1000)
    #expect(posts[0].name == "紧急重要特别严重敏感新闻事件播报>>>0")
    #expect(posts[999].name == "紧急重要特别严重敏感新闻事件播报>>>999")
    #expect(posts.allSatisfy { $0.thumbnails == [NewsFeed.imageURL] })
    #expect(posts[0].text.hasPrefix("此demo主要封装了异步绘制框架，针对大量文本的UILabel进行异步绘制"))
    var emoji = 0
    var deng = 0
    var lengths = Set<Int>()
    for post in posts {
      let mix = mix(try tail(post))
      // Only the appended string's characters, a prefix of it: at most one half-emoji.
      #expect(mix.other == 0 && mix.replacement <= 1 && mix.emoji <= 70 && mix.deng <= 349)
      emoji += mix.emoji
      deng += mix.deng
      lengths.insert(post.text.utf16.count)
    }
    // The demo's averages over a uniform cut in 0..<489 units: 32.8 emoji and 178.3 "等".
    #expect((29.0...37.0).contains(Double(emoji) / 1000))
    #expect((165.0...192.0).contains(Double(deng) / 1000))
    #expect(lengths.count > 300, "the tail's length varies row by row")
  }

  @Test func aCutInsideAnEmojiLeavesOneReplacementCharacter() {
    // Unit 1 is the second half of 😊: cutting after unit 1 leaves half an emoji.
    #expect(NewsFeed.content(tailUnits: 1) == NewsFeed.intro + "\u{FFFD}......")
    #expect(NewsFeed.content(tailUnits: 2) == NewsFeed.intro + "😊......")
    #expect(NewsFeed.content(tailUnits: 0) == NewsFeed.intro + "......")
    #expect(NewsFeed.content(tailUnits: 10_000) == NewsFeed.intro + NewsFeed.appending + "......")
  }

  @Test func theSameSeedGivesTheSameRowsAnotherSeedOthers() {
    let first = NewsFeed.posts(count: 200, seed: 42)
    #expect(first == NewsFeed.posts(count: 200, seed: 42))
    #expect(first.map(\.text) != NewsFeed.posts(count: 200, seed: 43).map(\.text))
    // A longer feed starts with the shorter one.
    #expect(Array(NewsFeed.posts(count: 300, seed: 42).prefix(200)) == first)
  }
}

/// The demo's sync cell pays `assignModel:`'s attributed string on main for every row shown
/// (its content label's `attributedText=true`); AsyncDraw's ADLabel builds it in the draw, off
/// main.
struct NewsAttributedTextChargeTests {
  static let short = "短"
  static let long = String(repeating: "等😊", count: 300)

  /// Main's time for `cellForRow` of row 0 (short text) and row 1 (long) on one cell.
  func configureCosts(_ strategy: TableStrategy) throws -> (short: Micros, long: Micros) {
    let h = Harness()
    try h.declareNewsCell()
    let posts = [FeedPost(name: "a", text: Self.short), FeedPost(name: "b", text: Self.long)]
    let properties = [
      PropertySetting("cell", .text(Harness.newsCell)),
      PropertySetting("strategy", .choice(strategy.rawValue)),
      PropertySetting("images", .bool(false)),
    ]
    try h.engine.input(
      .createTable(
        name: "news", rows: TableRows(posts: posts, source: "test"), properties: properties),
      text: "new table news")
    #expect(h.idle() == .reached)
    let table = try #require(h.tableView("news"))
    let cell = try #require(table.pool.visible[0])
    var costs: [Micros] = []
    for row in [0, 1] {
      let start = h.engine.main.clock
      table.cellForRow(row, cell: cell, in: h.engine)
      costs.append(h.engine.main.clock - start)
    }
    return (costs[0], costs[1])
  }

  @Test func theSyncCellsChargeGrowsWithTheTextAsPriced() throws {
    let (short, long) = try configureCosts(.sync)
    let costs = CostModel().scaled(by: DeviceProfile.iphone11.relativeSpeed)
    // 601 characters, 900 UTF-16 units: each emoji is two.
    #expect(Self.long.utf16.count == 900)
    let priced =
      costs.attributedTextCost(utf16Units: 900) - costs.attributedTextCost(utf16Units: 1)
    #expect(priced > 0)
    #expect(long - short == priced)
    #expect(short >= costs.table.cellConfigure + costs.attributedTextCost(utf16Units: 1))
  }

  @Test func asyncDrawsLabelsChargeNothingForTheText() throws {
    let (short, long) = try configureCosts(.async)
    #expect(long == short)
  }

  @Test func thePriceIsABasePlusNanosecondsPerUnitScaledLikeCellConfigure() {
    let costs = CostModel()
    #expect(costs.attributedTextBase == 10 && costs.attributedTextNanosPerUnit == 20)
    #expect(costs.attributedTextCost(utf16Units: 0) == 10)
    #expect(costs.attributedTextCost(utf16Units: 400) == 18)
    #expect(costs.attributedTextCost(utf16Units: -5) == 10)
    // A device three times slower pays three times as much.
    #expect(costs.scaled(by: 3).attributedTextCost(utf16Units: 400) == 54)
  }
}
