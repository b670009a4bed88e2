import Foundation
import LayerLab
import Testing

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
  /// row out as the Swift feed cell (`CellView`, which the model still has for `new cell`)
  /// does — the same 200 synthetic posts, the same heights, and in the cells on screen the
  /// body, the retweet, the thumbnails and the avatar on the same frames, shown or hidden
  /// alike — with the table's pictures off (the rows collapse) and on.
  @Test(arguments: [false, true])
  func theFeedCellLaysOutAsTheSwiftCell(pictures: Bool) throws {
    let feed = SessionHarness()
    let prototype = SessionHarness()
    // The Swift cell: a table made by the model's own command, with no prototype.
    let command = ViewCommand.createTable(
      name: "a", rows: TableRows(rows: SyntheticFeed.rows(count: 200, seed: 1), source: "s"),
      properties: [
        PropertySetting("strategy", .choice("sync")),
        PropertySetting("estimatedRowHeight", .text("0")),
        PropertySetting("thumbnails", .bool(pictures)),
      ])
    try feed.session.model { () throws(ModelError) in
      command.apply(loaded: try command.check(in: feed.engine), in: feed.engine)
    }
    feed.prepare("run until idle")
    prototype.prepare(
      "new table a rows=200 seed=1 cell=feed strategy=sync thumbnails=\(pictures) "
        + "estimatedRowHeight=0", "run until idle")
    let feedTable = try #require(feed.engine.view(named: "a") as? TableView)
    let prototypeTable = try #require(prototype.engine.view(named: "a") as? TableView)
    #expect(feedTable.value(of: "cell") == .text("feed"), "the Swift cell")
    #expect(prototypeTable.value(of: "cell") == .text("feedCell"), "the prototype")
    #expect(feedTable.measuredRows == 200)
    #expect(prototypeTable.measuredRows == 200)
    for row in 0..<200 {
      #expect(
        prototypeTable.geometry.height(of: row) == feedTable.geometry.height(of: row),
        "row \(row)")
    }
    var picturesShown = 0
    for top in [0, 100] {
      for harness in [feed, prototype] {
        harness.prepare("a.contentOffset = \(feedTable.geometry.top(of: top))", "run until idle")
      }
      var compared = 0
      for (name, view) in feed.engine.views where name.hasPrefix("a.cell") {
        let parts = name.split(separator: ".")
        guard parts.count == 3,
          ["text", "retweet", "avatar"].contains(parts[2]) || parts[2].hasPrefix("thumb")
        else {
          continue
        }
        let other = try #require(
          prototype.engine.view(named: name), "\(name) in the prototype's cells")
        #expect(other.layer.hidden == view.layer.hidden, "\(name) hidden")
        if !view.layer.hidden {
          #expect(other.layer.frame == view.layer.frame, "\(name) frame")
          compared += 1
          if parts[2].hasPrefix("thumb") { picturesShown += 1 }
        }
      }
      #expect(compared >= 5, "the cells on screen were compared")
    }
    #expect((picturesShown > 0) == pictures, "pictures shown only when the table shows them")
  }
}
