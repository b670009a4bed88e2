/// Where a highlight lands in the text Pango is given.
extension Highlight {
  /// The range in the bytes Pango is given (`LabelDrawing.pangoText`, which lacks NULs),
  /// widened to whole characters and clipped to `0..<limit`; nil when nothing of it is left.
  ///
  /// `bytes` is the UTF-8 of `LabelDrawing.text`; `limit` is how many bytes of the Pango text are
  /// laid out verbatim (less than all of them when the line limit cut the text by hand).
  func pangoRange(in bytes: [UInt8], limit: Int) -> Range<Int>? {
    guard utf8Start < utf8End, utf8End > 0, utf8Start < bytes.count else { return nil }
    var low = max(0, utf8Start)
    var high = min(bytes.count, utf8End)
    while low > 0, Self.isContinuation(bytes[low]) { low -= 1 }
    while high < bytes.count, Self.isContinuation(bytes[high]) { high += 1 }
    if bytes.contains(0) {
      low -= bytes[..<low].count { $0 == 0 }
      high -= bytes[..<high].count { $0 == 0 }
    }
    high = min(high, limit)
    return low < high ? low..<high : nil
  }

  /// True for the 10xxxxxx bytes that continue a multi-byte UTF-8 sequence.
  private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
}
