/// What a device profile is built from: the published figures in
/// `docs/research/devices.md` (its source tags in brackets), each estimate marked.
public struct DeviceSpec: Sendable, Equatable {
  /// The system on a chip, e.g. "A13 Bionic".
  public var soc: String
  /// CPU cores as the OS sees them, e.g. "2P+4E" or "2 (A10: one pair at a time)".
  public var cpu: String
  /// Geekbench 5 single-core score; `singleCoreEstimated` when derived, not published.
  public var singleCore: Double
  public var singleCoreEstimated: Bool
  /// Theoretical FP32 GFLOPS of the GPU (Philip Turner's metal-benchmarks table);
  /// `gpuEstimated` when derived here.
  public var gpuGFLOPS: Double
  public var gpuEstimated: Bool
  /// Where the figures come from (devices.md's tags).
  public var sources: String

  public init(
    soc: String, cpu: String, singleCore: Double, singleCoreEstimated: Bool = false,
    gpuGFLOPS: Double, gpuEstimated: Bool = false, sources: String
  ) {
    self.soc = soc
    self.cpu = cpu
    self.singleCore = singleCore
    self.singleCoreEstimated = singleCoreEstimated
    self.gpuGFLOPS = gpuGFLOPS
    self.gpuEstimated = gpuEstimated
    self.sources = sources
  }

  /// The GPU fill-rate estimate the GPU model uses: GFLOPS × 71.5 pixel operations per µs per
  /// GFLOPS (the anchor in `DeviceProfile.gpuFillRate`'s comment), to three figures.
  public var derivedFillRate: Double {
    let rate = gpuGFLOPS * 71.5
    let magnitude = pow10(Int(rate.rounded(.down)).description.count - 3)
    return (rate / magnitude).rounded() * magnitude
  }

  /// iPhone 11's Geekbench 5 single-core score (devices.md: 1,327–1,346; ~1,334) [EJ, IJ].
  static let a13SingleCore = 1334.0

  private func pow10(_ exponent: Int) -> Double {
    var value = 1.0
    if exponent > 0 { for _ in 0..<exponent { value *= 10 } }
    return value
  }
}
