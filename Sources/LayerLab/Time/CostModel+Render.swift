/// The render formulas of `clock model`: what each stage of a draw costs on the development
/// host, from what the render produced (pixels, glyphs, lines, decoded pixels).
///
/// FITTED, all together, to one observation: `layerlab-bench --agreement` (section 9), which
/// replays Sessions/scroll.lab, asyncdraw-text.lab and asyncdraw-scroll.lab under `clock
/// measured`, takes every render's stages as that clock charged them (the fastest of six
/// renders of the request, layouts laid out afresh where the first was; release build;
/// glibc's thresholds fixed by `HostAllocator`) and fits each stage by relative least
/// squares; coefficients are the means of two runs on 2026-11-24 (AMD EPYC, 2 cores). They are not costs of an iPhone:
/// only their ratios to the reference workload's price matter (`ReferenceWorkload`), and the
/// device's time for that workload is the one fitted device constant (`Calibration`). What
/// each coefficient means on the host: the pixel terms are cairo filling and copying a
/// context, the glyph terms Pango shaping and drawing text, the line term a layout's per-line
/// work, the constants of the cell passes their fixed shapes and short texts.
extension CostModel {
  /// The model cost of one render stage, scaled to the device.
  ///
  /// - Parameters:
  ///   - stage: which stage of the draw.
  ///   - counts: what the render produced (pixels, glyphs, lines).
  ///   - speedFactor: the device's host-to-device factor.
  public func modelCost(of stage: RenderStage.Kind, counts: RenderCounts, speedFactor: Double)
    -> Micros
  {
    let px = Double(counts.pixels)
    let glyphs = Double(counts.glyphs)
    let host: Double
    switch stage {
    // cairo's context: allocating and clearing the bitmap (fit rms 28 %: tiny stages jitter).
    case .context: host = 3.3 + px * 0.000_093
    // Pango's layout with character wrapping (the news content label): per glyph, whatever
    // the lines (fitted alone on asyncdraw-text's 87 char-wrapped renders, rms 3 %; word
    // wrapping's formula priced them at about half).
    case .layout where counts.characterWrapped: host = glyphs * 1.36
    // Pango's layout: shaping per glyph, breaking per line (rms 10 %).
    case .layout: host = glyphs * 0.22 + Double(counts.lines) * 14.5
    // libpng through cairo, per decoded pixel (rms 3 %; one picture size in the sessions).
    case .pass("decode"): host = Double(counts.decodedPixels) * 0.007_4
    // Drawing the decoded picture scaled into the layer, clipped to its corners, per layer
    // pixel (rms 1 %; one picture size in the sessions).
    case .pass("draw"): host = px * 0.001_27
    // A feed cell's passes (VVebo's background drawing; rms 2–12 %).
    case .pass("background"): host = px * 0.000_088
    case .pass("avatar"): host = 43.7
    case .pass("names"): host = 24 + glyphs * 0.51
    case .pass("counts"): host = 44.5
    // The text pass (rms 11 %); the passes the sessions never drew (shadow, underline,
    // strikethrough) are ESTIMATED at the text pass's price.
    case .pass: host = glyphs * 0.125 + px * 0.000_264
    // Taking the image out of the context: a copy of the bitmap (rms 11 %).
    case .image: host = px * 0.000_146
    }
    return Micros((host * speedFactor).rounded())
  }
}
