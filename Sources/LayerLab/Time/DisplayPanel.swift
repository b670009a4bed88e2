/// iPhone or iPad: on a ProMotion iPhone, Core Animation holds an app to 60 Hz unless the
/// app opts in; an iPad Pro gives every app its panel's full rate.
public enum FormFactor: String, Sendable, Equatable {
  case phone = "iPhone"
  case pad = "iPad"
}

/// A screen's refresh rates: the most it shows per second, and for ProMotion the least it
/// drops to when nothing changes.
///
/// Sources (docs/research/renderloop.md §5, devices.md §5): Apple's "Optimizing iPhone and
/// iPad apps to support ProMotion displays" [APL-PM] — "ProMotion displays are capable of
/// dynamically switching between frame rates ranging from 24Hz to 120Hz on iPad Pro, and
/// from 10Hz to 120Hz on supported iPhone devices" (iPhone 13 Pro and later Pro models; iPad
/// Pro 10.5", 11", 12.9" 2nd gen and later); Apple's M4 iPad Pro spec sheet gives 10–120 Hz
/// [APLJP]. Every other device in the catalogue has a fixed 60 Hz panel.
public struct DisplayPanel: Sendable, Equatable {
  /// The panel's highest refresh rate in Hz (`UIScreen.maximumFramesPerSecond`).
  public let maxRate: Int
  /// The lowest rate the panel drops to when idle; `maxRate` for a fixed-rate panel.
  public let minRate: Int

  /// A fixed 60 Hz panel: every iPhone before the 13 Pro, every iPad but the Pros.
  public static let fixed60 = DisplayPanel(maxRate: 60, minRate: 60)
  /// ProMotion on iPhone (13 Pro and later Pro models): 10–120 Hz [APL-PM].
  public static let proMotionPhone = DisplayPanel(maxRate: 120, minRate: 10)
  /// ProMotion on iPad Pro (2017 on): 24–120 Hz [APL-PM].
  public static let proMotionPad = DisplayPanel(maxRate: 120, minRate: 24)
  /// ProMotion on the M4 iPad Pro (tandem OLED): 10–120 Hz [APLJP].
  public static let proMotionPadOLED = DisplayPanel(maxRate: 120, minRate: 10)

  /// True for an adaptive (ProMotion) panel: it can run faster than 60 Hz and slows when idle.
  public var isProMotion: Bool { maxRate > 60 }

  /// The highest rate Core Animation lets an app run at on this panel: on iPhone 60 Hz unless
  /// the app's Info.plist sets `CADisableMinimumFrameDurationOnPhone` to YES ("If you set this
  /// key to NO, frame rates higher than the system default are unavailable" [APL-CAD]; the
  /// default is 60 Hz [APL-PM]); on iPad the panel's maximum, opt-in or not.
  public func appRate(on formFactor: FormFactor, optedIn: Bool) -> Int {
    formFactor == .phone && !optedIn ? min(maxRate, DisplayPanel.phoneDefaultRate) : maxRate
  }

  /// The rate an iPhone app runs at without the opt-in: Core Animation's "system default"
  /// [APL-CAD], 60 Hz [APL-PM; renderloop.md §5].
  public static let phoneDefaultRate = 60
}
