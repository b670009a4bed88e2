/// The one fitted constant of the device model.
///
/// Everything else a device's CPU costs follow from is published (Geekbench 5 single-core
/// scores, devices.md) or an estimate stated where it is used; this is the only number
/// chosen to make the model agree with an observation.
public enum Calibration {
  /// How long an A13 (iPhone 11) takes to render `ReferenceWorkload`, in µs.
  ///
  /// FITTED to one observation: seed 001 §五's AsyncDraw demo with `kOnlyShowText`, drawn
  /// synchronously on an iPhone 11, reads 40–50 fps during the fast scroll. Provisional value
  /// until that fit: 5,874 µs, three times the model's price of the workload on the
  /// development host (1,958 µs), which is the factor 3 iphone11 had before the calibration.
  public static let a13ReferenceMicros = 5874.0

  /// Every other device's time for the workload: the A13's × the Geekbench 5 single-core
  /// ratio (A13 ÷ that chip), devices.md.
  static func referenceMicros(singleCore: Double) -> Double {
    a13ReferenceMicros * DeviceSpec.a13SingleCore / max(1, singleCore)
  }
}
