import CPangoCairo

/// Colour glyphs: the part of a text that is drawn as pictures.
///
/// Why it is counted apart: a colour emoji is not an outline. iOS's Apple Color Emoji keeps
/// each glyph as PNG bitmaps in an `sbix` table (Apple, TrueType Reference Manual, "The 'sbix'
/// table": "bitmapped data in a standard graphics format, such as PNG, JPEG or TIFF"), so
/// Core Text draws an emoji as an image scaled into the glyph's box, at a picture's price per
/// pixel, where an outline glyph costs a rasterizer hit in the glyph cache. The host's colour
/// font (Noto Color Emoji) keeps PNGs too, in `CBDT`; HarfBuzz answers "does this face carry
/// PNG glyphs" for both tables, so the count follows the font Pango actually chose for each
/// run, fallback included, not a guess from the characters.
enum ColorGlyphs {
  /// Square points of the logical boxes of every run set in a font whose glyphs are PNG
  /// bitmaps (or colour layers): where the emoji are drawn, line by line.
  static func colorGlyphArea(of layout: OpaquePointer) -> Double {
    guard let iterator = pango_layout_get_iter(layout) else { return 0 }
    defer { pango_layout_iter_free(iterator) }
    var area = 0.0
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iterator),
        let glyphs = run.pointee.glyphs, let item = run.pointee.item,
        let font = item.pointee.analysis.font, isColorFont(font)
      else { continue }
      var logical = PangoRectangle()
      pango_glyph_string_extents(glyphs, font, nil, &logical)
      area += PangoUnits.points(logical.width) * PangoUnits.points(logical.height)
    } while pango_layout_iter_next_run(iterator) != 0
    return area
  }

  /// Whether the font's face draws its glyphs from PNG strikes or colour layers.
  static func isColorFont(_ font: UnsafeMutablePointer<PangoFont>) -> Bool {
    guard let hbFont = pango_font_get_hb_font(font), let face = hb_font_get_face(hbFont)
    else { return false }
    return hb_ot_color_has_png(face) != 0 || hb_ot_color_has_layers(face) != 0
  }
}
