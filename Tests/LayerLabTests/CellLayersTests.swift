import Testing

@testable import LayerLab

/// A table's `layers=`: the same cells as VVebo's composite bitmap or as UIKit's separate
/// translucent layers.
struct CellLayersTests {
  /// Posts with an avatar each, so cells make their avatar image view.
  static func table(_ h: Harness, layers: CellLayers) throws {
    let posts = Harness.posts(50).enumerated().map { row, post in
      var post = post
      post.avatar = "https://x/avatar\(row).png"
      return post
    }
    let properties = [
      PropertySetting("strategy", .choice("async")), PropertySetting("thumbnails", .bool(true)),
      PropertySetting("layers", .choice(layers.rawValue)),
    ]
    try h.engine.input(
      .createTable(
        name: "feed", rows: TableRows(posts: posts, source: "test"), properties: properties))
  }

  @Test func separateMakesTranslucentLabelsAndALayerRoundedAvatar() throws {
    let h = Harness()
    _ = h.images()
    try CellLayersTests.table(h, layers: .separate)
    #expect(h.idle() == .reached)
    let cell = try #require(h.tableView()?.cell(forRow: 0))
    let text = try #require(cell.textLabel.layer.contents)
    #expect(text.opaque == false)
    #expect(cell.textLabel.layer.backgroundColor == nil)
    let avatar = try #require(cell.images.avatarView)
    #expect(avatar.layer.style.cornerRadius == 20 && avatar.layer.style.masksToBounds)
    #expect(avatar.imageCornerRadius == 0)
    #expect(avatar.layer.contents?.opaque == false)
  }

  @Test func separateDrawsNameSubtitleAndCountsAsTheirOwnTranslucentLabels() throws {
    let h = Harness()
    _ = h.images()
    try CellLayersTests.table(h, layers: .separate)
    #expect(h.idle() == .reached)
    let cell = try #require(h.tableView()?.cell(forRow: 0))
    #expect(
      cell.parts.labels.map(\.name) == ["name", "subtitle", "counts"].map { "\(cell.name).\($0)" })
    #expect(
      cell.parts.labels.map(\.text) == [
        cell.post.author, cell.post.subtitle, "\(cell.post.reposts)      \(cell.post.comments)",
      ])
    for label in cell.parts.labels {
      #expect(label.layer.superlayer === cell.layer && !label.layer.hidden)
      #expect(label.layer.contents?.opaque == false, "\(label.name) blends")
    }
    // The cell's own bitmap leaves those words out.
    guard case .cell(let drawing)? = cell.drawContent() else {
      Issue.record("a cell draws a cell")
      return
    }
    #expect(drawing.author.isEmpty && drawing.subtitle.isEmpty && drawing.reposts == nil)
    let tree = h.engine.committedTree.nodes
    #expect(tree.contains { $0.name == "\(cell.name).counts" })
  }

  @Test func compositeKeepsVVebosOpaqueCell() throws {
    let h = Harness()
    _ = h.images()
    try CellLayersTests.table(h, layers: .composite)
    #expect(h.idle() == .reached)
    let cell = try #require(h.tableView()?.cell(forRow: 0))
    #expect(cell.textLabel.layer.contents?.opaque == true)
    let avatar = try #require(cell.images.avatarView)
    #expect(avatar.imageCornerRadius == 20)
    #expect(avatar.layer.style.cornerRadius == 0 && !avatar.layer.style.masksToBounds)
    #expect(cell.parts.labels.isEmpty, "VVebo draws the name and counts into the bitmap")
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
      #expect(cell.textLabel.layer.contents?.opaque == false, "row \(row)")
      #expect(cell.images.avatarView?.layer.style.masksToBounds == true, "row \(row)")
    }
    #expect(feed.value(of: "layers") == .choice("separate"))
  }
}
