import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 40: the shapes a chat thread needs — a bubble whose width fits its text up to a
/// maximum and then wraps (`fit<=W`, UILabel's `preferredMaxLayoutWidth`), placed on the left
/// or the right by a row's value (`trailing=$row.mine`) — and a frame that cannot be honoured
/// refused at declaration instead of clipped.
@Suite("Prototypes: capped fit widths and trailing views")
struct ChatBubbleTests {
  static let rows = """
    [{"text": "ok", "mine": false},
     {"text": "Sure — I'll profile the feed on the iPhone 8 after lunch and send you the trace, with every hitch and its cause", "mine": true},
     {"text": "thanks!", "mine": true}]
    """

  static let declaration = [
    "new prototype msg height=fit+8",
    "new label msg.text frame=27,12,fit<=width*0.7,fit numberOfLines=0 text=$row.text "
      + "trailing=$row.mine",
    "new view msg.bubble frame=15,4,text.width+24,text.height+16 zPosition=-1 "
      + "backgroundColor=systemBlue cornerRadius=16 trailing=$row.mine",
  ]

  private func thread() throws -> (SessionHarness, TableView) {
    try SessionHarness.withScratchDirectory { dir in
      let harness = try PrototypeTests.harness(
        in: dir, rows: Self.rows, declaration: Self.declaration)
      harness.prepare("new table t rows=\(dir)/rows.json cell=msg strategy=sync", "run until idle")
      return (harness, try PrototypeTests.table(harness))
    }
  }

  @Test func aCappedFitWidthWrapsAtItsCapAndIsAsWideAsItsWidestLine() throws {
    let (harness, table) = try thread()
    let cap = table.frame.width * 0.7
    let short = try #require(table.cell(forRow: 0)?.layout)
    let long = try #require(table.cell(forRow: 1)?.layout)
    // A short message: one line, as wide as its text, far below the cap.
    #expect(short.frames[0].width > 0 && short.frames[0].width < cap / 3, "\(short.frames[0])")
    // A long one wraps at the cap: several lines, no wider than the cap, and its height is
    // the text wrapped at that width.
    #expect(long.frames[0].width <= cap.rounded(.up) && long.frames[0].width > cap * 0.8)
    let label = try #require(
      harness.engine.view(named: (table.cell(forRow: 1)?.name ?? "") + ".text") as? LabelView)
    let wrapped = harness.engine.renderer.measure(label.drawing, width: cap)
    #expect(wrapped.lines >= 3, "\(wrapped)")
    #expect(long.frames[0].height == wrapped.height.rounded(.up))
    // The bubble follows the text: 24 pt wider, 16 pt taller.
    #expect(long.frames[1].width == long.frames[0].width + 24)
    #expect(long.frames[1].height == long.frames[0].height + 16)
  }

  @Test func trailingViewsAreMirroredInTheRowsThatSaySo() throws {
    let (_, table) = try thread()
    let width = table.frame.width
    let theirs = try #require(table.cell(forRow: 0)?.layout)
    let mine = try #require(table.cell(forRow: 2)?.layout)
    // Theirs on the left, as written.
    #expect(theirs.frames[1].x == 15 && theirs.frames[0].x == 27)
    // Mine on the right: 15 pt from the trailing edge, the text inside its bubble.
    #expect(mine.frames[1].x + mine.frames[1].width == width - 15)
    #expect(mine.frames[0].x + mine.frames[0].width == width - 27)
    #expect(mine.frames[0].x > mine.frames[1].x)
  }

  @Test func writtenAndReadBack() throws {
    let frame = try PrototypeFrame.parse("27,12,fit<=width*0.7,fit")
    #expect(frame.description == "27,12,fit<=width*0.7,fit")
    let cap = try LayoutExpression.parse("width*0.7", side: "width", horizontal: true)
    #expect(frame.fitsWidth && frame.widthCap == cap)
    #expect(throws: ModelError.self) { try PrototypeFrame.parse("0,0,fit<=fit,fit") }
    let (harness, _) = try thread()
    #expect(
      harness.engine.view(named: "msg")?.value(of: "text.frame")
        == .text(
          "27,12,fit<=width*0.7,fit"))
    harness.run("show msg")
    #expect(harness.out.contains("trailing=$row.mine"), "\(harness.out)")
  }

  /// A padded bubble (`textContainerInset`, YYLabel's): the label is its own bubble, its fit
  /// width is its text's plus the left and right insets, capped as a whole, and its height the
  /// text wrapped inside the insets plus the top and bottom ones.
  @Test func aPaddedLabelIsItsOwnBubble() throws {
    let declaration = [
      "new prototype msg height=fit+8",
      "new label msg.text frame=15,4,fit<=width*0.7,fit numberOfLines=0 text=$row.text "
        + "trailing=$row.mine textContainerInset=8,12,8,12 backgroundColor=systemGray5",
    ]
    let (harness, table) = try SessionHarness.withScratchDirectory { dir in
      let harness = try PrototypeTests.harness(in: dir, rows: Self.rows, declaration: declaration)
      harness.prepare("new table t rows=\(dir)/rows.json cell=msg strategy=sync", "run until idle")
      return (harness, try PrototypeTests.table(harness))
    }
    let cap = table.frame.width * 0.7
    for row in 0..<3 {
      let cell = try #require(table.cell(forRow: row))
      let label = try #require(harness.engine.view(named: cell.name + ".text") as? LabelView)
      let frame = try #require(cell.layout?.frames[0])
      var bare = label.drawing
      bare.insets = .zero
      let text = harness.engine.renderer.measure(bare, width: cap - 24)
      #expect(frame.width == (text.width + 24).rounded(.up), "row \(row): \(frame)")
      #expect(frame.height == (text.height + 16).rounded(.up), "row \(row): \(frame)")
      #expect(frame.width <= cap.rounded(.up))
    }
    // The long message wraps inside the insets: more lines than at the cap itself.
    let long = try #require(
      harness.engine.view(named: (table.cell(forRow: 1)?.name ?? "") + ".text") as? LabelView)
    var bare = long.drawing
    bare.insets = .zero
    let inside = harness.engine.renderer.measure(bare, width: cap - 24)
    #expect(inside.lines >= harness.engine.renderer.measure(bare, width: cap).lines)
    #expect(
      harness.engine.view(named: "msg")?.value(of: "text.textContainerInset")?.description
        == "8,12,8,12")
    // Read back as written, refused when malformed or out of range, with nothing changed.
    harness.prepare("new label l frame=0,0,100,40 text=hi textContainerInset=6")
    harness.clear()
    harness.run("l.textContainerInset")
    #expect(harness.out.contains("6,6,6,6"), "\(harness.out)")
    for bad in ["1,2,3", "1,2,3,-1", "1,2,3,2000", "a,b,c,d"] {
      harness.clear()
      #expect(harness.run("l.textContainerInset = \(bad)") != .ok, "\(bad)")
      #expect(harness.err.contains("textContainerInset"), "\(harness.err)")
      #expect(
        harness.engine.view(named: "l")?.value(of: "textContainerInset")
          == .insets(EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)))
    }
  }

  /// `fit,fit numberOfLines=0` measured one line and cut the rest silently: now refused at
  /// declaration with the fix, and so is a later numberOfLines that would cut it.
  @Test func aFitWidthThatWouldCutItsSecondLineIsRefused() {
    let harness = SessionHarness()
    harness.prepare("new prototype p height=fit")
    #expect(harness.run("new label p.a frame=0,0,fit,fit numberOfLines=0 text=hi") != .ok)
    #expect(harness.err.contains("fit<=width-30"), "\(harness.err)")
    harness.clear()
    harness.prepare("new label p.b frame=0,0,fit,fit text=hi")
    #expect(harness.run("p.b.numberOfLines = 2") != .ok)
    #expect(harness.err.contains("cut"), "\(harness.err)")
    #expect(harness.engine.view(named: "p")?.value(of: "b.numberOfLines") == nil)
    // A cap that follows a fit width is not known before the text is measured.
    harness.clear()
    #expect(harness.run("new label p.c frame=0,20,fit<=b.width,fit numberOfLines=0") != .ok)
    #expect(harness.err.contains("'b'"), "\(harness.err)")
  }
}
