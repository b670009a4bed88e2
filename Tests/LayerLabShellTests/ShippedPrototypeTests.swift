import Foundation
import Testing

@testable import LayerLab
@testable import LayerLabShell

/// The cells shipped under `Prototypes/` are compiled in: the generated texts are the files',
/// each declares the prototype it is shipped as, and the demo cell's values agree with the
/// constants the calibration's probes draw it with (`NewsFeed+Look`).
@Suite struct ShippedPrototypeTests {
  static let prototypes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Prototypes")

  @Test(arguments: ShippedPrototype.all.map(\.file))
  func theCompiledTextIsTheFiles(_ file: String) throws {
    let text = try String(
      contentsOf: Self.prototypes.appendingPathComponent(file), encoding: .utf8)
    let shipped = try #require(ShippedPrototype.all.first { $0.file == file })
    #expect(
      shipped.text + "\n" == text,
      "Prototypes/\(file) changed: run scripts/generate-prototypes")
  }

  /// Issue 38: the shipped names were listed by hand twice (the generator and `all`); now
  /// the files say it, and a file that says it but was not generated fails here.
  @Test func everyFileThatSaysShippedIsCompiledIn() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.prototypes.path)
      .filter { $0.hasSuffix(".lab") }
    let marked = try files.filter { file in
      try String(contentsOf: Self.prototypes.appendingPathComponent(file), encoding: .utf8)
        .contains("\n# shipped: cell=")
    }
    #expect(Set(marked) == Set(ShippedPrototype.all.map(\.file)))
    #expect(Set(ShippedPrototype.all.map(\.cell)) == ["feed", "news"])
  }

  @Test(arguments: ShippedPrototype.all.map(\.cell))
  func eachDeclaresItsPrototype(_ cell: String) throws {
    let harness = SessionHarness()
    let shipped = try #require(ShippedPrototype.all.first { $0.cell == cell })
    #expect(try shipped.declare(in: harness.session))
    #expect(harness.engine.view(named: shipped.prototype) is CellPrototype)
    #expect(try shipped.declare(in: harness.session) == false, "declared once")
    #expect(harness.engine.recording.events.isEmpty, "no input event: the class is in the app")
  }

  @Test func theNewsCellAgreesWithTheProbesConstants() throws {
    let harness = SessionHarness()
    harness.prepare("new table news rows=10 cell=news")
    let cell = try #require(harness.engine.view(named: "newsCell") as? CellPrototype)
    #expect(cell.value(of: "title.font") == .text(NewsFeed.titleFont))
    #expect(cell.value(of: "text.font") == .text(NewsFeed.contentFont))
    #expect(cell.value(of: "text.textColor") == .text(NewsFeed.grey.description))
    #expect(cell.value(of: "text.backgroundColor") == .text(NewsFeed.yellow.description))
    #expect(cell.value(of: "picture.backgroundColor") == .text(NewsFeed.lightGrey.description))
    #expect(cell.value(of: "synthetic") == .choice("asyncdraw"))
    #expect(cell.value(of: "text.attributedText") == .bool(true))
    #expect(cell.value(of: "picture.loadsOnMain") == .bool(true))
  }

  /// VVebo's cell as a prototype (`Prototypes/feed.lab`, what `cell=feed` makes) lays every
  /// row out by VVebo's formula (`VVeboCellLayout`, written from VVebo's source, its texts
  /// measured as the cell's labels draw them) — the same heights for 200 synthetic posts,
  /// and in the cells on screen the body, the retweet, the thumbnails and the avatar on
  /// VVebo's frames, shown or hidden alike — with the table's pictures off (the rows collapse)
  /// and on.
  @Test(arguments: [false, true])
  func theFeedCellLaysOutByVVebosFormula(pictures: Bool) throws {
    let harness = SessionHarness()
    harness.prepare(
      "new table a rows=200 seed=1 cell=feed strategy=sync thumbnails=\(pictures) "
        + "estimatedRowHeight=0", "run until idle")
    let engine = harness.engine
    let table = try #require(engine.view(named: "a") as? TableView)
    #expect(table.value(of: "cell") == .text("feedCell"))
    #expect(table.measuredRows == 200)
    let posts = SyntheticFeed.rows(count: 200, seed: 1)
    let layouts = (0..<200).map { Self.vvebo(posts[$0], pictures: pictures, in: engine) }
    for row in 0..<200 {
      #expect(table.geometry.height(of: row) == layouts[row].height, "row \(row)")
    }
    var compared = 0
    var picturesShown = 0
    for top in [0, 100] {
      harness.prepare("a.contentOffset = \(table.geometry.top(of: top))", "run until idle")
      for row in table.visibleRows {
        let cell = try #require(table.cell(forRow: row))
        let post = posts[row]
        let layout = layouts[row]
        let thumbs = layout.thumbnailRects.count
        let avatar = pictures && !post.avatar.isEmpty ? VVeboCellLayout.avatarRect : nil
        let expected: [(String, Rect?)] =
          [
            ("text", post.text.isEmpty ? nil : layout.textRect),
            ("retweet", layout.retweetTextRect), ("avatar", avatar),
          ] + (0..<4).map { ("thumb\($0)", $0 < thumbs ? layout.thumbnailRects[$0] : nil) }
        for (member, rect) in expected {
          let view = try #require(engine.view(named: "\(cell.name).\(member)"))
          #expect(view.layer.hidden == (rect == nil), "row \(row) \(member) hidden")
          guard let rect, !view.layer.hidden else { continue }
          let onScreen = Rect(
            x: rect.x + table.frame.x, y: rect.y + cell.y, width: rect.width, height: rect.height)
          #expect(view.layer.frame == onScreen, "row \(row) \(member) frame")
          compared += 1
          if member.hasPrefix("thumb") { picturesShown += 1 }
        }
      }
    }
    #expect(compared >= 10, "the cells on screen were compared")
    #expect((picturesShown > 0) == pictures, "pictures shown only when the table shows them")
  }

  /// VVebo's layout of `post` on `engine`'s screen.
  static func vvebo(_ post: FeedPost, pictures: Bool, in engine: Engine) -> VVeboCellLayout {
    VVeboCellLayout.measured(
      post, width: engine.device.screenWidth, pictures: pictures, by: engine.renderer)
  }
}
