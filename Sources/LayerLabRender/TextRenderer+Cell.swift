import CPangoCairo

/// The VVebo cell background: one opaque bitmap per cell, drawn in four timed passes.
///
/// Why it is drawn here and not composed from label renders: `VVeboTableViewCell.draw` makes
/// one image context for the whole cell and draws every small text straight into it, laying
/// each out as it goes (`drawInContext:withPosition:andFont:...` lays out and draws in one
/// call). The workbench prices that pattern, so each pass here includes its own layouts, the
/// `layout` stage stays 0, and the layout cache is bypassed (`layoutCacheHit` is false).
extension TextRenderer {
  /// Draws `cell`'s background into a `width` x `height` pt box at `scale` (a bitmap of
  /// `ceil(width*scale) x ceil(height*scale)` pixels). Passes, in VVebo's order:
  /// - "background": the page (250/255); the retweet box (243/255) with a 0.5 pt line of
  ///   200/255 across the cell at its top;
  /// - "avatar": a 40 pt circle at (15, 13) in `avatarColor`, the initials centred in white;
  /// - "names": the name at (65, 16.5), 14 pt, (106, 140, 181); the subtitle at (65, 35.5),
  ///   9 pt, 178/255; both cut with "…" at the cell's right edge;
  /// - "counts": the bottom 30 pt bar (250/255); comments right-aligned to `width - 25` and
  ///   reposts 20 pt to their left, 12 pt, 178/255; "•••" at (15, bar + 8), 11 pt, 178/255 at
  ///   half alpha; for a retweet, VVebo's 0.5 pt line above the bar; and the 0.5 pt separator
  ///   (200/255) along the very bottom, which VVebo keeps as a separate view on top.
  ///
  /// VVebo measures the counts with the 9 pt subtitle font but draws them at 12 pt; here they
  /// are measured with the font they are drawn in, so they really end at `width - 25`.
  /// Text tops are the tops of Pango's line boxes. DejaVu Sans stands in for HelveticaNeue.
  public func renderCell(
    _ cell: CellDrawing, width: Double, height: Double, scale: Double
  ) throws(RenderError) -> RenderOutput {
    let size = try RenderSpec(width: width, height: height, scale: scale).pixelSize()
    if let box = cell.retweetBox, !box.isFinite {
      throw RenderError("retweet box \(box) is not finite; use finite points")
    }
    typealias Metrics = CellMetrics
    if warmedFonts.insert(Self.warmUpKey("cell", scale: scale)).inserted {
      _ = try? renderCell(Self.warmUpCell, width: 120, height: 100, scale: scale)
    }
    let start = MonotonicClock.microseconds()
    let canvas = try Canvas(
      pixelWidth: size.width, pixelHeight: size.height, scale: scale, scratch: scratch)
    let contextDone = MonotonicClock.microseconds()
    let painter = FeedCellPainter(renderer: self, canvas: canvas)

    var passes: [PassTiming] = []
    var mark = contextDone
    func finish(_ name: String) {
      let now = MonotonicClock.microseconds()
      passes.append(PassTiming(name: name, micros: now - mark))
      mark = now
    }
    var glyphs = 0
    let bar = Rect(
      x: 0, y: height - Metrics.barHeight, width: width, height: Metrics.barHeight)

    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), Metrics.page)
    if let box = cell.retweetBox {
      canvas.fill(box, Metrics.retweet)
      canvas.fill(
        Rect(x: 0, y: box.y, width: width, height: Metrics.hairline), Metrics.line)
    }
    finish("background")

    glyphs += try painter.drawAvatar(cell)
    finish("avatar")

    let textWidth = width - Metrics.textLeft
    glyphs += try painter.drawSmallText(
      cell.author, size: 14, color: Highlight.vveboBlue, width: textWidth,
      x: Metrics.textLeft, y: Metrics.nameTop)
    glyphs += try painter.drawSmallText(
      cell.subtitle, size: 9, color: Metrics.grey, width: textWidth,
      x: Metrics.textLeft, y: Metrics.subtitleTop)
    finish("names")

    canvas.fill(bar, Metrics.page)
    var right = width - Metrics.countsRightInset
    for count in [cell.comments, cell.reposts] {
      guard let count, !count.isEmpty else { continue }
      let drawn = try painter.drawSmallText(
        count, size: 12, color: Metrics.grey, width: nil, rightEdge: right,
        y: bar.y + Metrics.barTextTop)
      glyphs += drawn.glyphs
      right = drawn.left - Metrics.countsGap
    }
    glyphs += try painter.drawSmallText(
      "•••", size: 11, color: Metrics.dots, width: nil, x: Metrics.gapLeft,
      y: bar.y + Metrics.barTextTop)
    if cell.retweetBox != nil {
      canvas.fill(
        Rect(x: 0, y: bar.y - Metrics.hairline, width: width, height: Metrics.hairline),
        Metrics.line)
    }
    canvas.fill(
      Rect(
        x: 0, y: height - Metrics.hairline, width: width, height: Metrics.hairline),
      Metrics.line)
    finish("counts")

    try canvas.checkStatus()
    let textDone = MonotonicClock.microseconds()
    let image = try canvas.makeImage()
    let timing = RenderTiming(
      context: contextDone - start, layout: 0, text: PassTiming.total(passes),
      image: MonotonicClock.microseconds() - textDone)
    return RenderOutput(
      image: image, timing: timing, glyphCount: glyphs, lineCount: 1, passes: passes,
      highlightRects: [], layoutCacheHit: false)
  }
}
