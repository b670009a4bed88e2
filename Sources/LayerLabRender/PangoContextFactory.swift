import CPangoCairo

/// Makes every Pango context the renderer lays text out with, all set up the same way.
///
/// Why one factory: the settings below decide glyph positions and shapes, so two hand-written
/// copies that drift apart would make a label and a generated picture disagree by a pixel,
/// and golden images and transcripts compare bytes. Why a font map serves one renderer or one
/// thread at a time: Pango crashes or deadlocks when two threads use one font map at
/// once (measured: SIGSEGV and `g_cond_wait` hangs; see the feasibility notes).
enum PangoContextFactory {
  /// A new private font map (`pango_cairo_font_map_new`) and a configured context on it, for
  /// one `TextRenderer`. Private rather than the thread's default map because an actor hops
  /// between pool threads, and the "current thread's" map could end up shared with whatever
  /// else runs there. The caller owns both references; either is nil if Pango failed.
  static func makePrivate() -> (
    fontMap: UnsafeMutablePointer<PangoFontMap>?, context: OpaquePointer?
  ) {
    let map = pango_cairo_font_map_new()
    let context = map.flatMap { pango_font_map_create_context($0) }
    if let context { configure(context) }
    return (map, context)
  }

  /// A configured context for drawing into `cr`, from the calling thread's default font map
  /// (one per thread since Pango 1.32.6), for code that has no renderer of its own, such as
  /// `GeneratedImage`. The caller owns the reference; nil if Pango failed.
  static func make(drawingInto cr: OpaquePointer) -> OpaquePointer? {
    guard let context = pango_cairo_create_context(cr) else { return nil }
    configure(context)
    return context
  }

  /// Why each setting: 72 dpi makes a point one cairo user unit; hint metrics off and
  /// unrounded glyph positions make line breaks and widths independent of the device scale,
  /// as in UIKit, where a label lays out in points; no hinting and grey antialiasing give the
  /// same glyph shapes at every scale and on every thread, so images are reproducible byte for
  /// byte.
  private static func configure(_ context: OpaquePointer) {
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    if let options = cairo_font_options_create() {
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      pango_cairo_context_set_font_options(context, options)
      cairo_font_options_destroy(options)
    }
  }
}
