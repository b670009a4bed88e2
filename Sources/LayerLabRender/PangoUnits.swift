import CPangoCairo

/// Pango's fixed-point units (1/1024 pt, `PANGO_SCALE`) and points, both ways, and the wrap
/// width a layout is given: every place that hands Pango a size or reads one back converts
/// through here, so measuring and drawing round the same way.
enum PangoUnits {
  /// Points to Pango units, rounded and clamped into `Int32`; callers pass finite values.
  static func of(_ points: Double) -> Int32 {
    let units = (points * Double(PANGO_SCALE)).rounded()
    guard units.isFinite else { return 0 }
    return Int32(max(min(units, Double(Int32.max)), Double(Int32.min)))
  }

  /// Pango units to points.
  static func points(_ units: Int32) -> Double {
    Double(units) / Double(PANGO_SCALE)
  }

  /// Pango's wrap width for a width in points: -1 ("do not wrap") unless positive and finite.
  static func wrapWidth(_ width: Double) -> Int32 {
    width.isFinite && width > 0 ? of(width) : -1
  }
}
