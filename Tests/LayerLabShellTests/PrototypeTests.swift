import Foundation
import Testing

@testable import LayerLab
@testable import LayerLabShell

/// Cell prototypes: declared in the language, bound to rows of any shape, laid out from their
/// text, drawn by every strategy, changed per cell and for every cell, varied by `compare`.
@Suite("Prototypes")
struct PrototypeTests {
  /// A small card: a one-line title, a body that fits its text (at most 3 lines), a badge
  /// hidden per row, and a picture below the body.
  static let declaration = [
    "new prototype card height=fit+10",
    "new label card.title frame=10,10,width-20,20 text=$row.title",
    "new label card.body frame=10,title.maxY+5,width-20,fit numberOfLines=3 text=$row.text",
    "new label card.badge frame=10,body.maxY+4,80,16 text=new hidden=$row.old",
    "new image card.photo frame=10,badge.maxY+6,width-20,120 url=$row.photos[0] "
      + "cornerRadius=8 masksToBounds=true",
  ]

  static let rows = """
    [
      {"title": "one", "text": "short", "old": false, "photos": ["https://p.example/1.png"]},
      {"title": "two", "text": "\(String(repeating: "a long body that wraps ", count: 20))",
       "old": true, "photos": []},
      {"title": "three", "text": "mid length text that may wrap once", "old": true,
       "photos": ["https://p.example/3.png", "https://p.example/4.png"]}
    ]
    """

  /// A harness with a prototype declared (the card unless given) and the rows written to
  /// `dir/rows.json`.
  static func harness(
    in dir: String, rows: String = rows, declaration: [String] = declaration
  ) throws -> SessionHarness {
    try AtomicFile.write(rows, to: dir + "/rows.json")
    let harness = SessionHarness()
    for line in declaration { harness.prepare(line) }
    return harness
  }

  static func table(_ harness: SessionHarness) throws -> TableView {
    try #require(harness.engine.view(named: "t") as? TableView)
  }

  /// `hidden=!$row.FIELD`: the opposite of the row's flag (issue 40: a chat bubble shown for
  /// the messages that are not mine).
  @Test func aNegatedBindingHidesTheOtherRows() throws {
    try SessionHarness.withScratchDirectory { dir in
      var declaration = Self.declaration
      declaration[3] = "new label card.badge frame=10,body.maxY+4,80,16 text=new hidden=!$row.old"
      let h = try Self.harness(in: dir, declaration: declaration)
      h.prepare("new table t rows=\(dir)/rows.json cell=card strategy=sync", "run until idle")
      let table = try Self.table(h)
      let layouts = try (0..<3).map { try #require(table.cell(forRow: $0)?.layout) }
      #expect(layouts[0].hidden[2] && !layouts[1].hidden[2] && !layouts[2].hidden[2])
      // A negation of what is not true or false is refused when the table is made.
      h.prepare(
        "new prototype bad height=40", "new label bad.flag frame=0,0,10,10 hidden=!$row.title")
      #expect(h.run("new table u rows=\(dir)/rows.json cell=bad") != .ok)
      #expect(h.err.contains("'!' negates true or false"), "\(h.err)")
    }
  }

  @Test func geometryFollowsTheTextAndHiddenViewsCollapse() throws {
    try SessionHarness.withScratchDirectory { dir in
      let h = try Self.harness(in: dir)
      h.prepare("new table t rows=\(dir)/rows.json cell=card strategy=sync", "run until idle")
      let table = try Self.table(h)
      let cells = try (0..<3).map { try #require(table.cell(forRow: $0)) }
      let layouts = try cells.map { try #require($0.layout) }
      // The body's height is its text's: one line for row 0, capped at three for row 1.
      let line = layouts[0].frames[1].height
      #expect(line > 10)
      #expect(layouts[1].frames[1].height > line * 2.5 && layouts[1].frames[1].height < line * 3.5)
      // Row 0 shows its badge; rows 1 and 2 hide it, so the picture moves up by its height.
      #expect(!layouts[0].hidden[2] && layouts[1].hidden[2] && layouts[2].hidden[2])
      #expect(layouts[2].frames[2].height == 0)
      #expect(layouts[0].frames[3].y == layouts[0].frames[2].y + 16 + 6)
      #expect(layouts[2].frames[3].y == layouts[2].frames[2].y + 6)
      // Row 1 has no picture ($row.photos[0] past the end): hidden, and the cell ends higher.
      #expect(layouts[1].hidden[3] && !layouts[0].hidden[3])
      #expect(layouts[1].height == layouts[1].frames[1].y + layouts[1].frames[1].height + 10)
      #expect(layouts[0].height == layouts[0].frames[3].y + 120 + 10)
      // The views are real views with the row's values.
      let title = try #require(h.engine.view(named: cells[2].name + ".title") as? LabelView)
      #expect(title.text == "three")
      let photo = try #require(h.engine.view(named: cells[2].name + ".photo") as? ImageView)
      #expect(photo.url == "https://p.example/3.png" && photo.layer.style.cornerRadius == 8)
      #expect(table.geometry.contentHeight == layouts.map(\.height).reduce(0, +))
    }
  }

  @Test(arguments: [
    (
      #"[{"title": "a", "text": "b", "old": false}]"#,
      "row 0 of ", "has no field 'photos'", "card.photo.url=$row.photos[0]"
    ),
    (
      #"[{"title": "a", "text": "b", "old": "no", "photos": []}]"#,
      "row 0 of ", "'old' is a string; 'hidden' takes true or false", "card.badge.hidden"
    ),
    (
      #"[{"title": "a", "text": "b", "old": true, "photos": "x.png"}]"#,
      "row 0 of ", "'photos' is a string, not an array", "card.photo.url"
    ),
  ])
  func aBadRowIsOneLineNamingRowFieldAndPrototypeAndMakesNothing(
    rows: String, row: String, problem: String, binding: String
  ) throws {
    try SessionHarness.withScratchDirectory { dir in
      let h = try Self.harness(in: dir, rows: rows)
      let before = h.engine.views.count
      #expect(h.run("new table t rows=\(dir)/rows.json cell=card") == .failed)
      #expect(h.errLines.count == 1)
      #expect(h.err.contains(row) && h.err.contains(problem), "\(h.err)")
      #expect(h.err.contains(binding) && h.err.contains("prototype 'card'"), "\(h.err)")
      #expect(h.engine.views.count == before && h.engine.view(named: "t") == nil)
    }
  }

  /// `hidden=$row.FIELD.isEmpty`: an optional part (VVebo's retweet box) shows only in the
  /// rows whose string or array has something; a number cannot be empty, and only a true/false
  /// property can read it.
  @Test func isEmptyHidesAnOptionalPartPerRow() throws {
    try SessionHarness.withScratchDirectory { dir in
      let rows = #"""
        [{"title": "a", "quote": "", "tags": ["x"], "note": "n", "n": 1},
         {"title": "b", "quote": "said", "tags": [], "note": null, "n": 2},
         {"title": "c", "quote": "", "tags": ["y", "z"], "note": "", "n": 3}]
        """#
      let h = try Self.harness(
        in: dir, rows: rows,
        declaration: [
          "new prototype q height=fit+10",
          "new label q.title frame=10,10,width-20,20 text=$row.title",
          "new label q.quote frame=10,title.maxY+5,width-20,20 text=$row.quote "
            + "hidden=$row.quote.isEmpty",
          "new view q.tag frame=10,quote.maxY+5,40,10 hidden=$row.tags.isEmpty",
          "new view q.second frame=60,quote.maxY+5,40,10 hidden=$row.tags[1].isEmpty",
          "new view q.note frame=110,quote.maxY+5,40,10 hidden=$row.note.isEmpty",
        ])
      h.prepare("new table t rows=\(dir)/rows.json cell=q strategy=sync", "run until idle")
      let table = try Self.table(h)
      let hidden = try (0..<3).map { try #require(table.cell(forRow: $0)?.layout).hidden }
      #expect(hidden.map { $0[1] } == [true, false, true], "the quote shows in row 1 only")
      #expect(hidden.map { $0[2] } == [false, true, false], "the tag hides where tags is []")
      #expect(hidden.map { $0[3] } == [true, true, false], "past the array's end is empty")
      #expect(hidden.map { $0[4] } == [false, true, true], "null is empty")

      // A number is never empty: the table's first row that has one is named, nothing changes.
      #expect(h.run("q.tag.hidden = $row.n.isEmpty") == .failed)
      #expect(h.err.contains("row 0 of ") && h.err.contains("'n' is a number; .isEmpty reads"))
      #expect(h.run("show q") == .ok && h.out.contains("hidden=$row.tags.isEmpty"), "\(h.out)")
      #expect(h.run("show q.tag") == .failed)
      #expect(h.err.contains("'q.tag' is a view of prototype 'q', not a view of its own: 'show q'"))
      // Emptiness is true or false: a text cannot take it.
      #expect(h.run("q.title.text = $row.title.isEmpty") == .failed)
      #expect(h.err.contains("'$row.title.isEmpty' is true or false; 'text' takes a string"))
    }
  }

  /// `frame=X,Y,fit,H`: a label as wide as its text (`sizeToFit`), so counts and badges can
  /// follow one another (`reposts.maxX+20`), per row; cut at the cell's right edge, 0 when
  /// hidden.
  @Test func aFitWidthFollowsTheTextAndViewsAfterItMove() throws {
    try SessionHarness.withScratchDirectory { dir in
      let long = String(repeating: "wide ", count: 60)
      let rows = #"""
        [{"r": "12", "c": "3456", "name": "Ada"},
         {"r": "1234567", "c": "8", "name": "\#(long)"},
         {"r": "", "c": "5", "name": ""}]
        """#
      let h = try Self.harness(
        in: dir, rows: rows,
        declaration: [
          "new prototype q height=fit+10",
          "new label q.name frame=10,5,fit,20 text=$row.name",
          "new label q.reposts frame=10,name.maxY+5,fit,16 text=$row.r hidden=$row.r.isEmpty",
          "new label q.comments frame=reposts.maxX+20,name.maxY+5,fit+8,16 text=$row.c",
          // VVebo's counts: the last ends 25 pt from the right, the one before 20 pt left of it.
          "new label q.last frame=width-25-fit,comments.maxY,fit,16 text=$row.c",
          "new label q.before frame=last.minX-20-fit,comments.maxY,fit,16 text=$row.r",
          // A padded badge: its text's width plus 12, and nothing at all when hidden.
          "new label q.badge frame=10,before.maxY,fit+12,16 text=$row.r hidden=$row.r.isEmpty",
        ])
      h.prepare("new table t rows=\(dir)/rows.json cell=q strategy=sync", "run until idle")
      let table = try Self.table(h)
      let frames = try (0..<3).map { try #require(table.cell(forRow: $0)?.layout).frames }
      // Each row's counts are as wide as their text; comments start 20 pt after reposts.
      #expect(frames[1][1].width > frames[0][1].width * 2)
      #expect(frames[0][2].width < frames[1][2].width * 4 + 8 && frames[0][2].width > 8)
      for row in 0..<2 {
        #expect(frames[row][2].x == frames[row][1].x + frames[row][1].width + 20)
      }
      // A hidden fit width is 0, its offset too: what follows it closes up.
      #expect(frames[2][1].width == 0 && frames[2][2].x == 10 + 20)
      #expect(frames[0][5].width == frames[0][1].width + 12 && frames[2][5].width == 0)
      // Too long a text is cut at the cell's right edge.
      #expect(frames[1][0].width == table.frame.width - 10)
      #expect(frames[0][0].width < 60)
      // Written from the right: the chain ends where it says, whatever the texts' widths.
      for row in 0..<2 {
        #expect(frames[row][3].x + frames[row][3].width == table.frame.width - 25)
        #expect(frames[row][3].width == frames[row][2].width - 8)
        #expect(frames[row][4].x + frames[row][4].width == frames[row][3].x - 20)
        #expect(frames[row][4].width == frames[row][1].width)
      }
    }
  }

  /// Synthetic rows carry the initials the feed cell draws on its avatar circle.
  @Test func syntheticRowsCarryTheInitialsTheFeedCellDraws() throws {
    let h = SessionHarness()
    h.prepare(
      "new prototype a height=40", "new label a.i frame=0,0,40,40 text=$row.initials",
      "new table t rows=3 cell=a strategy=sync", "run until idle")
    let table = try Self.table(h)
    let cell = try #require(table.cell(forRow: 0))
    let label = try #require(h.engine.view(named: cell.name + ".i") as? LabelView)
    #expect(label.text == FeedPost.initials(of: table.posts[0].name))
    #expect((1...2).contains(label.text.count) && label.text == label.text.uppercased())
  }

  /// `frame=X,bottom,W,H`: a footer goes under whatever is shown above it — after the quote
  /// when there is one, straight after the body when the quote (and its gap) is hidden.
  @Test func bottomIsTheLowestVisibleViewSoFar() throws {
    try SessionHarness.withScratchDirectory { dir in
      let rows = #"[{"t": "a", "q": "quoted"}, {"t": "b", "q": ""}]"#
      let h = try Self.harness(
        in: dir, rows: rows,
        declaration: [
          "new prototype q height=fit",
          "new label q.body frame=10,10,width-20,fit text=$row.t",
          "new label q.quote frame=10,body.maxY+20,width-20,fit text=$row.q "
            + "hidden=$row.q.isEmpty",
          "new view q.bar frame=0,bottom+4,width,30",
        ])
      h.prepare("new table t rows=\(dir)/rows.json cell=q strategy=sync", "run until idle")
      let table = try Self.table(h)
      let layouts = try (0..<2).map { try #require(table.cell(forRow: $0)?.layout) }
      let shown = layouts[0].frames
      let hidden = layouts[1].frames
      #expect(shown[2].y == shown[1].y + shown[1].height + 4)
      #expect(hidden[2].y == hidden[0].y + hidden[0].height + 4, "the hidden quote's gap too")
      #expect(layouts[1].height == hidden[2].y + 30)
    }
    #expect(throws: ModelError.self) { try PrototypeFrame.parse("bottom,0,10,10") }
    #expect(try PrototypeFrame.parse("0,bottom+4,10,10").description == "0,bottom+4,10,10")
  }

  /// Issue 40: a height that follows the view's own width (`height=width*1`, a square photo;
  /// `width*0.75`, 4:3), a side scaled (`x=width*0.5`), the cell's own height from its width;
  /// what cannot be honoured is refused at declaration.
  @Test func aHeightFollowsTheWidthAndSidesScale() throws {
    try SessionHarness.withScratchDirectory { dir in
      let rows = #"[{"t": "a"}, {"t": "b"}]"#
      let h = try Self.harness(
        in: dir, rows: rows,
        declaration: [
          "new prototype sq height=fit+10",
          "new image sq.photo frame=15,10,width-30,width*1",
          "new view sq.wide frame=0,photo.maxY+5,width*0.5,width*0.75",
          "new view sq.right frame=width*0.5+1,photo.maxY+5,width*0.5-1,wide.height*0.5",
        ])
      h.prepare("new table t rows=\(dir)/rows.json cell=sq strategy=sync", "run until idle")
      let table = try Self.table(h)
      let cellWidth = table.frame.width
      let frames = try #require(table.cell(forRow: 0)?.layout).frames
      #expect(frames[0] == Rect(x: 15, y: 10, width: cellWidth - 30, height: cellWidth - 30))
      #expect(frames[1].width == cellWidth * 0.5 && frames[1].height == cellWidth * 0.5 * 0.75)
      #expect(frames[2].x == cellWidth * 0.5 + 1 && frames[2].height == frames[1].height * 0.5)
      let layout = try #require(table.cell(forRow: 0)?.layout)
      #expect(layout.height == (frames[1].y + frames[1].height + 10).rounded(.up))
    }
    for written in ["15,10,width-30,width*0.75", "0,a.maxY*2+4,width*0.5-1,width"] {
      #expect(try PrototypeFrame.parse(written).description == written)
    }
    // A factor of 1 is no factor: a height's `width` is the view's own width either way.
    #expect(try PrototypeFrame.parse("0,0,10,width*1") == PrototypeFrame.parse("0,0,10,width"))
    let refused = [
      "0,0,fit,width*1",  // a fit width is known only when a cell shows the row
      "0,width*2,10,10",  // a y does not follow the width
      "0,0,10,fit*2",  // fit is not scaled
      "0,0,width*-1,10",  // a factor is 0 to 100
      "0,0,width*x,10",
    ]
    for written in refused {
      #expect(throws: ModelError.self, "\(written)") { try PrototypeFrame.parse(written) }
    }
    let square = try CellPrototype.parseHeight("width*1")
    #expect(square.term == .ownWidth && square.factor == 1)
  }

  /// `fitRounding`: the cell's code rounds a measured text up (`ceil`, the default) or to the
  /// nearest point (VVebo's `(NSInteger)(size.height+.5)`); a change lays the rows out again.
  @Test func fitRoundingIsTheCellCodesRounding() throws {
    let h = SessionHarness()
    h.prepare(
      "new prototype q height=fit",
      "new label q.body frame=10,0.5,width-20,fit font=\"DejaVu Sans 17\" lineSpacing=5 "
        + "numberOfLines=0 text=$row.text",
      "new view q.bar frame=0,body.maxY,width,30",
      "new label q.name frame=0,bar.maxY,fit,20 text=$row.name",
      "new table t rows=12 cell=q strategy=sync", "run until idle")
    let table = try Self.table(h)
    func check(_ rule: (Double) -> Double) throws -> Int {
      var differs = 0
      for row in table.visibleRows {
        let cell = try #require(table.cell(forRow: row))
        let label = try #require(h.engine.view(named: cell.name + ".body") as? LabelView)
        let frames = try #require(cell.layout).frames
        let measured = h.engine.renderer.measure(label.drawing, width: frames[0].width).height
        #expect(frames[0].height == rule(measured), "row \(row): \(measured)")
        #expect(frames[1].y == 0.5 + rule(measured))
        if measured.rounded() != measured.rounded(.up) { differs += 1 }
        // A fit width is rounded up whatever the rule: any less would cut the name.
        let name = try #require(h.engine.view(named: cell.name + ".name") as? LabelView)
        let width = h.engine.renderer.measure(name.drawing, width: 0).width
        #expect(frames[2].width == width.rounded(.up) && width > 0)
      }
      return differs
    }
    let differs = try check { $0.rounded(.up) }
    #expect(h.run("q.fitRounding = nearest") == .ok)
    h.prepare("run until idle")
    _ = try check { $0.rounded() }
    #expect(differs > 0, "some row's text must measure below a half point for the check to bite")
    #expect(h.run("q.fitRounding = down") == .failed)
  }

  /// `imagesOff`: with its table's pictures off, a prototype's image views keep their place
  /// (AsyncDraw's kOnlyShowText, the default) or the cell is laid out as a row without
  /// pictures (VVebo's); the prototype's `images` is its tables' default.
  @Test func imagesOffKeepsOrCollapsesThePictures() throws {
    let h = SessionHarness()
    h.prepare(
      "new prototype q height=fit images=false",
      "new label q.body frame=10,4,width-20,20 text=$row.name",
      "new view q.strip frame=0,body.maxY,width,90 hidden=$row.thumbnails.isEmpty",
      "new image q.photo frame=10,strip.minY+5,80,80 url=$row.thumbnails[0]",
      "new view q.bar frame=0,bottom,width,30",
      "new table t rows=40 seed=1 cell=q strategy=sync estimatedRowHeight=0", "run until idle")
    let table = try Self.table(h)
    #expect(table.value(of: "images") == .bool(false), "the prototype's default")
    /// The rows whose posts have a picture: 144 pt tall with the strip, 54 without.
    func heights() -> [Double] { (0..<40).map { table.geometry.height(of: $0) } }
    let kept = heights()
    #expect(Set(kept) == [144, 54], "kept: a strip wherever a post has pictures")
    #expect(h.run("q.imagesOff = collapse") == .ok)
    h.prepare("run until idle")
    #expect(Set(heights()) == [54], "collapsed: every row laid out as one without pictures")
    #expect(h.run("t.images = true") == .ok)
    h.prepare("run until idle")
    #expect(heights() == kept, "pictures shown: the strips are back")
    #expect(h.run("q.imagesOff = hide") == .failed)
  }

  /// A change to a prototype that only changes a look (each property's row says so,
  /// `PropertyInfo.looksOnly`) keeps the rows' measured heights; any other measures them again.
  @Test func aLookOnlyChangeKeepsTheMeasuredHeights() throws {
    let h = SessionHarness()
    h.prepare(
      "new prototype q height=fit heightsMeasured=atLoad",
      "new label q.body frame=10,4,width-20,fit numberOfLines=0 text=$row.text",
      "new view q.box frame=0,0,width,4", "new table t rows=50 seed=1 cell=q strategy=sync",
      "run until idle")
    let table = try Self.table(h)
    #expect(table.measuredRows == 50)
    for look in [
      "q.body.textColor = #FF0000", "q.body.shadowColor = #000000", "q.box.alpha = 0.5",
      "q.backgroundColor = #EEEEEE",
    ] {
      h.prepare(look, "run until idle")
      #expect(table.measuredRows == 50, "\(look) measured again")
    }
    h.prepare("q.body.font = \"DejaVu Sans 20\"", "run until idle")
    #expect(table.measuredRows == 100, "a new font measures every row again")
  }

  /// The properties marked look-only, by member kind: the layer's compositing properties, a
  /// label's colours, highlights and text decorations, an image's fill and rounding.
  @Test func theLookOnlyPropertiesAreTheCompositingAndColourOnes() {
    let style: Set = [
      "alpha", "cornerRadius", "masksToBounds", "shadowOpacity", "shadowRadius", "shadowPath",
      "shouldRasterize", "contentsGravity",
    ]
    let expected: [ViewKind: Set<String>] = [
      .label: style.union([
        "opaque", "backgroundColor", "textColor", "highlights", "highlightColor", "shadowColor",
        "shadowOffset", "shadowBlur", "underline", "strikethrough",
      ]),
      .image: style.union([
        "opaque", "backgroundColor", "shadowOffset", "placeholder", "contentMode",
        "imageCornerRadius",
      ]),
      .view: style.union(["opaque", "backgroundColor", "shadowOffset"]),
    ]
    for (kind, names) in expected {
      let marked = Set(CellPrototype.memberProperties(of: kind).filter(\.looksOnly).map(\.name))
      #expect(marked == names, "\(kind)")
    }
  }

  /// `heightsMeasured=atLoad`: the app measures every row on main when its data loads (VVebo's
  /// `loadData`), one span before the first `reloadData`; by default rows are measured as
  /// UIKit asks, a screenful and the rows asked ahead. An explicit estimate defers the load.
  @Test func heightsMeasuredAtLoadMeasuresEveryRowFirst() throws {
    for (setting, measured) in [("", 1...60), (" heightsMeasured=atLoad", 300...300)] {
      let h = SessionHarness()
      h.prepare(
        "new prototype q height=fit" + setting,
        "new label q.body frame=10,4,width-20,fit numberOfLines=0 text=$row.text",
        "new table t rows=300 seed=1 cell=q strategy=sync", "run until idle")
      let table = try Self.table(h)
      #expect(measured.contains(table.measuredRows), "\(setting): \(table.measuredRows)")
      let spans = h.engine.recording.spans.filter { $0.name.hasPrefix("loadData t") }
      #expect(spans.count == (setting.isEmpty ? 0 : 1))
    }
    let h = SessionHarness()
    h.prepare(
      "new prototype q height=fit heightsMeasured=atLoad",
      "new label q.body frame=10,4,width-20,fit numberOfLines=0 text=$row.text",
      "new table t rows=300 seed=1 cell=q strategy=sync estimatedRowHeight=120", "run until idle")
    #expect(try Self.table(h).measuredRows < 300, "an explicit estimate defers it")
  }

  /// `rowsFile=posts` reads a JSON file as a feed of posts — optional fields defaulted, every
  /// field of the synthetic posts there, `initials` included — where records of any shape
  /// (the default) need every bound field in every row. The feed cell reads its files so.
  @Test func rowsFilePostsReadsAFeedWithItsDefaults() throws {
    try SessionHarness.withScratchDirectory { dir in
      try AtomicFile.write(
        #"[{"name": "Ada Lovelace", "text": "first"}, {"name": "bo", "text": "second"}]"#,
        to: dir + "/feed.json")
      for (format, made) in [("records", false), ("posts", true)] {
        let h = SessionHarness()
        h.prepare(
          "new prototype q height=fit rowsFile=\(format)",
          "new label q.who frame=10,4,40,20 text=$row.initials",
          "new label q.quote frame=10,30,width-20,fit text=$row.retweet hidden=$row.retweet.isEmpty"
        )
        #expect(h.run("new table t rows=\(dir)/feed.json cell=q") == (made ? .ok : .failed))
        #expect((h.engine.view(named: "t") != nil) == made, "\(format)")
        if made {
          h.prepare("run until idle")
          let who = try #require(h.engine.view(named: "t.cell1.who") as? LabelView)
          #expect(who.text == "AL")
        } else {
          #expect(h.err.contains("has no field 'initials'"), "\(h.err)")
        }
      }
    }
  }

  /// `zPosition` orders a view's layer among its siblings: a box declared after the label
  /// whose frame it follows goes below it with -1, in each cell and in a flattened bitmap;
  /// cells are built in that order, so it is set before the first table.
  @Test func zPositionPutsALaterViewBelow() throws {
    let h = SessionHarness()
    h.prepare(
      "new prototype q height=fit+10 opaque=true backgroundColor=#FFFFFF",
      "new label q.quote frame=15,10,width-30,fit text=$row.text",
      "new view q.box frame=5,quote.minY-5,width-10,quote.height+10 backgroundColor=#EEEEEE "
        + "zPosition=-1",
      "new table t rows=5 seed=1 cell=q strategy=sync layers=separate", "run until idle")
    let cell = try #require(h.engine.view(named: "t.cell1"))
    #expect(cell.layer.sublayers.map(\.name) == ["t.cell1.box", "t.cell1.quote"])
    #expect(h.run("q.box.zPosition = 0") == .failed)
    #expect(h.err.contains("before the first table uses it"), "\(h.err)")
    #expect(h.run("q.quote.zPosition = $row.text") == .failed, "not from a row")
  }

  @Test func aFitHeightNeedsAWidthKnownBeforeMeasuring() throws {
    let h = SessionHarness()
    h.prepare(
      "new prototype q height=fit+10", "new label q.name frame=10,5,fit,20 text=$row.name")
    #expect(h.run("new label q.body frame=10,30,name.width,fit text=$row.text") == .failed)
    #expect(h.err.contains("'q.body' has a fit height") && h.err.contains("follows 'name'"))
    #expect(h.run("new label q.tail frame=name.maxX,30,width-20,fit text=$row.text") == .ok)
    h.prepare("new label q.end frame=width-10-fit,5,fit,20 text=$row.name")
    #expect(h.run("new label q.body2 frame=end.minX,30,100,fit text=$row.text") == .ok)
    #expect(h.run("new label q.body3 frame=0,60,end.minX,fit text=$row.text") == .failed)
    #expect(h.err.contains("follows 'end'"))
    #expect(h.run("new image q.pic frame=10,60,fit,20") == .failed)
    #expect(h.err.contains("only a label's width or height can be fit"))
  }

  @Test func aFrameNamesOnlyViewsAboveItSoNoLayoutHasACycle() throws {
    try SessionHarness.withScratchDirectory { dir in
      let h = try Self.harness(in: dir)
      let before = try #require(h.engine.view(named: "card") as? CellPrototype).members
      // A view below referring to itself, a later view, and an unknown one.
      #expect(h.run("new label card.x frame=0,x.maxY,10,10") == .failed)
      #expect(h.err.contains("cycle"))
      h.clear()
      #expect(h.run("card.title.frame = 10,photo.maxY,100,20") == .failed)
      #expect(h.err.contains("cannot refer to 'photo'") && h.err.contains("cycle"))
      h.clear()
      #expect(h.run("new label card.y frame=0,nope.maxY,10,10") == .failed)
      #expect(h.err.contains("does not have"))
      h.clear()
      #expect(h.run("new image card.z frame=0,0,10,fit") == .failed)
      #expect(h.err.contains("only a label's width or height can be fit"))
      #expect(try #require(h.engine.view(named: "card") as? CellPrototype).members == before)
    }
  }

  @Test func oneCellsValueLastsUntilItIsConfiguredAgain() throws {
    try SessionHarness.withScratchDirectory { dir in
      let h = try Self.harness(in: dir)
      h.prepare("new table t rows=\(dir)/rows.json cell=card strategy=async", "run until idle")
      let table = try Self.table(h)
      let cell = try #require(table.cell(forRow: 1))
      let body = try #require(h.engine.view(named: cell.name + ".body") as? LabelView)
      #expect(h.run("\(cell.name).body.numberOfLines = 1") == .ok, "\(h.err)")
      #expect(h.run("\(cell.name).cornerRadius = 6") == .ok, "\(h.err)")
      #expect(body.style.numberOfLines == 1 && cell.layer.style.cornerRadius == 6)
      h.prepare("run until idle", "t.reloadData()", "run until idle")
      #expect(body.style.numberOfLines == 3 && cell.layer.style.cornerRadius == 0)
    }
  }

  @Test func aPrototypeChangeReachesEveryCellAsAReload() throws {
    try SessionHarness.withScratchDirectory { dir in
      let h = try Self.harness(in: dir)
      h.prepare("new table t rows=\(dir)/rows.json cell=card strategy=async", "run until idle")
      let table = try Self.table(h)
      let tall = table.geometry.contentHeight
      let cell = try #require(table.cell(forRow: 1))
      let body = try #require(h.engine.view(named: cell.name + ".body") as? LabelView)
      #expect(h.run("card.body.numberOfLines = 1") == .ok, "\(h.err)")
      #expect(body.style.numberOfLines == 1)
      #expect(table.geometry.contentHeight < tall)
      #expect(body.layer.display.needsDisplay || body.layer.contents == nil)
      #expect(h.run("card.body.numberOfLines") == .ok && h.outLines.last == "1")
      // A new binding is checked against the rows before anything changes.
      h.clear()
      #expect(h.run("card.title.text = $row.nope") == .failed)
      #expect(h.err.contains("has no field 'nope'"))
      #expect(
        try #require(h.engine.view(named: "card") as? CellPrototype)
          .value(of: "title.text") == .text("$row.title"))
      // Views cannot be added once a table is made from it.
      h.clear()
      #expect(h.run("new label card.late frame=0,0,10,10") == .failed)
      #expect(h.err.contains("declare every view before 'new table'"))
    }
  }

  /// A prototype over synthetic rows (`rows=N`: the feed's fields), flung far, then touched.
  @Test(arguments: TableStrategy.allCases)
  func everyStrategyDrawsAPrototypesCells(strategy: TableStrategy) throws {
    let h = SessionHarness()
    h.prepare(
      "new prototype p height=fit+8",
      "new label p.name frame=10,8,width-20,18 text=$row.name",
      "new label p.body frame=10,name.maxY+4,width-20,fit numberOfLines=0 text=$row.text",
      "new image p.thumb frame=10,body.maxY+4,60,60 url=$row.thumbnails[0]",
      "new table t rows=300 cell=p strategy=\(strategy.rawValue) thumbnails=true",
      "run until idle", "t.fling(velocity: -20000)", "run until idle", "t.tap()",
      "run until idle")
    let table = try Self.table(h)
    #expect(table.contentOffset > 2000)
    let rows = table.visibleRows
    #expect(!rows.isEmpty)
    for row in rows {
      let cell = try #require(table.cell(forRow: row), "row \(row)")
      #expect(cell.row == row)
      for part in ["name", "body"] {
        let label = try #require(h.engine.view(named: "\(cell.name).\(part)") as? LabelView)
        #expect(label.layer.contents != nil, "\(strategy) row \(row) \(part) is blank")
        #expect(label.layer.display.displaysAsynchronously == (strategy != .sync))
      }
    }
    let draws = h.engine.recording.draws.filter { $0.layer.hasSuffix(".body") }
    #expect(!draws.isEmpty)
    #expect(draws.allSatisfy { ($0.mode == .sync) == (strategy == .sync) }, "\(strategy)")
    // VVebo's fling skipped the rows it passed; the others configured and drew them.
    #expect((table.tally.skipped > 0) == (strategy == .vvebo), "\(table.tally)")
  }

  @Test func compareVariesAPrototypesViewAcrossStrategies() throws {
    try SessionHarness.withScratchDirectory { dir in
      let script =
        (Self.declaration + [
          "new table t rows=\(dir)/rows.json cell=card strategy=async", "run until idle",
          "t.fling(velocity: -3000)", "run until idle",
        ]).joined(separator: "\n")
      try AtomicFile.write(Self.rows, to: dir + "/rows.json")
      try AtomicFile.write(script, to: dir + "/card.lab")
      let h = SessionHarness()
      h.prepare(".mode json")
      #expect(
        h.run("compare sync async card.photo.masksToBounds=true,false -- \(dir)/card.lab") == .ok,
        "\(h.err)")
      let names = try h.outLines.map { line in
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try #require((object as? [String: Any])?["run"] as? String)
      }
      #expect(
        names == [
          "sync card.photo.masksToBounds=true", "sync card.photo.masksToBounds=false",
          "async card.photo.masksToBounds=true", "async card.photo.masksToBounds=false",
        ])
      h.clear()
      #expect(h.run("compare card.photo.masksToBounds=maybe -- \(dir)/card.lab") == .failed)
      #expect(h.err.contains("compare variant 'card.photo.masksToBounds=maybe'"), "\(h.err)")
    }
  }

  @Test func rowsFileRefusesWhatNoBindingCouldRead() throws {
    #expect(throws: ShellError.self) {
      try RowsFile.decode(Array(#"[{"a": {"b": 1}}]"#.utf8), name: "r.json")
    }
    #expect(throws: ShellError.self) {
      try RowsFile.decode(Array(#"[{"a": 1, "a": 2}]"#.utf8), name: "r.json")
    }
    #expect(throws: ShellError.self) { try RowsFile.decode(Array("[]".utf8), name: "r.json") }
    let rows = try RowsFile.decode(
      Array(#"{"rows": [{"n": 2.5, "ok": true, "tags": ["x", null]}]}"#.utf8), name: "r.json")
    #expect(
      rows == [["n": .number(2.5), "ok": .bool(true), "tags": .array([.string("x"), .null])]])
  }

  @Test func layoutExpressionsReadAsWrittenAndRefuseTheWrongAxis() throws {
    let frame = try PrototypeFrame.parse("15,body.maxY+10,width-30,fit")
    #expect(frame.description == "15,body.maxY+10,width-30,fit" && frame.fits)
    #expect(frame.references == ["body"])
    #expect(throws: ModelError.self) { try PrototypeFrame.parse("body.maxY,0,10,10") }
    #expect(throws: ModelError.self) { try PrototypeFrame.parse("fit,0,10,10") }
    #expect(throws: ModelError.self) { try PrototypeFrame.parse("0,fit,10,10") }
    #expect(try PrototypeFrame.parse("0,0,fit+8,10").fitsWidth)
    let right = try PrototypeFrame.parse("last.minX-20-fit,0,fit,16")
    #expect(right.x.endsAtRight && right.description == "last.minX-20-fit,0,fit,16")
    #expect(try PrototypeFrame.parse("300-fit,0,fit,16").description == "300-fit,0,fit,16")
    #expect(throws: ModelError.self) { try PrototypeFrame.parse("width-25-fit,0,40,16") }
    #expect(throws: ModelError.self) { try PrototypeFrame.parse("width-25-fit-fit,0,fit,16") }
    #expect(throws: ModelError.self) { try PrototypeFrame.parse("0,10-fit,fit,16") }
    #expect(
      try RowBinding.parse("$row.tags[1].isEmpty")
        == RowBinding(field: "tags", index: 1, readsIsEmpty: true))
    #expect(throws: ModelError.self) { try PrototypeFrame.parse("0,0,10") }
    #expect(try RowBinding.parse("$row.photos[2]") == RowBinding(field: "photos", index: 2))
    #expect(try RowBinding.parse("plain") == nil)
    // `!` negates a true-or-false reading (issue 40), and says so when the value is not one.
    let negated = try #require(try RowBinding.parse("!$row.retweet.isEmpty"))
    #expect(negated == RowBinding(field: "retweet", readsIsEmpty: true, negated: true))
    #expect(negated.description == "!$row.retweet.isEmpty")
    #expect(try negated.lookUp(in: ["retweet": .string("")]) == .value(.bool(false)))
    #expect(try negated.lookUp(in: ["retweet": .string("hi")]) == .value(.bool(true)))
    let mine = try #require(try RowBinding.parse("!$row.mine"))
    #expect(try mine.lookUp(in: ["mine": .bool(false)]) == .value(.bool(true)))
    #expect(throws: ModelError.self) { try mine.lookUp(in: ["mine": .string("no")]) }
    #expect(try RowBinding.parse("!plain") == nil)
    #expect(throws: ModelError.self) { try RowBinding.parse("$row.a b") }
  }
}

/// Tab completion reaches a prototype's views and a table's cells' views.
@Suite("Prototypes: completion")
struct PrototypeCompletionTests {
  private func complete(_ completer: Completer, _ line: String) -> [String] {
    let breaks: Set<Character> = [" ", "\t", "\"", "'", "=", ";", "(", "$"]
    let word = String(line.reversed().prefix { !breaks.contains($0) }.reversed())
    return completer.candidates(line: line, word: word)
  }

  @Test func prototypeViewsCellViewsAndTheirPropertiesAreOffered() throws {
    let h = SessionHarness()
    h.prepare(
      "new prototype p height=fit+8",
      "new label p.body frame=10,8,width-20,fit text=$row.text",
      "new image p.thumb frame=10,body.maxY+4,60,60 url=$row.thumbnails[0]")
    let completer = Completer(session: h.session)
    #expect(complete(completer, "p.").contains("p.body."))
    #expect(complete(completer, "p.").contains("p.height"))
    #expect(complete(completer, "p.body.").contains("p.body.numberOfLines"))
    #expect(complete(completer, "p.body.").contains("p.body.frame"))
    #expect(Set(complete(completer, "p.body.highlights = ")) == ["true", "false"])
    #expect(complete(completer, "new label p.x ").contains("frame="))
    #expect(complete(completer, "new label p.x ").contains("hidden="))
    #expect(complete(completer, "new table t rows=5 cell=").contains("p"))
    h.prepare("new table t rows=20 cell=p", "run until idle")
    #expect(complete(completer, "t.").contains("t.cell1."))
    #expect(complete(completer, "t.cell1.").contains("t.cell1.body."))
    #expect(complete(completer, "t.cell1.body.").contains("t.cell1.body.numberOfLines"))
  }
}

/// A row's text cannot ask for a bitmap past the side limit: its label (and the cell) are cut
/// at 4096 px at the device's scale.
@Suite("Prototypes: limits")
struct PrototypeLimitTests {
  @Test func aVeryLongTextIsCutAtTheBitmapSideLimit() throws {
    try SessionHarness.withScratchDirectory { dir in
      let text = String(repeating: "a long line of words ", count: 95)
      try AtomicFile.write(#"[{"text": "\#(text)"}]"#, to: dir + "/rows.json")
      let h = SessionHarness(device: .iphone11)
      h.prepare(
        "new prototype p height=fit+10",
        "new label p.body frame=10,10,width-20,fit numberOfLines=0 font=\"DejaVu Sans 60\" text=$row.text",
        "new table t rows=\(dir)/rows.json cell=p", "run until idle")
      let table = try #require(h.engine.view(named: "t") as? TableView)
      let layout = try #require(table.cell(forRow: 0)?.layout)
      let limit = Double(BitmapBudget.maxSide) / h.engine.device.scale
      #expect(layout.frames[0].height == limit && layout.height == limit)
    }
  }
}
