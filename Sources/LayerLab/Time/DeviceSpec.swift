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
  /// Where the figures come from: tags in brackets, explained in devices.md's "Sources"
  /// list, except these, added with the iPhone 8, 8 Plus, XR, 11 Pro, SE 2nd and 3rd gen and
  /// 12 mini:
  /// - [PCPER] pcper.com 2017-09, "Apple A11 performance review with the iPhone 8 Plus" — the
  ///   A11 powers all 2017 iPhones; 2 Monsoon + 4 Mistral cores.
  /// - [HH-XS] hothardware.com 2018-09, "iPhone XS A12 Bionic clocked at 2.49GHz" — the A12
  ///   powers the XS, XS Max and XR; 4-core GPU.
  /// - [HH-12] hothardware.com 2020-10-13, "Apple launches iPhone 12 and iPhone 12 Pro" — the
  ///   12 mini and 12 are both powered by the A14.
  /// - [WP-12] en.wikipedia.org/wiki/IPhone_12 — 12 mini: A14, 4-core GPU, 2340×1080 panel.
  /// - [WCF-SE3] wccftech, "A15 Bionic in 2022 iPhone SE has a 4-core GPU like the iPhone 13"
  ///   (Apple's tech specs; the 13 Pro's A15 has 5).
  /// - [IM-SE3] imore.com 2022-03, "New iPhone SE (2022) benchmarks" — SE 3rd gen Geekbench 5
  ///   single-core 1,695; SE 2nd gen 1,312. [MTN-SE3] mactechnews.de 2022-03 (article
  ///   179690) — iPhone 13 1,729, 13 mini 1,739, 13 Pro 1,743.
  /// - [SCR] github alpatiev/swift_tools iPhone_iPad_screen_sizes.md — points, scale,
  ///   rendered and panel pixels: 8 and SE 2nd gen 375×667 @2x; 8 Plus 414×736 @3x, 1242×2208
  ///   rendered, 1080×1920 panel; 12 mini 375×812 @3x, 1125×2436 rendered, 1080×2340 panel.
  /// - [RES] github ugurethemaydin/CheckDevice iOS-Resolution-Reference.md — SE 3rd gen
  ///   375×667 @2x, 750×1334.
  /// - [OLEB] oleb.net/blog/2014/11/iphone-6-plus-screen (Ole Begemann) — the Plus "renders
  ///   at 3× scale into a backing store of 1242 × 2208" pixels, "then downsampled by
  ///   approximately 13% to the native resolution in an additional step".
  /// - [IDB-6P] idownloadblog.com 2014-11-20, "iPhone 6 Plus downsampling artifacts
  ///   explained" (on OLEB) — says the GPU scales the 1242×2208 backing store down.
  /// - [MPOS] mpospese.com — Xcode 12.1 gives the 12 mini a 2.88× native scale at the 11
  ///   Pro's 375×812 points.
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
