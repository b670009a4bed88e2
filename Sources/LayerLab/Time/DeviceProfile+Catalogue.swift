/// The device catalogue: one profile per row of `docs/research/devices.md`'s table that
/// the four session devices do not already cover. Cores are the CPUs the OS schedules on
/// (the A10 shows two at a time); screens are points, scale and panel as listed — every
/// iPhone before the 13 Pro a fixed 60 Hz panel (the SE 3rd gen, 2022, too: ProMotion came
/// only to the 13 Pro and later Pro models [APL-PM]), those Pro models and the iPad Pros
/// ProMotion (`DisplayPanel`'s sources). Devices with the same chip share its spec
/// (`DeviceSpec.a11` …), so they have the same CPU speed.
/// Each CPU speed (`relativeSpeed`) and GPU fill rate is *derived* from the row's Geekbench
/// 5 score and GFLOPS (`UnitPrices.slowdown`, `DeviceSpec.derivedFillRate`) — nothing here is
/// tuned.
extension DeviceProfile {
  /// A catalogue profile with its derived speeds.
  static func derived(
    _ name: String, cores: Int, _ formFactor: FormFactor, _ panel: DisplayPanel, scale: Double,
    points: (Double, Double), panelPixels: PixelSize? = nil, ios: Int, _ spec: DeviceSpec
  ) -> DeviceProfile {
    DeviceProfile(
      name: name, cores: cores, formFactor: formFactor, panel: panel, scale: scale,
      screenWidth: points.0, screenHeight: points.1, nativePixels: panelPixels,
      gpuFillRate: spec.derivedFillRate, spec: spec, ios: ios)
  }

  /// Oldest first.
  public static let catalogue: [DeviceProfile] = [
    derived(
      "iphone4s", cores: 2, .phone, .fixed60, scale: 2, points: (320, 480), ios: 9,
      DeviceSpec(
        soc: "A5", cpu: "2", singleCore: 50, singleCoreEstimated: true, gpuGFLOPS: 12.8,
        gpuEstimated: true,
        sources: "GB5 EST 45–55 chained from GB2/GB3 [AT-5, HH12]; GPU EST 200 MHz × 2 × 32 "
          + "[TH-4S]; screen [ALI]")),
    derived(
      "iphone5", cores: 2, .phone, .fixed60, scale: 2, points: (320, 568), ios: 10,
      DeviceSpec(
        soc: "A6", cpu: "2", singleCore: 140, singleCoreEstimated: true, gpuGFLOPS: 25.5,
        gpuEstimated: true,
        sources: "GB5 EST from GB3 A7/A6 [ITPP]; GPU EST 266 MHz × 3 × 32 [MR-A6]; screen [ALI]")),
    derived(
      "iphone6s", cores: 2, .phone, .fixed60, scale: 2, points: (375, 667), ios: 15,
      DeviceSpec(
        soc: "A9", cpu: "2", singleCore: 544, gpuGFLOPS: 250,
        sources: "GB5 [NR-A9, IUF]; GPU [PT]")),
    derived(
      "iphone7", cores: 2, .phone, .fixed60, scale: 2, points: (375, 667), ios: 15,
      DeviceSpec(
        soc: "A10 Fusion", cpu: "2P+2E, one pair at a time (the OS sees 2)", singleCore: 750,
        singleCoreEstimated: true, gpuGFLOPS: 346,
        sources: "GB5 EST from GB4 ratios [NBC-A10]; GPU [PT]")),
    derived(
      "iphone8", cores: 6, .phone, .fixed60, scale: 2, points: (375, 667), ios: 16,
      DeviceSpec.a11.citing("A11 [VB, PCPER]; screen [SCR, RES]")),
    // The 8 Plus renders 414×736 pt at 3× (1242×2208) and its panel shows that downsampled
    // to 1080×1920 (`nativePixels`); the model draws and composites the 1242×2208.
    derived(
      "iphone8plus", cores: 6, .phone, .fixed60, scale: 3, points: (414, 736),
      panelPixels: PixelSize(1080, 1920), ios: 16,
      DeviceSpec.a11.citing("A11 [PCPER]; screen [SCR, RES]; downsampled to the panel [OLEB]")),
    derived(
      "iphonex", cores: 6, .phone, .fixed60, scale: 3, points: (375, 812), ios: 16,
      DeviceSpec.a11.citing("screen [JJ, DG]")),
    derived(
      "iphonexr", cores: 6, .phone, .fixed60, scale: 2, points: (414, 896), ios: 18,
      DeviceSpec.a12.citing("A12 [HH-XS]; screen [DG, RES]")),
    derived(
      "iphonexs", cores: 6, .phone, .fixed60, scale: 3, points: (375, 812), ios: 18,
      DeviceSpec.a12.citing("screen [DG]")),
    derived(
      "iphone11pro", cores: 6, .phone, .fixed60, scale: 3, points: (375, 812), ios: 26,
      DeviceSpec.a13.citing("A13, 11 Pro avg 1,327 [IHL]; screen [DG, RES]")),
    derived(
      "iphonese2", cores: 6, .phone, .fixed60, scale: 2, points: (375, 667), ios: 26,
      DeviceSpec.a13.citing(
        "A13 at 2.66 GHz [AT-SE], SE 2 1,308–1,312 [IUF, IM-SE3]; "
          + "screen [SCR, RES]")),
    // The 12 mini, like the 8 Plus, renders at 3× (1125×2436) for a 1080×2340 panel.
    derived(
      "iphone12mini", cores: 6, .phone, .fixed60, scale: 3, points: (375, 812),
      panelPixels: PixelSize(1080, 2340), ios: 26,
      DeviceSpec.a14.citing("A14 [HH-12, WP-12]; screen [SCR, RES, MPOS]")),
    derived(
      "iphone12", cores: 6, .phone, .fixed60, scale: 3, points: (390, 844), ios: 26,
      DeviceSpec.a14.citing("screen [GIST-RS, DG]")),
    derived(
      "iphone13pro", cores: 6, .phone, .proMotionPhone, scale: 3, points: (390, 844), ios: 26,
      DeviceSpec.a15.citing("ProMotion [APL-PM]")),
    derived(
      "iphonese3", cores: 6, .phone, .fixed60, scale: 2, points: (375, 667), ios: 26,
      DeviceSpec.a15FourCoreGPU.citing("screen [RES]")),
    derived(
      "iphone14pro", cores: 6, .phone, .proMotionPhone, scale: 3, points: (393, 852), ios: 26,
      DeviceSpec(
        soc: "A16 Bionic", cpu: "2P+4E", singleCore: 1883, gpuGFLOPS: 1789,
        sources: "GB5 [MR-14, ITD]; GPU [PT]; screen [DG, GIST-RS]; ProMotion [APL-PM]")),
    derived(
      "iphone15pro", cores: 6, .phone, .proMotionPhone, scale: 3, points: (393, 852), ios: 26,
      DeviceSpec(
        soc: "A17 Pro", cpu: "2P+4E", singleCore: 2200, singleCoreEstimated: true,
        gpuGFLOPS: 2147, gpuEstimated: true,
        sources: "GB5 EST from the GB6 ratio A17 Pro/A16 [TPU, IGN]; GPU EST A16 × 6/5 cores "
          + "[BS]; screen [DG]; ProMotion [APL-PM]")),
    derived(
      "iphone16pro", cores: 6, .phone, .proMotionPhone, scale: 3, points: (402, 874), ios: 26,
      DeviceSpec(
        soc: "A18 Pro", cpu: "2P+4E", singleCore: 2500, singleCoreEstimated: true,
        gpuGFLOPS: 2614, gpuEstimated: true,
        sources: "GB5 EST from the GB6 ratio A18 Pro/A17 Pro [PA-16]; GPU EST A17 Pro × GB6 "
          + "Metal ratio 32,848/26,976 [IGN]; screen [DG, PUB-16]; ProMotion [APL-PM]")),
    derived(
      "ipadpro2018", cores: 8, .pad, .proMotionPad, scale: 2, points: (834, 1194), ios: 26,
      DeviceSpec(
        soc: "A12X Bionic", cpu: "4P+4E", singleCore: 1120, gpuGFLOPS: 1011, gpuEstimated: true,
        sources: "GB5 [MR-M1, MR-A14]; GPU EST 7/8 of the A12Z [PT]; screen [DG-IPAD]; "
          + "ProMotion [APL-PM]")),
    derived(
      "ipadpro-m4", cores: 9, .pad, .proMotionPadOLED, scale: 2, points: (834, 1210), ios: 26,
      DeviceSpec(
        soc: "M4", cpu: "3P+6E", singleCore: 2700, singleCoreEstimated: true, gpuGFLOPS: 3271,
        gpuEstimated: true,
        sources: "GB5 EST from the GB6 ratio M4/M1 [MCR]; GPU EST M1 × 10/8 cores [ITB]; "
          + "screen [DG-IPAD]; ProMotion 10–120 Hz [APLJP]")),
  ]
}
