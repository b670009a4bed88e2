import CPangoCairo

/// Highlights: colouring byte ranges through Pango attributes, and finding the rectangles the
/// ranges occupy once laid out.
///
/// Why attributes instead of drawing the ranges again in another colour: `VVeboLabel` and
/// `YYTextLayout` colour ranges with attributed-string attributes, which Pango mirrors with
/// foreground attributes; the glyphs are then drawn once, in one pass, and the rectangles come
/// from the very layout that was drawn.
enum PangoHighlights {
  /// Installs the layout's attributes, replacing any earlier ones: no hyphens over the whole
  /// text, then one foreground attribute (plus an alpha attribute when translucent) per
  /// highlight, clipped to the first `limit` bytes of the Pango text. Where ranges overlap,
  /// Pango uses the one whose range starts nearest.
  ///
  /// Why no hyphens: Pango (1.44 and later) adds a hyphen glyph where it breaks a line inside
  /// a word — every character-wrapped line ending mid-word, and a word too long for its line —
  /// but UILabel does not (`NSParagraphStyle.hyphenationFactor` is 0 unless set), so the
  /// hyphens were glyphs and ink Core Text never draws.
  static func applyHighlights(
    _ highlights: [Highlight], bytes: [UInt8], limit: Int, to layout: OpaquePointer
  ) {
    guard let list = pango_attr_list_new() else { return }
    defer { pango_attr_list_unref(list) }
    if let noHyphens = pango_attr_insert_hyphens_new(0) {
      pango_attr_list_insert(list, noHyphens)
    }
    for highlight in highlights {
      guard let range = highlight.pangoRange(in: bytes, limit: limit) else { continue }
      let color = highlight.color.unit
      var attributes = [
        pango_attr_foreground_new(channel(color.r), channel(color.g), channel(color.b))
      ]
      if color.a < 1 {
        // Pango reads an alpha of 0 as "not set" (opaque), so the least it can be is 1/65535.
        attributes.append(pango_attr_foreground_alpha_new(max(1, channel(color.a))))
      }
      for case let attribute? in attributes {
        attribute.pointee.start_index = UInt32(clamping: range.lowerBound)
        attribute.pointee.end_index = UInt32(clamping: range.upperBound)
        pango_attr_list_insert(list, attribute)
      }
    }
    pango_layout_set_attributes(layout, list)
  }

  /// A 0...1 component as Pango's 16-bit channel.
  private static func channel(_ value: Double) -> UInt16 {
    UInt16((min(max(value, 0), 1) * 65535).rounded())
  }

  /// The rectangles of every highlight, in points relative to the layout's origin: per
  /// highlight, one rectangle per line that shows part of the range, spanning the range's x
  /// extent on that line and the line's logical height. Computed once per layout (and cached
  /// with it), so a cache hit only shifts them to where the layout is drawn.
  ///
  /// Bytes hidden by truncation do not count: Pango's ellipsis run stands for the text it
  /// replaced, so runs flagged `PANGO_ANALYSIS_FLAG_IS_ELLIPSIS` are skipped, and bytes after a
  /// hand cut (`keptBytes`) never match.
  static func highlightRects(
    for highlights: [Highlight], bytes: [UInt8], in layout: OpaquePointer, keptBytes: Int
  ) -> [[Rect]] {
    guard !highlights.isEmpty else { return [] }
    let lines = visibleLines(of: layout)
    return highlights.map { highlight in
      guard let range = highlight.pangoRange(in: bytes, limit: keptBytes) else { return [] }
      var rects: [Rect] = []
      for line in lines {
        var left = Int32.max
        var right = Int32.min
        for run in line.runs {
          let low = max(run.lowerBound, range.lowerBound)
          let high = min(run.upperBound, range.upperBound)
          guard low < high else { continue }
          for span in xRanges(of: line.line, from: low, to: high) {
            left = min(left, span.lowerBound)
            right = max(right, span.upperBound)
          }
        }
        guard right > left else { continue }
        rects.append(
          Rect(
            x: PangoUnits.points(left), y: PangoUnits.points(line.top),
            width: PangoUnits.points(right - left),
            height: PangoUnits.points(line.height)))
      }
      return rects
    }
  }

  /// One laid-out line: the line, its logical top and height in Pango units, and the byte
  /// ranges of its runs that show text (the ellipsis run left out).
  private struct VisibleLine {
    let line: UnsafeMutablePointer<PangoLayoutLine>
    let top: Int32
    let height: Int32
    let runs: [Range<Int>]
  }

  /// Every line of the layout with its visible runs.
  private static func visibleLines(of layout: OpaquePointer) -> [VisibleLine] {
    guard let iterator = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iterator) }
    var lines: [VisibleLine] = []
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      var runs: [Range<Int>] = []
      var node = line.pointee.runs
      while let current = node {
        if let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self)
          .pointee.item,
          Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS == 0,
          item.pointee.length > 0
        {
          let start = Int(item.pointee.offset)
          runs.append(start..<start + Int(item.pointee.length))
        }
        node = current.pointee.next
      }
      lines.append(VisibleLine(line: line, top: logical.y, height: logical.height, runs: runs))
    } while pango_layout_iter_next_line(iterator) != 0
    return lines
  }

  /// The x spans, in Pango units relative to the layout, that bytes `start..<end` of `line`
  /// occupy (several for mixed-direction text).
  private static func xRanges(
    of line: UnsafeMutablePointer<PangoLayoutLine>, from start: Int, to end: Int
  ) -> [Range<Int32>] {
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    pango_layout_line_get_x_ranges(
      line, Int32(clamping: start), Int32(clamping: end), &ranges, &count)
    guard let ranges else { return [] }
    defer { g_free(ranges) }
    var spans: [Range<Int32>] = []
    for index in 0..<Int(max(0, count)) {
      let low = ranges[2 * index]
      let high = ranges[2 * index + 1]
      if high > low { spans.append(low..<high) }
    }
    return spans
  }
}
