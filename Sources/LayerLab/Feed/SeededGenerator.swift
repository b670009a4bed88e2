/// The feed's generator: the shared `SplitMix64`, under the name the feed code has always used.
///
/// Synthetic feeds must be the same on every machine and every Swift release, so the helpers
/// below do their own reductions instead of the standard library's range sampling.
public typealias SeededGenerator = SplitMix64

extension SplitMix64 {
  /// A number in `0..<bound` (0 when `bound` is not positive).
  ///
  /// Plain modulo: the bias is below 2⁻⁴⁰ for the small bounds used here, and the arithmetic is
  /// fixed forever, unlike the standard library's range sampling.
  mutating func below(_ bound: Int) -> Int {
    guard bound > 0 else { return 0 }
    return Int(next() % UInt64(bound))
  }

  /// A number in `range`, both ends included.
  mutating func inRange(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// True `percent` times in a hundred.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One element of a non-empty array.
  mutating func pick<T>(_ items: [T]) -> T {
    items[below(items.count)]
  }
}
