/// The simulated device: how many worker cores, how often the screen refreshes, its scale.
///
/// `speedFactor` converts host microseconds of Pango/Cairo work into device microseconds:
/// the host this runs on is usually faster than a phone's CPU at Core Text, so a measured
/// render is multiplied by it. It is the knob to turn when a host is too fast to reproduce
/// the seeds' frame drops.
public struct DeviceProfile: Sendable, Equatable {
  public let name: String
  public let cores: Int
  public let refreshRate: Int
  public let scale: Double
  public let screenWidth: Double
  public let screenHeight: Double
  public let speedFactor: Double

  /// The default device: 6 cores, 60 Hz, @2x, 414×896 pt.
  public static let iphone11 = DeviceProfile(
    name: "iphone11", cores: 6, refreshRate: 60, scale: 2, screenWidth: 414, screenHeight: 896,
    speedFactor: 3)
  /// A small, slow device: 2 cores, 60 Hz, @2x, 320×568 pt.
  public static let iphoneSE = DeviceProfile(
    name: "iphone-se", cores: 2, refreshRate: 60, scale: 2, screenWidth: 320, screenHeight: 568,
    speedFactor: 4)
  /// A fast device with a 120 Hz screen: 8 cores, @2x, 1024×1366 pt.
  public static let ipadPro = DeviceProfile(
    name: "ipad-pro", cores: 8, refreshRate: 120, scale: 2, screenWidth: 1024,
    screenHeight: 1366, speedFactor: 2)

  /// The phone VVeboTableView and YYKit were tuned on (2014, A8): 2 cores, 60 Hz, @2x,
  /// 375×667 pt. Its factor is iphone11's times four, about how much slower an A8 core is than
  /// an A13 in single-core benchmarks (Geekbench 5: ~310 against ~1330); on it, drawing feed
  /// cells on main drops frames as the seeds describe.
  public static let iphone6 = DeviceProfile(
    name: "iphone6", cores: 2, refreshRate: 60, scale: 2, screenWidth: 375, screenHeight: 667,
    speedFactor: 12)

  /// Every built-in profile, in the order `device` lists them.
  public static let all: [DeviceProfile] = [.iphone11, .iphoneSE, .ipadPro, .iphone6]

  /// Looks a profile up by its name (`iphone11`, `iphone-se`, `ipad-pro`, `iphone6`).
  public static func named(_ name: String) -> DeviceProfile? {
    all.first { $0.name == name.lowercased() }
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

  /// One frame's budget in microseconds (16 666 at 60 Hz).
  public var frameInterval: Micros { 1_000_000 / Int64(refreshRate) }
}
