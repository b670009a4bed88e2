/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast generator whose output depends on
/// nothing but the seed.
///
/// Synthetic feeds must be the same on every machine and every Swift release, so that a
/// session's transcript and its pixels can be committed. The standard library's generator is
/// random by design, and the algorithms behind `Int.random(in:using:)` or `shuffled(using:)`
/// are not promised to stay the same, so the helpers below do their own reductions.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The whole state: a counter advanced by the golden-ratio increment on every draw.
  private var state: UInt64

  /// Starts the sequence for `seed`; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

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
