/// UILabel's per-configuration text work: what setting `attributedText` costs on main.
///
/// The AsyncDraw demo's sync cell sets it for every row it shows (`assignModel:` from
/// `willDisplayCell`): a paragraph style, an attributes dictionary and an
/// `NSMutableAttributedString` made, then the setter's copy, comparison with the old text and
/// invalidation. Drawing and layout are not in it: the label's display pays those.
extension CostModel {
  /// The fixed part. No published timing of this on a device was found. ESTIMATE: a quarter
  /// of `cellConfigure` (10 µs on the A13): its half-dozen setters make ~7 µs a setter, and
  /// three objects made and one copied are about 1.5 setters' work.
  public var attributedTextBase: Micros { max(1, table.cellConfigure / 4) }

  /// The part per UTF-16 unit, in nanoseconds. ESTIMATE: three linear passes over the string
  /// (copied into the attributed string, copied by the setter, compared with the label's old
  /// text) at ~2 ns a unit each, ×3 for the allowance for cache misses and dispatch that
  /// `observerCallout`'s 1 µs for a few hundred instructions makes: ~18, taken as
  /// `cellConfigure` ÷ 2000 (20 ns on the A13), so it scales with the device as the rest.
  /// A 400-unit row's content then costs 10 + 8 µs on the A13.
  ///
  /// Derived from `cellConfigure` rather than stored: two more stored properties in
  /// `CostModel` made `SessionCellImageTests` crash (a bad pointer copying the trace's draw
  /// records) on this toolchain, reproducibly, and not without them.
  public var attributedTextNanosPerUnit: Micros { max(1, table.cellConfigure / 2) }

  /// Building an attributed string of `utf16Units` units and setting it on a UILabel:
  /// `attributedTextBase` plus `attributedTextNanosPerUnit` per unit, rounded to the µs.
  /// UTF-16 units because NSString is UTF-16: an emoji outside the BMP is two.
  public func attributedTextCost(utf16Units: Int) -> Micros {
    let nanos = Double(max(0, utf16Units)) * Double(attributedTextNanosPerUnit)
    return attributedTextBase + Micros(cost: nanos / 1000)
  }
}
