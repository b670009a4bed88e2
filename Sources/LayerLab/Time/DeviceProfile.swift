/// The simulated device as an app sees it: its cores, screen, refresh rate, GPU, and CPU
/// speed.
///
/// Its refresh rate is the app's: the panel's maximum, except on a ProMotion iPhone whose app
/// has not opted in with `CADisableMinimumFrameDurationOnPhone` (`promotionOptIn`), where Core
/// Animation holds it to 60 Hz (`DisplayPanel.appRate`). The vsync grid, the display link and
/// the frame budget all run at that rate.
///
/// Its CPU speed is `relativeSpeed`: how many times slower than the A13 it does UI work, from
/// its Geekbench 5 single-core score through the fitted speed curve (`UnitPrices`).
public struct DeviceProfile: Sendable, Equatable {
  public let name: String
  public let cores: Int
  /// iPhone or iPad: decides whether the app needs the opt-in for the panel's full rate.
  public let formFactor: FormFactor
  /// The screen's refresh rates (its maximum, and for ProMotion its idle floor).
  public let panel: DisplayPanel
  /// Whether the app's Info.plist sets `CADisableMinimumFrameDurationOnPhone` to YES (the
  /// `promotion` setting); only a ProMotion iPhone's rate depends on it.
  public let promotionOptIn: Bool
  /// `UIScreen.scale`: what a point is multiplied by to give the pixels apps and the render
  /// server draw into.
  public let scale: Double
  public let screenWidth: Double
  public let screenHeight: Double
  /// The panel's own pixels (`UIScreen.nativeBounds`): points × scale, except on the phones
  /// whose panel has fewer — the Plus models (414×736 pt @3x = 1242×2208, shown on a
  /// 1080×1920 panel) and the 12 mini (375×812 pt @3x = 1125×2436, on 1080×2340). There the
  /// system renders the whole screen at 3× and downsamples it "in an additional step"
  /// [OLEB, SCR, MPOS]. The model draws and composites the rendered size, as iOS does, and
  /// charges nothing for the downsample: which unit does it and what it costs are not
  /// published (one secondary source says the GPU [IDB-6P]; none measures it).
  public let nativePixels: PixelSize
  /// The GPU's compositing speed in pixel operations per µs (a pixel written, a texture
  /// pixel read, or a pixel read beneath for blending each count one).
  ///
  /// An ESTIMATE: Apple publishes no fill rate (renderloop.md §3). Derived from one published
  /// timing and scaled by theoretical FP32 GFLOPS (devices.md, Philip Turner's table), never
  /// tuned to make hitches appear or vanish:
  /// - Anchor, WWDC14 419: a full-screen dark blur took ~14.5 ms on (by context) an iPad 3rd
  ///   gen, 2048×1536 = 3,145,728 px, in 5 passes. Counting each pass as one screen written
  ///   and one read: 5 × 2 × 3,145,728 = 31,457,280 operations in 14.5 − 5 × 0.15 (switch
  ///   gaps) = 13.75 ms → 2,288 per µs. Its A5X GPU (4 × SGX543 at 250 MHz × 32 FLOP/clock,
  ///   devices.md's method for the A5) ≈ 32 GFLOPS → 71.5 operations per µs per GFLOPS.
  /// - Each profile: its GPU's GFLOPS × 71.5, rounded to 3 figures.
  public let gpuFillRate: Double
  /// The published figures behind the profile.
  public let spec: DeviceSpec
  /// The major version of the newest iOS (iPadOS on an iPad) Apple ships for the device, which
  /// the model runs it under: the 4s stops at 9, the 5 at 10, the 6 at 12 … (Apple's
  /// compatibility lists, `docs/research/devices.md` §6). What differs by version is in
  /// `IOSRelease`.
  public let ios: Int

  public init(
    name: String, cores: Int, formFactor: FormFactor, panel: DisplayPanel, scale: Double,
    screenWidth: Double, screenHeight: Double, nativePixels: PixelSize? = nil,
    gpuFillRate: Double, spec: DeviceSpec, ios: Int, promotionOptIn: Bool = false
  ) {
    self.name = name
    self.ios = ios
    self.cores = cores
    self.formFactor = formFactor
    self.panel = panel
    self.promotionOptIn = promotionOptIn
    self.scale = scale
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.nativePixels =
      nativePixels
      ?? PixelSize(Int((screenWidth * scale).rounded()), Int((screenHeight * scale).rounded()))
    self.gpuFillRate = gpuFillRate
    self.spec = spec
  }

  /// The rate the app runs at in Hz: its display link's ticks and the render server's vsyncs
  /// per second (60 on a ProMotion iPhone without the opt-in, the panel's maximum otherwise).
  public var refreshRate: Int { panel.appRate(on: formFactor, optedIn: promotionOptIn) }

  /// True when the opt-in changes this device's rate: a ProMotion iPhone.
  public var rateNeedsOptIn: Bool { formFactor == .phone && panel.isProMotion }

  /// The same device under an app that does (or does not) set
  /// `CADisableMinimumFrameDurationOnPhone`.
  public func optingIn(_ on: Bool) -> DeviceProfile {
    DeviceProfile(
      name: name, cores: cores, formFactor: formFactor, panel: panel, scale: scale,
      screenWidth: screenWidth, screenHeight: screenHeight, nativePixels: nativePixels,
      gpuFillRate: gpuFillRate, spec: spec, ios: ios, promotionOptIn: on)
  }

  /// `iOS 12`, or `iPadOS 26` on an iPad.
  public var iosName: String { "\(formFactor == .pad ? "iPadOS" : "iOS") \(ios)" }

  /// The CPU clocks' figures: the chip's (`DeviceSpec.clock`), hearing UIKit's scroll-burst
  /// hints only where the device's iOS sends them (`IOSRelease.scrollBurstHints`).
  public var clock: CPUClockSpec {
    var clock = spec.clock
    if ios < IOSRelease.scrollBurstHints {
      clock.hearsBurstHints = false
      clock.sources +=
        "; \(iosName), before iOS \(IOSRelease.scrollBurstHints): no burst hints from UIKit"
    }
    return clock
  }

  /// The pixels apps and the render server draw into: points × scale.
  public var renderedPixels: PixelSize {
    PixelSize(Int((screenWidth * scale).rounded()), Int((screenHeight * scale).rounded()))
  }

  /// True when the panel shows the rendered screen downsampled (8 Plus, 12 mini).
  public var isDownsampled: Bool { nativePixels != renderedPixels }

  /// The default device: 6 cores, 60 Hz, @2x, 414×896 pt.
  public static let iphone11 = DeviceProfile(
    name: "iphone11", cores: 6, formFactor: .phone, panel: .fixed60, scale: 2, screenWidth: 414,
    screenHeight: 896,
    gpuFillRate: 45_000,  // A13, 630 GFLOPS × 71.5 = 45,045
    spec: DeviceSpec.a13.citing("screen [GIST-RS, JJ]"), ios: 26)
  /// A small, slow device (SE 1st gen, 2016, A9): 2 cores, 60 Hz, @2x, 320×568 pt. Named
  /// `iphonese1` since the SE 2nd and 3rd gen joined the catalogue; `iphone-se`, its old
  /// name, still selects it (`aliases`).
  public static let iphoneSE1 = DeviceProfile(
    name: "iphonese1", cores: 2, formFactor: .phone, panel: .fixed60, scale: 2, screenWidth: 320,
    screenHeight: 568,
    gpuFillRate: 17_900,  // SE 1st gen, A9: 250 GFLOPS × 71.5 = 17,875
    spec: DeviceSpec(
      soc: "A9", cpu: "2", singleCore: 544, gpuGFLOPS: 250,
      sources: "GB5 [NR-A9]; GPU [PT]; screen [JJ]"), ios: 15)
  /// A fast device with a 120 Hz ProMotion screen (24–120 Hz, no opt-in on iPad [APL-PM]):
  /// 8 cores, @2x, 1024×1366 pt, taken as the M1 iPad Pro (4P+4E): 2,617 GFLOPS × 71.5 =
  /// 187,116.
  public static let ipadPro = DeviceProfile(
    name: "ipad-pro", cores: 8, formFactor: .pad, panel: .proMotionPad, scale: 2,
    screenWidth: 1024, screenHeight: 1366, gpuFillRate: 187_000,
    spec: DeviceSpec(
      soc: "M1", cpu: "4P+4E", singleCore: 1718, gpuGFLOPS: 2617,
      sources: "GB5 [MR-M1]; GPU [PT]; ProMotion [APL-PM]"), ios: 26)

  /// The phone VVeboTableView and YYKit were tuned on (2014, A8): 2 cores, 60 Hz, @2x,
  /// 375×667 pt.
  public static let iphone6 = DeviceProfile(
    name: "iphone6", cores: 2, formFactor: .phone, panel: .fixed60, scale: 2, screenWidth: 375,
    screenHeight: 667,
    gpuFillRate: 9_720,  // A8, 136 GFLOPS × 71.5 = 9,724
    spec: DeviceSpec(
      soc: "A8", cpu: "2", singleCore: 345, singleCoreEstimated: true, gpuGFLOPS: 136,
      sources: "GB5 EST from GB3 ratios [IDB, PA-A9]; GPU [PT]"), ios: 12)

  /// Every built-in profile, in the order `device` lists them: the four the sessions were
  /// written for, then the catalogue by year.
  public static let all: [DeviceProfile] =
    [.iphone11, .iphoneSE1, .ipadPro, .iphone6] + DeviceProfile.catalogue

  /// Old names that still select a profile, with the name they stand for: `iphone-se` meant
  /// the 2016 SE before the SE 2nd and 3rd gen were added, and sessions may still say it.
  public static let aliases: [String: String] = ["iphone-se": "iphonese1"]

  /// Looks a profile up by its name (`iphone11`, `iphonese1`, `ipad-pro`, `iphone6`, …) or
  /// an alias (`iphone-se`), in any case, as an app without the ProMotion opt-in sees it.
  public static func named(_ name: String) -> DeviceProfile? {
    let key = name.lowercased()
    let wanted = aliases[key] ?? key
    return all.first { $0.name == wanted }
  }

  /// The virtual time of the `index`-th vsync (index 1 is the first after start).
  ///
  /// Integer division keeps every vsync on an exact microsecond, so 60 Hz gives
  /// 16666, 33333, 50000, … rather than drifting fractions.
  public func vsyncTime(_ index: Int64) -> Micros {
    index * 1_000_000 / Int64(refreshRate)
  }

  /// The index of the first vsync strictly after `time`.
  public func vsyncIndex(after time: Micros) -> Int64 {
    var index = max(1, time * Int64(refreshRate) / 1_000_000)
    while vsyncTime(index) <= time { index += 1 }
    return index
  }

  /// How many times slower than the A13 this device does UI work at the standard prices'
  /// speed curve (`UnitPrices.slowdown`; iphone11 = 1).
  public var relativeSpeed: Double {
    UnitPrices.standard.slowdown(singleCore: spec.singleCore)
  }

  /// The render formulas' factor on this device under `clock model`: they price the A13, so
  /// it is the slowdown.
  public var speedFactor: Double { relativeSpeed }

  /// µs this device takes for `ReferenceWorkload` at the standard prices (what `device`
  /// prints and `clock measured` compares the host with).
  public var referenceMicros: Double {
    ReferenceWorkload.modelReference * relativeSpeed
  }

  /// The CPU's cores, P first, from the spec's P and E counts (`cores` when the spec gives no
  /// split). `cores` stays what YYDispatchQueuePool reads (`activeProcessorCount`).
  public var cpuCores: [CPUCore] {
    let kinds = spec.coreKinds
    guard kinds.performance + kinds.efficiency == cores else {
      return CPUCore.cores(performance: cores, efficiency: 0)
    }
    return CPUCore.cores(performance: kinds.performance, efficiency: kinds.efficiency)
  }

  /// One frame's budget in microseconds at the app's rate (16 666 at 60 Hz).
  public var frameInterval: Micros { 1_000_000 / Int64(refreshRate) }
}
