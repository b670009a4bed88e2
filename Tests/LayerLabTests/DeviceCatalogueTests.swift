import Testing

@testable import LayerLab

/// The catalogue follows from its published figures: nothing in it is set by hand.
struct DeviceCatalogueTests {
  @Test func everyCatalogueSpeedComesFromItsFigures() {
    for device in DeviceProfile.catalogue {
      #expect(device.speedFactor == device.spec.derivedSpeedFactor, "\(device.name)")
      #expect(device.gpuFillRate == device.spec.derivedFillRate, "\(device.name)")
    }
  }

  @Test func theDerivationReproducesTheSessionDevicesItCovers() {
    // iphone11 is the anchor (factor 3); the A9 SE now follows the same rule.
    #expect(DeviceProfile.iphone11.spec.derivedSpeedFactor == 3)
    #expect(DeviceProfile.iphoneSE.speedFactor == DeviceProfile.iphoneSE.spec.derivedSpeedFactor)
    // 630 GFLOPS × 71.5 = 45,045 → 45,000, as the GPU model's hand-written iphone11 rate.
    #expect(DeviceProfile.iphone11.spec.derivedFillRate == DeviceProfile.iphone11.gpuFillRate)
    #expect(DeviceProfile.iphone6.spec.derivedFillRate == DeviceProfile.iphone6.gpuFillRate)
  }

  @Test func namesAreUniqueAndProMotionDevicesHaveHalfTheBudget() {
    let names = DeviceProfile.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(DeviceProfile.named("iPhone13Pro")?.frameInterval == 8_333)
    #expect(DeviceProfile.named("iphone12")?.frameInterval == 16_666)
    // Slower chips get larger factors: the catalogue is ordered by year, and so are speeds.
    let factors = DeviceProfile.catalogue.filter { $0.name.hasPrefix("iphone") }.map(\.speedFactor)
    #expect(factors == factors.sorted(by: >))
  }
}
