import CPangoCairo

/// A prototype cell's flattened views drawn into its one bitmap, VVebo's way: one image
/// context for the whole cell, the boxes filled and each text laid out and drawn straight
/// into it (`VVeboTableViewCell.draw`), in two timed passes.
///
/// Why each text is drawn as its label would draw it (the same layout, centred vertically in
/// its frame inside its insets, the same passes): so a view looks the same flattened or in a layer of its own,
/// and only the layering — what the GPU blends — differs. As in the feed cell's background,
/// the layouts are part of the text pass, the `layout` stage stays 0 and the layout cache is
/// bypassed.
extension TextRenderer {
  /// Draws `drawing` into a `width` × `height` pt bitmap at `scale`: pass "fills" (the cell's
  /// background — an opaque layer gets white under a missing or translucent one — then each
  /// element's box, corners rounded) and pass "texts" (each text, clipped to its frame).
  public func renderFlattened(
    _ drawing: FlattenedDrawing, width: Double, height: Double, scale: Double, opaque: Bool,
    background: Color?
  ) throws(RenderError) -> RenderOutput {
    let size = try RenderSpec(width: width, height: height, scale: scale).pixelSize()
    for element in drawing.elements where !element.frame.isFinite {
      throw RenderError("flattened view frame \(element.frame) is not finite; use finite points")
    }
    let start = MonotonicClock.microseconds()
    let canvas =
      drawsPixels
      ? try Canvas(pixelWidth: size.width, pixelHeight: size.height, scale: scale, scratch: scratch)
      : nil
    let contextDone = MonotonicClock.microseconds()

    // The page first, a fill of the whole bitmap of its own, as VVebo's draw fills the cell
    // after UIGraphicsBeginImageContextWithOptions (`CGContextFillRect(context, rect)`) and
    // as the feed cell's "background" pass is priced: white under a missing or translucent
    // background, then the background.
    let pageFills =
      canvas?.fillLayer(width: width, height: height, opaque: opaque, background: background)
      ?? Canvas.layerFills(opaque: opaque, background: background)
    var filled = Double(pageFills) * width * height * scale * scale
    for element in drawing.elements {
      guard let color = element.background else { continue }
      let frame = element.frame
      let radius = max(0, min(element.cornerRadius, min(frame.width, frame.height) / 2))
      canvas?.fill(frame, color, radius: radius)
      filled += max(0, frame.width) * max(0, frame.height) * scale * scale
    }
    let fillsDone = MonotonicClock.microseconds()

    var glyphs = 0
    var lines = 0
    var colorArea = 0.0
    for element in drawing.elements {
      guard let style = element.text, !style.text.isEmpty else { continue }
      let frame = element.frame
      let box = style.insets.inset(frame)
      let wrap = style.insets.innerWidth(frame.width)
      if untimed, !drawsPixels, LayoutPrefetcher.begins(flattened: style),
        let counts = prefetcher?.take(LayoutKey(style, width: wrap), helpingWith: self)
      {
        // Laid out on a helper (see `LayoutPrefetcher`): nothing is drawn here, only counted.
        glyphs += counts.glyphCount
        lines += counts.lineCount
        colorArea += counts.colorGlyphArea
        continue
      }
      let laidOut = try reusedLayouts.layout(style, width: wrap, reusing: untimed) {
        () throws(RenderError) in try buildLayout(style, width: wrap)
      }
      defer { g_object_unref(UnsafeMutableRawPointer(laidOut.layout)) }
      if let canvas {
        cairo_save(canvas.cr)
        cairo_rectangle(canvas.cr, frame.x, frame.y, frame.width, frame.height)
        cairo_clip(canvas.cr)
        let originY = box.y + max(0, (box.height - laidOut.height) / 2) - laidOut.top
        _ = drawPasses(
          canvas.cr, style: style, laidOut: laidOut, x: box.x, y: originY, scale: scale)
        cairo_restore(canvas.cr)
      }
      glyphs += laidOut.glyphCount
      lines += laidOut.lineCount
      colorArea += laidOut.colorGlyphArea
    }
    try canvas?.checkStatus()
    let textDone = MonotonicClock.microseconds()
    let image = try canvas?.makeImage()
    let passes = [
      PassTiming(name: "fills", micros: fillsDone - contextDone),
      PassTiming(name: "texts", micros: textDone - fillsDone),
    ]
    let timing = RenderTiming(
      context: contextDone - start, layout: 0, text: PassTiming.total(passes),
      image: MonotonicClock.microseconds() - textDone)
    guard let image else {
      return RenderOutput(
        undrawnWidth: size.width, height: size.height, timing: timing, glyphCount: glyphs,
        lineCount: lines, passes: passes,
        colorGlyphPixels: Int((colorArea * scale * scale).rounded()),
        filledPixels: Int(filled.rounded()))
    }
    return RenderOutput(
      image: image, timing: timing, glyphCount: glyphs, lineCount: lines, passes: passes,
      layoutCacheHit: false, colorGlyphPixels: Int((colorArea * scale * scale).rounded()),
      filledPixels: Int(filled.rounded()))
  }
}
