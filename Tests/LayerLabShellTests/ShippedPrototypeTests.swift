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
}
