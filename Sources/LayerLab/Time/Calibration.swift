/// The one fitted constant of the device model.
///
/// Everything else a device's CPU costs follow from is published (Geekbench 5 single-core
/// scores, devices.md) or an estimate stated where it is used; this is the only number
/// chosen to make the model agree with an observation.
public enum Calibration {
  /// How long an A13 (iPhone 11) takes to render `ReferenceWorkload`, in µs.
  ///
  /// FITTED to one observation: seed 001 §五's AsyncDraw demo with `kOnlyShowText`, drawn
  /// synchronously on an iPhone 11, reads 40–50 fps during the fast scroll. Sessions/
  /// asyncdraw.lab replays that scroll (six flings of 30,000 pt/s, 500 ms apart, on the
  /// demo's 1000-row news table under `clock model`); the lowest YYFPSLabel reading came out
  /// 60 at 5,874 µs (the old factor 3), 58 at 10,000, 50 at 12,000, 49 at 12,400, 47 at
  /// 12,800, 42 at 12,900 and 13,000, 36 at 14,000. 12,800 µs is the tried value nearest the
  /// middle of the observed range (45): 6.5 × the model's price of the workload (1,958 µs).
  /// Every other figure in the model follows from it and from published numbers.
  public static let a13ReferenceMicros = 12_800.0

  /// Every other device's time for the workload: the A13's × the Geekbench 5 single-core
  /// ratio (A13 ÷ that chip), devices.md.
  static func referenceMicros(singleCore: Double) -> Double {
    a13ReferenceMicros * DeviceSpec.a13SingleCore / max(1, singleCore)
  }
}
