import Foundation
import Testing

@testable import LayerLab

/// The catalogue follows from its published figures: nothing in it is set by hand.
struct DeviceCatalogueTests {
  /// Every device's speed is the A13's × the fitted curve over the Geekbench 5 ratio: the
  /// four session devices included, none by hand.
  @Test func everySpeedComesFromTheFittedCurveAndGeekbench() {
    let exponent = UnitPrices.standard[.speedExponent]
    for device in DeviceProfile.all {
      let expected = pow(1334 / device.spec.singleCore, exponent)
      #expect(abs(device.relativeSpeed - expected) < 1e-9, "\(device.name)")
      #expect(
        abs(device.referenceMicros - ReferenceWorkload.modelReference * expected) < 1e-6,
        "\(device.name)")
      #expect(device.gpuFillRate == device.spec.derivedFillRate, "\(device.name)")
    }
    #expect(DeviceProfile.iphone11.relativeSpeed == 1)
  }

  @Test func theDerivationReproducesTheSessionDevicesItCovers() {
    // 630 GFLOPS × 71.5 = 45,045 → 45,000, as the GPU model's hand-written iphone11 rate.
    #expect(DeviceProfile.iphone11.spec.derivedFillRate == DeviceProfile.iphone11.gpuFillRate)
    #expect(DeviceProfile.iphone6.spec.derivedFillRate == DeviceProfile.iphone6.gpuFillRate)
  }

  /// A ProMotion iPhone runs an app at 60 Hz unless its Info.plist sets
  /// `CADisableMinimumFrameDurationOnPhone` (Apple's ProMotion article); an iPad Pro runs it
  /// at 120 Hz without; a 60 Hz panel stays at 60 either way.
  @Test func proMotionIPhonesNeedTheOptInAndIPadsDoNot() throws {
    let names = DeviceProfile.all.map(\.name)
    #expect(Set(names).count == names.count)
    let phone = try #require(DeviceProfile.named("iPhone13Pro"))
    #expect(phone.frameInterval == 16_666)
    #expect(phone.optingIn(true).frameInterval == 8_333)
    #expect(phone.panel.maxRate == 120 && phone.refreshRate == 60)
    #expect(DeviceProfile.named("ipadpro2018")?.frameInterval == 8_333)
    #expect(DeviceProfile.ipadPro.optingIn(false).frameInterval == 8_333)
    #expect(DeviceProfile.named("iphone12")?.optingIn(true).frameInterval == 16_666)
    let proMotionPhones = DeviceProfile.all.filter(\.rateNeedsOptIn).map(\.name)
    #expect(proMotionPhones == ["iphone13pro", "iphone14pro", "iphone15pro", "iphone16pro"])
    let pads = DeviceProfile.all.filter { $0.formFactor == .pad }.map(\.name)
    #expect(pads == ["ipad-pro", "ipadpro2018", "ipadpro-m4"])
    let padPanels = DeviceProfile.all.filter { $0.formFactor == .pad }.map(\.panel)
    #expect(padPanels.allSatisfy { $0.isProMotion })
  }

  /// The phones people target (issue 22): each name resolves, with its chip, the cores the
  /// scheduler sees, its scale, points and panel.
  @Test(arguments: [
    ("iphone8", "A11 Bionic", 2, 4, 2.0, 375.0, 667.0, PixelSize(750, 1334)),
    ("iphone8plus", "A11 Bionic", 2, 4, 3, 414, 736, PixelSize(1080, 1920)),
    ("iphonexr", "A12 Bionic", 2, 4, 2, 414, 896, PixelSize(828, 1792)),
    ("iphone11pro", "A13 Bionic", 2, 4, 3, 375, 812, PixelSize(1125, 2436)),
    ("iphonese2", "A13 Bionic", 2, 4, 2, 375, 667, PixelSize(750, 1334)),
    ("iphonese3", "A15 Bionic", 2, 4, 2, 375, 667, PixelSize(750, 1334)),
    ("iphone12mini", "A14 Bionic", 2, 4, 3, 375, 812, PixelSize(1080, 2340)),
  ])
  func theNewPhonesResolveWithTheirChipAndScreen(
    name: String, chip: String, p: Int, e: Int, scale: Double, width: Double, height: Double,
    panel: PixelSize
  ) throws {
    let device = try #require(DeviceProfile.named(name))
    #expect(device.name == name && device.spec.soc == chip)
    #expect(device.cores == p + e)
    #expect(device.cpuCores.filter { $0.kind == .performance }.count == p)
    #expect(device.cpuCores.filter { $0.kind == .efficiency }.count == e)
    #expect(device.scale == scale && device.screenWidth == width && device.screenHeight == height)
    #expect(device.nativePixels == panel)
    #expect(device.panel == .fixed60 && device.refreshRate == 60)
  }

  /// The 8 Plus and 12 mini render at 3× and their panels show it downsampled; the model
  /// draws the rendered size (points × scale), as the phones do.
  @Test func aDownsampledPanelStillRendersAtThreeTimesThePoints() throws {
    let plus = try #require(DeviceProfile.named("iphone8plus"))
    #expect(plus.renderedPixels == PixelSize(1242, 2208) && plus.isDownsampled)
    let mini = try #require(DeviceProfile.named("iphone12mini"))
    #expect(mini.renderedPixels == PixelSize(1125, 2436) && mini.isDownsampled)
    #expect(mini.optingIn(true).nativePixels == PixelSize(1080, 2340))
    let downsampled = DeviceProfile.all.filter(\.isDownsampled).map(\.name)
    #expect(downsampled == ["iphone8plus", "iphone12mini"])
  }

  /// One chip, one CPU speed: every device with the same chip has the same Geekbench score,
  /// so the same reference-workload time, whichever row it was written in.
  @Test func theSameChipIsTheSameSpeed() throws {
    let byChip = Dictionary(grouping: DeviceProfile.all, by: \.spec.soc)
    for (chip, devices) in byChip {
      let times = Set(devices.map(\.referenceMicros))
      #expect(times.count == 1, "\(chip): \(devices.map(\.name))")
    }
    let a11 = try #require(byChip["A11 Bionic"]).map(\.name)
    #expect(Set(a11) == ["iphone8", "iphone8plus", "iphonex"])
    let a13 = try #require(byChip["A13 Bionic"]).map(\.name)
    #expect(Set(a13) == ["iphone11", "iphone11pro", "iphonese2"])
    #expect(
      DeviceProfile.named("iphonese2")?.referenceMicros == DeviceProfile.iphone11.referenceMicros)
    // The SE 3rd gen's A15 has one GPU core fewer than the 13 Pro's: same CPU, less GPU.
    let se3 = try #require(DeviceProfile.named("iphonese3"))
    let pro = try #require(DeviceProfile.named("iphone13pro"))
    #expect(se3.referenceMicros == pro.referenceMicros)
    #expect(se3.gpuFillRate < pro.gpuFillRate && se3.spec.gpuEstimated)
  }

  /// The 2016 SE is `iphonese1`; its old name still selects it, in any case.
  @Test func theOldSENameIsAnAliasOfTheRenamedRow() throws {
    #expect(DeviceProfile.named("iphone-se") == .iphoneSE1)
    #expect(DeviceProfile.named("iPhone-SE") == .iphoneSE1)
    #expect(DeviceProfile.iphoneSE1.name == "iphonese1")
    #expect(DeviceProfile.iphoneSE1.spec.soc == "A9")
    #expect(!DeviceProfile.all.map(\.name).contains("iphone-se"))
    for (alias, name) in DeviceProfile.aliases {
      #expect(DeviceProfile.named(alias)?.name == name)
    }
  }

  @Test func slowerChipsHaveLargerFactors() {
    // Slower chips get larger factors: the catalogue is ordered by year, and so are speeds.
    let factors = DeviceProfile.catalogue.filter { $0.name.hasPrefix("iphone") }.map(\.speedFactor)
    #expect(factors == factors.sorted(by: >))
  }
}
