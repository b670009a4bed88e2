import Testing

@testable import LayerLab

/// A table's `layers=` on the feed cell (`Prototypes/feed.lab`): the views marked
/// `flattened=true` drawn into the cell's one opaque bitmap (VVebo), or every view a layer of
/// its own (UIKit).
struct CellLayersTests {
  /// The feed cell's views that VVebo draws into the cell's bitmap and that show in every row.
  static let flattenedLabels = ["name", "subtitle", "comments", "reposts", "dots"]

  /// Posts with an avatar each, so cells make their avatar image view.
  static func table(_ h: Harness, layers: CellLayers) throws {
    let posts = Harness.posts(50).enumerated().map { row, post in
      var post = post
      post.avatar = "https://x/avatar\(row).png"
      return post
    }
    try h.table(
      posts: posts, strategy: .async,
      properties: [
        PropertySetting("thumbnails", .bool(true)),
        PropertySetting("layers", .choice(layers.rawValue)),
      ])
  }

  static func labels(_ cell: PrototypeCell) -> [LabelView] {
    flattenedLabels.compactMap { cell.member($0) as? LabelView }
  }

  @Test func separateGivesEveryViewItsOwnLayer() throws {
    let h = Harness()
    _ = h.images()
    try CellLayersTests.table(h, layers: .separate)
    #expect(h.idle() == .reached)
    let cell = try #require(h.tableView()?.cell(forRow: 0))
    #expect(cell.drawContent() == nil, "the content view draws nothing")
    #expect(cell.layer.contents == nil)
    let labels = Self.labels(cell)
    #expect(labels.map(\.text) == ["author 0", "", "0", "0", "•••"])
    // (The fake renderer measures no width, so the counts, sized to fit, are 0 pt wide and
    // draw nothing here; the name and the dots have fixed widths.)
    let sized = labels.filter { !$0.text.isEmpty && $0.layer.frame.width > 0 }
    #expect(sized.map(\.text) == ["author 0", "•••"])
    for label in sized {
      #expect(!label.layer.hidden && label.layer.contents != nil, "\(label.name) draws itself")
    }
    let avatar = try #require(cell.member("avatar") as? ImageView)
    #expect(avatar.layer.contents != nil)
    let tree = h.engine.committedTree.nodes
    #expect(tree.contains { $0.name == "\(cell.name).name" })
  }

  @Test func compositeFlattensTheMarkedViewsIntoOneBitmap() throws {
    let h = Harness()
    _ = h.images()
    try CellLayersTests.table(h, layers: .composite)
    #expect(h.idle() == .reached)
    let cell = try #require(h.tableView()?.cell(forRow: 0))
    guard case .flattened(let drawing)? = cell.drawContent() else {
      Issue.record("a composite feed cell draws its flattened views")
      return
    }
    let texts = drawing.elements.compactMap { $0.text?.text }
    #expect(texts.contains("author 0") && texts.contains("•••"))
    #expect(cell.layer.contents?.opaque == true)
    for label in Self.labels(cell) {
      #expect(label.layer.hidden && label.layer.contents == nil, "\(label.name) is in the bitmap")
    }
    // The body text is not flattened: its own opaque label layer (YYLabel).
    #expect(cell.textLabel?.layer.contents?.opaque == true)
  }

  @Test func switchingAtRunTimeRedrawsTheVisibleCells() throws {
    let h = Harness()
    _ = h.images()
    try CellLayersTests.table(h, layers: .composite)
    #expect(h.idle() == .reached)
    let feed = try #require(h.tableView())
    let draws = h.engine.recording.draws.count
    try h.set("feed", "layers", .choice("separate"))
    #expect(h.idle() == .reached)
    #expect(h.engine.recording.draws.count > draws)
    for row in feed.visibleRows {
      let cell = try #require(feed.cell(forRow: row))
      #expect(cell.layer.contents == nil, "row \(row): the flattened bitmap went")
      let name = try #require(cell.member("name") as? LabelView)
      #expect(!name.layer.hidden && name.layer.contents != nil, "row \(row)")
    }
    #expect(feed.value(of: "layers") == .choice("separate"))
  }
}
