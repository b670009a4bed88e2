/// One spec per chip that more than one device has, so the same chip is the same speed:
/// every phone with an A11 gets the A11's Geekbench 5 score and GFLOPS from here, and a row
/// adds only what is its own (its screen's sources) with `citing`.
///
/// Sources in brackets are devices.md's tags; those devices.md does not list yet are
/// explained at `DeviceSpec.sources`.
extension DeviceSpec {
  /// A11 Bionic (iPhone 8, 8 Plus, X): 2 Monsoon + 4 Mistral, all six usable at once [VB];
  /// 3-core Apple GPU [WC].
  static let a11 = DeviceSpec(
    soc: "A11 Bionic", cpu: "2P+4E", singleCore: 939, gpuGFLOPS: 409,
    sources: "GB5 [NR-A9]; GPU [PT]")
  /// A12 Bionic (iPhone XS, XR): 2 Vortex + 4 Tempest, 4-core GPU [AT-XS, HH-XS].
  static let a12 = DeviceSpec(
    soc: "A12 Bionic", cpu: "2P+4E", singleCore: 1124, gpuGFLOPS: 578,
    sources: "GB5 1,112–1,135 [EJ, T3, NR-A13]; GPU [PT]")
  /// A13 Bionic (iPhone 11, 11 Pro, SE 2nd gen): 2 Lightning at 2.66 GHz in every one
  /// [AT-SE] + 4 Thunder, 4-core GPU.
  static let a13 = DeviceSpec(
    soc: "A13 Bionic", cpu: "2P+4E", singleCore: a13SingleCore, gpuGFLOPS: 630,
    sources: "GB5 [EJ, IJ, NR-A13]; GPU [PT]")
  /// A14 Bionic (iPhone 12, 12 mini): 2 Firestorm + 4 Icestorm, 4-core GPU [IHL, HH-12].
  static let a14 = DeviceSpec(
    soc: "A14 Bionic", cpu: "2P+4E", singleCore: 1590, gpuGFLOPS: 654,
    sources: "GB5 1,583–1,597 [MR-A14, MDN]; GPU [PT]")
  /// A15 Bionic with its 5-core GPU (iPhone 13 Pro): 2 Avalanche + 4 Blizzard.
  static let a15 = DeviceSpec(
    soc: "A15 Bionic", cpu: "2P+4E", singleCore: 1736, gpuGFLOPS: 1713,
    sources: "GB5 [TG, GB-13]; GPU [PT] (its A14→A15 jump is that table's assumption)")
  /// The A15 with a 4-core GPU (iPhone 13, 13 mini, SE 3rd gen [WCF-SE3]): the same CPU, so
  /// the same score (the SE 3's first Geekbench 5 listing, 1,695, is within 2.5 % of the 13
  /// family's 1,729–1,743 [IM-SE3, MTN-SE3]). Philip Turner's table lists only the 5-core
  /// part (1.338 GHz × 5 cores × 256 FP32 operations per clock = 1,713 [PT]); 4 of its cores
  /// are an ESTIMATE: 1.338 × 4 × 256 = 1,370.
  static let a15FourCoreGPU = DeviceSpec(
    soc: "A15 Bionic", cpu: "2P+4E", singleCore: 1736, gpuGFLOPS: 1370, gpuEstimated: true,
    sources: "GB5 as the A15 [TG, GB-13; SE 3 1,695 IM-SE3]; GPU EST [PT]'s A15 at 4 of 5 "
      + "cores [WCF-SE3]")

  /// The spec with `more` sources after the chip's (a device's screen, which phones have
  /// the chip).
  func citing(_ more: String) -> DeviceSpec {
    var spec = self
    spec.sources += "; " + more
    return spec
  }
}
