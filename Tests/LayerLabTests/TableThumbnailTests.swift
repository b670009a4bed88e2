import Testing

@testable import LayerLab

/// Cells with thumbnails: a 90 pt row of image views fed by the pipeline, dropped when the
/// cell leaves the screen, and VVebo loading them only when the cell draws.
struct TableThumbnailTests {
  /// `count` posts with two thumbnails each, URLs by row (so every row has its own images).
  static func posts(_ count: Int) -> [FeedPost] {
    Harness.posts(count).enumerated().map { row, post in
      var post = post
      post.thumbnails = ["https://x/\(row)a.png", "https://x/\(row)b.png"]
      return post
    }
  }

  /// The feed cell's thumbnail views (`feedCell.thumb0`…`thumb3`) that show a picture.
  static func thumbs(_ cell: PrototypeCell) -> [ImageView] {
    (0..<4).compactMap { cell.member("thumb\($0)") as? ImageView }.filter { !$0.url.isEmpty }
  }

  func table(_ h: Harness, strategy: TableStrategy) throws {
    try h.table(
      posts: Self.posts(200), strategy: strategy,
      properties: [PropertySetting("thumbnails", .bool(true))])
  }

  @Test func thumbnailsAddARowAndGetImages() throws {
    let h = Harness()
    _ = h.images()
    try table(h, strategy: .async)
    #expect(h.idle() == .reached)
    let feed = try #require(h.tableView())
    #expect(feed.geometry.height(of: 0) == Harness.rowHeight + 90)
    let thumbs = Self.thumbs(try #require(feed.cell(forRow: 0)))
    try #require(thumbs.count == 2)
    #expect(thumbs[0].layer.frame == Rect(x: 15, y: 88, width: 80, height: 80))
    #expect(thumbs[1].image?.url == "https://x/0b.png")
    #expect(thumbs.allSatisfy { $0.layer.contents != nil })
  }

  @Test func aCellThatLeftTheScreenDropsItsDownloads() throws {
    let h = Harness()
    _ = h.images()
    try table(h, strategy: .async)
    // 20 ms after the load (every row measured on main, priced as layout) ends.
    h.engine.advance(.duration(h.engine.main.clock - h.engine.now + 20_000))
    try h.scroll(.scrollTo(row: 100))
    #expect(h.idle() == .reached)
    let outcomes = Set(h.engine.recording.fetches.map(\.outcome))
    #expect(outcomes.contains("dropped: not displayed") || outcomes.contains("wrong"))
    let feed = try #require(h.tableView())
    // What is on screen now shows its own row's pictures once everything has landed.
    for row in feed.visibleRows {
      let cell = try #require(feed.cell(forRow: row))
      #expect(Self.thumbs(cell).first?.url == "https://x/\(row)a.png")
    }
  }

  @Test func vveboAsksForThumbnailsOnlyWhenACellDraws() throws {
    let h = Harness()
    let loader = h.images()
    try table(h, strategy: .vvebo)
    h.idle()
    let before = loader.loads.count
    let feed = try #require(h.tableView())
    let drawnBefore = Set(feed.visibleRows)
    try h.scroll(.fling(velocity: -8000))
    h.engine.advance(.duration(150_000))
    // Rows that came on screen during the fling and are not in needLoad were left blank.
    let blank = feed.visibleRows.filter { !feed.needLoad.contains($0) && !drawnBefore.contains($0) }
    #expect(!blank.isEmpty)
    for row in blank {
      #expect(!loader.loads.contains("https://x/\(row)a.png"), "row \(row) is blank")
    }
    try h.scroll(.tap)
    h.idle()
    #expect(loader.loads.count > before)
    for row in feed.visibleRows {
      #expect(loader.loads.contains("https://x/\(row)a.png"))
    }
  }
}
