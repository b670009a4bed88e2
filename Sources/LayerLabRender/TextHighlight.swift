/// A coloured range of a label's text: an @mention, a #topic# or a URL, as `VVeboLabel`
/// colours them and keeps their rectangles so taps can be matched.
///
/// Why UTF-8 byte offsets and not `String.Index` or character counts: they are what Pango's
/// attributes and hit-testing speak, they survive `Sendable`/`Hashable` transport (an index does
/// not outlive its string), and they are unambiguous for CJK and emoji, where "characters"
/// means three different things. Offsets inside a multi-byte character are widened to the whole
/// character; a range that is empty or lies outside the text colours nothing.
public struct TextHighlight: Sendable, Equatable, Hashable {
  /// First byte of the range in `TextStyle.text`'s UTF-8.
  public var start: Int
  /// One past the last byte (half-open).
  public var end: Int
  /// The colour the range is drawn in, replacing `TextStyle.color` there.
  public var color: Color

  /// Creates a highlight of the bytes `start..<end`.
  public init(start: Int, end: Int, color: Color) {
    self.start = start
    self.end = end
    self.color = color
  }

  /// The link blue of `VVeboLabel`, (106, 140, 181) / 255.
  public static let linkColor = Color(r: 106, g: 140, b: 181)

  /// The range in the bytes Pango is given (`TextStyle.pangoText`, which lacks NULs), widened to
  /// whole characters and clipped to `0..<limit`; nil when nothing of it is left.
  ///
  /// `bytes` is the UTF-8 of `TextStyle.text`; `limit` is how many bytes of the Pango text are
  /// laid out verbatim (less than all of them when the line limit cut the text by hand).
  func pangoRange(in bytes: [UInt8], limit: Int) -> Range<Int>? {
    guard start < end, end > 0, start < bytes.count else { return nil }
    var low = max(0, start)
    var high = min(bytes.count, end)
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
