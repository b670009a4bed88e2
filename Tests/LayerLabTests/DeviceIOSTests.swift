import Testing

@testable import LayerLab

/// Issue 41: each device runs the newest iOS Apple ships for it, and what came with a release
/// is on only where the device runs it — UIKit's scroll-burst hints and Auto Layout's iOS 12
/// engine (`IOSRelease`).
struct DeviceIOSTests {
  /// Apple's compatibility lists (docs/research/devices.md §6): the 4s stops at iOS 9, the 5
  /// at 10, the 6 at 12; every A13 and later device runs iOS 26.
  @Test func theCatalogueGivesEachDeviceItsNewestIOS() throws {
    let expected = ["iphone4s": 9, "iphone5": 10, "iphone6": 12, "iphone7": 15, "iphonex": 16]
    for (name, ios) in expected {
      #expect(try #require(DeviceProfile.named(name)).ios == ios, "\(name)")
    }
    for device in DeviceProfile.all where device.spec.singleCore >= DeviceSpec.a13SingleCore {
      #expect(device.ios == 26, "\(device.name)")
    }
    #expect(DeviceProfile.ipadPro.iosName == "iPadOS 26")
  }

  @Test func onlyADeviceOnIOS12OrLaterHearsScrollHints() {
    for device in DeviceProfile.all {
      #expect(
        device.clock.hearsBurstHints == (device.ios >= IOSRelease.scrollBurstHints),
        "\(device.name)")
    }
    #expect(DeviceProfile.all.filter { !$0.clock.hearsBurstHints }.count == 2)
  }

  /// The same 21 views cost the engine's iOS 11 price on the iPhone 5 and its iOS 12 price on
  /// the iPhone 6; the fit makes the older engine the slower, as the iPhone 7 ran it.
  @Test func anEnginePassIsPricedByTheDevicesIOS() throws {
    let costs = CostModel()
    let prices = UnitPrices.standard
    for (name, price) in [("iphone5", PriceName.autolayoutViewIOS11), ("iphone6", .autolayoutView)]
    {
      let device = try #require(DeviceProfile.named(name))
      let pass = costs.engineCost(.autolayout, views: 21, on: device, speedFactor: 1)
      #expect(pass == Micros(cost: 21 * prices[price]), "\(name)")
    }
    #expect(prices[.autolayoutViewIOS11] > prices[.autolayoutView])
    #expect(prices[.stackviewViewIOS11] > prices[.stackviewView])
    #expect(PriceName.stackviewView.onIOS(11) == .stackviewViewIOS11)
    #expect(PriceName.stackviewViewIOS11.anyIOS == .stackviewView)
    #expect(PriceName.layoutGlyph.onIOS(9) == .layoutGlyph)
  }
}
