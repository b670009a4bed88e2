import LayerLab
import LayerLabRender
import Testing

@testable import LayerLabShell

/// VVebo's flattening on any prototype: `flattened=true` views are drawn into the cell's one
/// bitmap under `layers=composite` (their layers hidden), and are layers of their own under
/// `layers=separate` — the same pixels, fewer layers for the GPU to blend.
@Suite struct PrototypeFlattenTests {
  static let prototype = [
    "new prototype item height=fit+10 opaque=true backgroundColor=#FAFAFA",
    "new view item.box frame=10,8,width-20,28 backgroundColor=#E8EEF6 cornerRadius=6 "
      + "flattened=true",
    "new label item.name frame=18,10,width-36,24 font=\"DejaVu Sans Bold 15\" text=$row.name "
      + "highlights=false flattened=true",
    "new label item.body frame=15,box.maxY+8,width-30,fit numberOfLines=3 text=$row.text",
  ]

  func table(_ options: String, device: String = "iphone8") -> SessionHarness {
    let harness = SessionHarness()
    for line in ["device \(device)"] + Self.prototype
      + ["new table feed rows=200 cell=item \(options)", "run until idle"]
    {
      harness.prepare(line)
    }
    return harness
  }

  @Test(arguments: ["sync", "async", "vvebo", "texture"])
  func compositeDrawsTheFlattenedViewsIntoTheCell(_ strategy: String) throws {
    let harness = table("strategy=\(strategy)")
    let cell = try #require(harness.engine.view(named: "feed.cell1") as? PrototypeCell)
    let name = try #require(harness.engine.view(named: "feed.cell1.name"))
    let box = try #require(harness.engine.view(named: "feed.cell1.box"))
    #expect(name.layer.hidden && box.layer.hidden, "flattened views have no layer on screen")
    #expect(cell.draws)
    guard case .flattened(let drawing)? = cell.drawContent() else {
      Issue.record("the cell draws no flattened content")
      return
    }
    #expect(drawing.elements.map(\.frame.y) == [8, 10])
    #expect(drawing.elements[0].background == Color(hex: "#E8EEF6"))
    #expect(drawing.elements[0].cornerRadius == 6)
    #expect(drawing.elements[1].text?.text == (name as? LabelView)?.text)
    #expect(cell.layer.contents != nil, "\(strategy): the cell's bitmap is drawn")
    let draws = harness.engine.recording.draws.filter { $0.layer == "feed.cell1" }
    #expect(!draws.isEmpty)
  }

  @Test func separateGivesEachViewItsLayerAndDropsTheCellsBitmap() throws {
    let harness = table("strategy=async")
    #expect(harness.run("feed.layers = separate") == .ok, "\(harness.err)")
    #expect(harness.run("run until idle") == .ok)
    let cell = try #require(harness.engine.view(named: "feed.cell1") as? PrototypeCell)
    let name = try #require(harness.engine.view(named: "feed.cell1.name"))
    #expect(!cell.draws && cell.drawContent() == nil)
    #expect(cell.layer.contents == nil, "the flattened bitmap is gone")
    #expect(!name.layer.hidden && name.layer.contents != nil)
  }

  /// The point of flattening: the GPU blends fewer pixels (one opaque bitmap instead of a
  /// translucent label over a box over the cell), and the pictures are the same.
  @Test func compositeBlendsLessAndLooksTheSame() throws {
    try SessionHarness.withScratchDirectory { dir in
      var blended: [Int] = []
      var images: [RenderedImage] = []
      for layers in ["composite", "separate"] {
        let harness = table("strategy=async layers=\(layers)")
        _ = harness.run("run 200ms")
        #expect(harness.run("save screen \(dir)/\(layers).png") == .ok, "\(harness.err)")
        images.append(try RenderedImage.decodePNG(path: "\(dir)/\(layers).png"))
        let renders = harness.engine.recording.renders.filter { $0.cost.blendedPixels > 0 }
        blended.append(renders.last?.cost.blendedPixels ?? 0)
      }
      #expect(
        blended[0] < blended[1], "blended px: composite \(blended[0]), separate \(blended[1])")
      var differing = 0
      var worst = 0
      for y in 0..<images[0].pixelHeight {
        for x in 0..<images[0].pixelWidth {
          guard let a = images[0].pixel(x: x, y: y), let b = images[1].pixel(x: x, y: y) else {
            continue
          }
          let delta = max(
            abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
          if delta > 0 { differing += 1 }
          worst = max(worst, delta)
        }
      }
      let total = images[0].pixelWidth * images[0].pixelHeight
      // Text antialiased onto the box in one bitmap, or onto nothing and blended over it, may
      // differ by a rounding step at glyph edges; nothing else may.
      #expect(differing * 1000 < total, "\(differing) of \(total) pixels differ")
      #expect(worst <= 8, "worst channel difference \(worst)")
    }
  }

  @Test func refusalsNameTheFix() {
    let harness = SessionHarness()
    harness.prepare("new prototype p height=40")
    #expect(harness.run("new image p.pic frame=0,0,40,40 flattened=true") == .failed)
    #expect(harness.err.contains("has no property 'flattened'"), "\(harness.err)")
    harness.clear()
    #expect(harness.run("new label p.l frame=0,0,40,40 flattened=$row.flag") == .failed)
    #expect(harness.err.contains("cannot come from a row"), "\(harness.err)")
    #expect((harness.engine.view(named: "p") as? CellPrototype)?.members.isEmpty == true)
  }

  /// A flattened label whose width follows its text is sized when the bitmap is drawn (VVebo's
  /// `draw` sizes its counts; its `loadData` measures only what the height needs): under
  /// `layers=composite` the rows' load prices no text for it, under `separate` — a label of
  /// its own, sized in layout — it does.
  @Test func aFlattenedFitWidthIsSizedInTheDrawNotAtLoad() throws {
    func loadData(_ layers: String) throws -> Micros {
      let h = SessionHarness()
      h.prepare(
        "new prototype q height=40 heightsMeasured=atLoad opaque=true backgroundColor=#FFFFFF",
        "new label q.count frame=width-20-fit,10,fit,16 text=$row.comments flattened=true",
        "new table t rows=500 seed=1 cell=q strategy=async layers=\(layers)", "run until idle")
      let span = try #require(h.engine.recording.spans.first { $0.name.hasPrefix("loadData t") })
      return span.end - span.start
    }
    let composite = try loadData("composite")
    let separate = try loadData("separate")
    #expect(separate > composite * 2, "composite \(composite) µs, separate \(separate) µs")
  }

  /// Left to the cell that shows the row, such a width comes out as measuring it at load
  /// would: each shown cell's label ends 20 pt from the edge, as wide as its text, the same
  /// frame under either layering.
  @Test func aFlattenedFitWidthIsFoundWhenTheCellShowsItsRow() throws {
    func countFrames(_ layers: String) throws -> [Rect] {
      let h = SessionHarness()
      h.prepare(
        "new prototype q height=40 opaque=true backgroundColor=#FFFFFF",
        "new label q.count frame=width-20-fit,10,fit,16 text=$row.comments flattened=true",
        "new table t rows=500 seed=1 cell=q strategy=async layers=\(layers)", "run until idle")
      let cells = h.engine.views.values.compactMap { $0 as? PrototypeCell }
        .filter { $0.row != nil }.sorted { $0.row! < $1.row! }
      try #require(cells.count > 5)
      #expect(cells.allSatisfy { $0.layout?.widthsPending == false })
      for cell in cells {
        let right = cell.layer.frame.x + cell.layer.frame.width
        let count = try #require(h.engine.views["\(cell.name).count"]).layer.frame
        #expect(count.width > 5 && abs(count.x + count.width - (right - 20)) < 0.001)
      }
      return try cells.map { try #require(h.engine.views["\($0.name).count"]).layer.frame }
    }
    let composite = try countFrames("composite")
    #expect(composite == (try countFrames("separate")))
    #expect(Set(composite.map(\.width)).count > 1)
  }
}
