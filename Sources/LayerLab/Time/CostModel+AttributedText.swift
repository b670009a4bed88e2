/// UILabel's per-configuration text work: what setting `attributedText` costs on main.
extension CostModel {
  /// Building an attributed string of `utf16Units` units and setting it on a UILabel:
  /// `attributedTextBase` plus `attributedTextNanosPerUnit` per unit, rounded to the µs.
  /// UTF-16 units because NSString is UTF-16: an emoji outside the BMP is two.
  public func attributedTextCost(utf16Units: Int) -> Micros {
    let nanos = Double(max(0, utf16Units)) * Double(attributedTextNanosPerUnit)
    return attributedTextBase + Micros((nanos / 1000).rounded())
  }
}
