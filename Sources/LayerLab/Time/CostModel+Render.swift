/// The render formulas of `clock model`: what each stage of a draw costs, from what the
/// render produced (pixels, glyphs, lines, decoded pixels), as a sum of the named unit prices
/// (`UnitPrices`, fitted by `calibration` to published measurements of real devices) times
/// the device's slowdown against the A13.
///
/// The shapes are the work's own: a layout costs per glyph and per line, drawing text per
/// glyph, a bitmap per pixel. Core Text breaks lines by character or by word at the same
/// price, so a character-wrapped layout is priced like any other (Pango's character wrapping
/// costs ~6× its word wrapping on the host; that is Pango's, not the phone's).
extension CostModel {
  /// The model cost of one render stage, scaled to the device.
  ///
  /// - Parameters:
  ///   - stage: which stage of the draw.
  ///   - counts: what the render produced (pixels, glyphs, lines).
  ///   - speedFactor: the device's slowdown against the A13 (1 on the A13).
  public func modelCost(of stage: RenderStage.Kind, counts: RenderCounts, speedFactor: Double)
    -> Micros
  {
    Micros(cost: a13Micros(of: stage, counts: counts) * speedFactor)
  }

  /// The stage's price on the A13, in µs.
  public func a13Micros(of stage: RenderStage.Kind, counts: RenderCounts) -> Double {
    stageWork(stage, counts: counts).a13Micros(prices)
  }

  /// What a stage is made of, in the prices' units.
  func stageWork(_ stage: RenderStage.Kind, counts: RenderCounts) -> Work {
    let px = Double(counts.pixels)
    let glyphs = Double(counts.glyphs)
    switch stage {
    // Creating the bitmap context and clearing (or filling) it.
    case .context: return .fill(pixels: px)
    // The typesetter: per glyph, per line and per glyph from a cascade font, whatever the
    // wrapping.
    case .layout:
      return .textLayout(
        glyphs: glyphs, lines: Double(counts.lines),
        fallbackGlyphs: Double(counts.fallbackGlyphs))
    case .pass("decode"):
      return .decode(pixels: Double(counts.decodedPixels), format: counts.decodedFormat)
    // The decoded picture drawn into the layer, scaled and clipped, per layer pixel; with no
    // picture yet, the placeholder: a colour fill of the layer (issue 39: it was priced as a
    // picture drawn, 6.3 ms for a 351 pt view on an iPhone 8 with nothing decoded).
    case .pass("draw"):
      return counts.decodedPixels > 0 ? Work([.imagePixel: px]) : .fill(pixels: px)
    // A flattened cell (VVebo's pattern): its views' boxes filled, then each text laid out
    // and drawn straight into the bitmap (VVebo's `draw`).
    case .pass("fills"): return .fill(pixels: Double(counts.filledPixels))
    case .pass("texts"):
      return Self.shortText(glyphs: glyphs, lines: Double(counts.lines))
        + Work([.fallbackGlyph: Double(counts.fallbackGlyphs)])
        + Work([.imagePixel: Double(counts.colorGlyphPixels)])
    // The text pass draws each glyph, and each colour emoji as the picture it is (an sbix
    // PNG strike scaled into the glyph's box: `ColorGlyphs.colorGlyphArea`), per pixel at
    // the picture price; the passes the sessions rarely draw (shadow, underline,
    // strikethrough) are ESTIMATED at the text pass's price, as a second drawing of the same
    // glyphs.
    case .pass:
      return Work([.textGlyph: glyphs, .imagePixel: Double(counts.colorGlyphPixels)])
    // Handing the finished bitmap to the layer: a copy of it.
    case .image: return .fill(pixels: px)
    }
  }

  /// What a layout engine's pass over `views` views costs on `device`: nothing for manual
  /// frames; `autolayout.view` or `stackview.view` a view otherwise (``CellLayoutKind``), at
  /// the price of the device's iOS.
  public func engineCost(
    _ layout: CellLayoutKind, views: Int, on device: DeviceProfile, speedFactor: Double
  ) -> Micros {
    let work = Work.layout(layout, views: Double(views), ios: device.ios)
    return Micros(cost: work.a13Micros(prices) * speedFactor)
  }

  /// A short text laid out and drawn in a bitmap drawn by someone else.
  static func shortText(glyphs: Double, lines: Double) -> Work {
    Work([.layoutGlyph: glyphs, .layoutLine: lines, .textGlyph: glyphs])
  }
}
