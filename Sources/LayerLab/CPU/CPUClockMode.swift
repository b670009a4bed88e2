/// How the CPU clock behaves: DVFS with UIKit's burst hints (`cpuclock dynamic`, the
/// default, iOS 12 and later), DVFS on load alone (`cpuclock governor`, as before iOS 12), or
/// every core at peak (`cpuclock fixed`: every piece of work takes what the cost model prices).
public enum CPUClockMode: String, Sendable, CaseIterable {
  /// DVFS (`CPUClock`), and the performance controller hears UIKit: when a scroll begins and
  /// when a scroll frame brings a new cell on screen, the P cluster goes to peak at once
  /// (iOS 12's change: WWDC 2018 keynote, "ramps up processor performance instantly to its
  /// highest state" when it sees a burst coming, "like when you begin scrolling"; session
  /// 202, "What's New in Cocoa Touch": the controller is told when an expensive frame — a new
  /// view becoming visible — comes up in a scroll, where before it reacted too late).
  case dynamic
  /// DVFS on load alone: each cluster ramps up under load and falls back when idle, with no
  /// hint from UIKit — iOS 11 and earlier, and on any iOS the work UIKit does not announce.
  case governor
  /// Every core at its peak frequency, always: the model before DVFS.
  case fixed

  /// Whether the clocks move at all.
  public var isDynamic: Bool { self != .fixed }

  /// Whether UIKit's burst hints reach the performance controller.
  public var hintsBursts: Bool { self == .dynamic }
}
