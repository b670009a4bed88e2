import LayerLabValues

/// How one of a comparison's repeated runs (`compare … runs=N`) differs from the script: each
/// drag's distance and each fling's velocity is scaled by its own factor, drawn uniformly from
/// 1 ± `spread` by the run's seed and the gesture's number — so run k is the same run every
/// time, and run 1 of two compares is the same gesture.
///
/// Why the gesture: it is what changes most from one try to the next on a real phone, and what
/// the model's answers were seen to hinge on (issue 43: the same two flings at 7600–8400 pt/s
/// gave 0, 1, 2, 0 and 1 hitches on an iPhone 8). Each gesture also lands at its own phase
/// against vsync (``phase(forGesture:interval:)``) and finds the CPU clusters at a clock of
/// its own (``clockWarmth(forGesture:)``); each download takes its own time
/// (``networkFactor(forDownload:)``); and work that falls at one instant lands in an order of
/// the run's own (``tieSeed``).
public struct GestureVariation: Sendable, Equatable {
  /// The run's seed (run k of `runs=N` has seed k).
  public var seed: UInt64
  /// What every gesture is scaled by before the run's own factor: a `sweep … over gesture`
  /// point (1 for a compare).
  public var scale: Double
  /// This run's half-width: `spread`, or 0 for a single run of a sweep point (the point's
  /// scale exactly).
  public var halfWidth: Double

  /// The half-width of the factor: ±5 %. An ESTIMATE, deliberately small — the smallest change
  /// of gesture that was seen to flip a comparison (7600 → 8000 pt/s); a person's repeated
  /// flicks differ by more, so a verdict that holds across these runs is a lower bound on how
  /// much can change, not a model of a hand.
  public static let spread = 0.05

  /// The half-width of a download's time factor: ±25 %. An ESTIMATE (no published
  /// distribution of a phone's per-request time was found): a mobile link's round trips and
  /// rate move by tens of percent from one request to the next, so a verdict that holds across
  /// these runs does not hinge on one download landing before or after a frame.
  public static let networkSpread = 0.25

  public init(seed: UInt64, scale: Double = 1, halfWidth: Double = GestureVariation.spread) {
    self.seed = seed
    self.scale = scale
    self.halfWidth = halfWidth
  }

  /// How long after its statement the `index`th gesture touches the screen: uniform over one
  /// refresh `interval`, because a finger's touch arrives independently of the display's
  /// vsync (by construction; the touch is then handled at the next run-loop turn, as any
  /// input). 0 for a sweep point's single run (`halfWidth` 0), which is the point exactly.
  public func phase(forGesture index: Int, interval: Int64) -> Int64 {
    guard halfWidth > 0, interval > 0 else { return 0 }
    // A stream of its own, so the phases do not move the factors a run had before.
    var random = stream(0x5851_F42D_4C95_7F2D, index)
    return Int64(random.unit() * Double(interval))
  }

  /// The factor the `index`th download's time (latency and transfer) is scaled by: uniform
  /// in 1 ± ``networkSpread``, from a stream of its own; 1 for a sweep point's single run.
  public func networkFactor(forDownload index: Int) -> Double {
    guard halfWidth > 0 else { return 1 }
    var random = stream(0x2545_F491_4F6C_DD1D, index)
    return 1 + (random.unit() * 2 - 1) * Self.networkSpread
  }

  /// Where the `index`th gesture finds each cluster's clock: uniform between floor and peak
  /// (fractions in 0..<1), from a stream of its own; nil for a sweep point's single run.
  /// An ESTIMATE: no published distribution of a phone's clock at a touch was found; uniform
  /// says only that anywhere from idle to busy is as likely, and the level never falls to it
  /// (``ClockWarmth``). Under iOS 12's burst hint (`cpuclock dynamic`) main's cluster goes to
  /// peak at the touch anyway, so there it moves the workers' clusters only.
  public func clockWarmth(forGesture index: Int) -> ClockWarmth? {
    guard halfWidth > 0 else { return nil }
    var random = stream(0x1656_67B1_9E37_79F9, index)
    return ClockWarmth(performance: random.unit(), efficiency: random.unit())
  }

  /// The seed the kernel breaks same-time ties with (``Kernel/varyTies(_:)``): nil for a sweep
  /// point's single run, which keeps ``EventRank``'s order.
  public var tieSeed: UInt64? {
    halfWidth > 0 ? (seed ^ 0x61C8_8646_80B5_83EB) &* 0x9E37_79B9_7F4A_7C15 : nil
  }

  /// The factor for the `index`th gesture of the run (0 for the first).
  public func factor(forGesture index: Int) -> Double {
    var random = stream(0, index)
    return scale * (1 + (random.unit() * 2 - 1) * halfWidth)
  }

  /// The `index`th draw of the run's stream `salt` (0: the gesture factors'): each kind of
  /// variation draws from its own, so adding one never moves another's numbers.
  private func stream(_ salt: UInt64, _ index: Int) -> SplitMix64 {
    SplitMix64(
      seed: (seed ^ salt) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: index))
  }
}
