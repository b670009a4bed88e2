/// The iOS releases whose changes the model follows, each with its source: a device runs the
/// newest iOS Apple ships for it (`DeviceProfile.ios`, `docs/research/devices.md` §6), and a
/// behaviour that came with a release is on only where the device runs it.
public enum IOSRelease {
  /// UIKit tells the CPU's performance controller when a scroll begins and when a scroll frame
  /// brings a new cell on screen: iOS 12 (WWDC 2018 keynote, "ramps up processor performance
  /// instantly to its highest state … like when you begin scrolling"; session 202, "What's New
  /// in Cocoa Touch"). Before it the clocks follow the load alone (`CPUClockMode.governor`).
  public static let scrollBurstHints = 12

  /// Auto Layout's engine rewritten for speed: iOS 12 (WWDC 2018 session 220, "High
  /// Performance Auto Layout"). LayoutFrameworkBenchmark timed the same iPhone 7 under iOS
  /// 11.3 and 12.1: Auto Layout ×0.74 and UIStackView ×0.69 of the iOS 11 time, manual layout
  /// unchanged (`calibration`'s iOS-version evidence), so the engine's prices are fitted apart
  /// on either side of it (`PriceName.autolayoutViewIOS11`). No later release has a pair of
  /// observations on one device: iOS 13 to 26 are priced as iOS 12.
  public static let autoLayoutEngine = 12
}
