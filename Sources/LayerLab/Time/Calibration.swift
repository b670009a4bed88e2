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
  /// demo's 1000-row news table under `clock model`); the lowest YYFPSLabel reading of its
  /// text-only sync run came out (refit 2026-11-24, after the render formulas were refitted,
  /// a feed cell joined the workload and the content label took the demo's character
  /// wrapping) 60 at 14,000 µs, 58 at 16,000, 56 at 18,000, 53 at 19,000, 51 at 20,000, 47 at
  /// 20,500, **46 at 21,000**, 43 at 21,500 and 22,000, 39 at 22,500, 38 at 23,000, 32 at
  /// 24,000, 26 at 26,000. 21,000 µs is the tried value nearest the observed range's middle
  /// (45): 29.7 × the model's price of the workload (706 µs). Every other figure in the model
  /// follows from it and from published numbers.
  public static let a13ReferenceMicros = 21_000.0

  /// Every other device's time for the workload: the A13's × the Geekbench 5 single-core
  /// ratio (A13 ÷ that chip), devices.md.
  static func referenceMicros(singleCore: Double) -> Double {
    a13ReferenceMicros * DeviceSpec.a13SingleCore / max(1, singleCore)
  }
}
