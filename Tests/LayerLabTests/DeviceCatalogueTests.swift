import Testing

@testable import LayerLab

/// The catalogue follows from its published figures: nothing in it is set by hand.
struct DeviceCatalogueTests {
  /// Every device's CPU time for the reference workload is the A13's (the one fitted
  /// constant) × the Geekbench 5 ratio: the four session devices included, none by hand.
  @Test func everySpeedComesFromTheFittedA13AndGeekbench() {
    for device in DeviceProfile.all {
      let expected = Calibration.a13ReferenceMicros * 1334 / device.spec.singleCore
      #expect(abs(device.referenceMicros - expected) < 1e-9, "\(device.name)")
      #expect(device.gpuFillRate == device.spec.derivedFillRate, "\(device.name)")
    }
    #expect(DeviceProfile.iphone11.relativeSpeed == 1)
    #expect(abs(DeviceProfile.iphone6.relativeSpeed - 1334 / 345) < 1e-9)
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

  @Test func slowerChipsHaveLargerFactors() {
    // Slower chips get larger factors: the catalogue is ordered by year, and so are speeds.
    let factors = DeviceProfile.catalogue.filter { $0.name.hasPrefix("iphone") }.map(\.speedFactor)
    #expect(factors == factors.sorted(by: >))
  }
}
