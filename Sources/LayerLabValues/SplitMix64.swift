/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014): a tiny, fast generator whose output depends on nothing but the seed.
///
/// Why one implementation shared by every target: synthetic feeds, generated pictures and the
/// tests' fuzz inputs must be the same on every machine and every Swift release, so that
/// transcripts and pixels can be committed, and three hand copies of the mixing constants
/// could drift apart unnoticed. The standard library's generator is random by design, and the
/// algorithms behind `Int.random(in:using:)` or `shuffled(using:)` are not promised to stay
/// the same, so callers reduce `next()` themselves.
public struct SplitMix64: RandomNumberGenerator, Sendable {
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

  /// A double in `0..<1` from the top 53 bits of `next()`, every value equally likely.
  public mutating func unit() -> Double {
    Double(next() >> 11) / Double(UInt64(1) << 53)
  }
}
