import LayerLab
import LayerLabRender

/// Section 2: the VVebo feed-cell background, 375 x 200 pt at @2x (750 x 400 px), drawn as one
/// bitmap in four passes (background, avatar, names, counts), with a retweet box.
///
/// Why it matters: the `vvebo` strategy draws one of these per row that enters the screen, on
/// a render queue, and whether a fast fling outruns the queues depends on this cost times the
/// device's speed factor; the model's per-pass and page-fault terms in `CostModel` were refitted
/// to it. A cell never uses the layout cache, so every repetition does the same work.
struct CellBench {
  let options: BenchOptions

  /// The cell of the first post of seed 1, with the box a quoted post would get.
  static func cell() -> CellDrawing {
    let post = SyntheticFeed.posts(count: 1, seed: 1)[0]
    return CellDrawing(
      author: post.name, subtitle: post.subtitle, avatarColor: post.avatarColor,
      initials: CellDrawing.initials(of: post.name),
      retweetBox: Rect(x: 0, y: 100, width: 375, height: 60), reposts: String(post.reposts),
      comments: String(post.comments))
  }

  func run(_ report: Report) throws {
    report.section("2. feed-cell background render: 375x200 pt @2x, retweet box, 4 passes")
    let renderer = TextRenderer()
    let cell = Self.cell()
    let sample = try renderer.renderCell(cell, width: 375, height: 200, scale: 2)
    report.value("cell.glyphs", sample.glyphCount)
    report.value("cell.pixels", sample.image.pixelWidth * sample.image.pixelHeight)
    for _ in 0..<options.warmUpRenders {
      _ = try renderer.renderCell(cell, width: 375, height: 200, scale: 2)
    }
    var stages = StageSamples(hasLayoutStage: false)
    for _ in 0..<options.cellRepetitions {
      let (output, micros) = try Stopwatch.micros { () throws(RenderError) in
        try renderer.renderCell(cell, width: 375, height: 200, scale: 2)
      }
      stages.add(output, callMicros: micros)
    }
    stages.report("cell", into: report)
  }
}
