/// One core of the simulated CPU.
///
/// Apple's chips since the A11 have performance (P) and efficiency (E) cores, all usable at
/// once (devices.md §2, [VB, WC, NBC-A11]); older chips and the A10 (whose two pairs never run
/// together: the OS sees two cores, [NBC-A10]) have only one kind, modelled as P cores.
public struct CPUCore: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case performance = "P"
    case efficiency = "E"
  }

  /// Position in the device's core list: P cores first.
  public let index: Int
  public let kind: Kind
  /// Work done per µs relative to a P core of the same chip (a P core is 1).
  public let speed: Double
  /// `P0`, `P1`, `E2`, …: what the trace and the exports call it.
  public var label: String { "\(kind.rawValue)\(index)" }

  /// An E core's speed relative to a P core of the same chip.
  ///
  /// An ESTIMATE, not a published figure: A13's Thunder cores clock at 1.73 GHz against
  /// Lightning's 2.66 GHz ([AT-SE] in devices.md), a ratio of 0.65; an E core is also a
  /// narrower design that does less per clock, taken here as half as much (assumed — no
  /// measured IPC ratio is in the notes). 0.65 × 0.5 ≈ 0.33, used for every chip with E cores.
  public static let efficiencySpeed = 0.33

  /// The cores of a device with `performance` P and `efficiency` E cores.
  static func cores(performance: Int, efficiency: Int) -> [CPUCore] {
    let p = (0..<max(1, performance)).map { CPUCore(index: $0, kind: .performance, speed: 1) }
    let e = (0..<max(0, efficiency)).map {
      CPUCore(index: p.count + $0, kind: .efficiency, speed: efficiencySpeed)
    }
    return p + e
  }
}
