/// The points in a run-loop turn at which observers are called, with CFRunLoop's bit values.
public struct RunLoopActivity: OptionSet, Sendable, Hashable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let entry = RunLoopActivity(rawValue: 1)
  public static let beforeTimers = RunLoopActivity(rawValue: 2)
  public static let beforeSources = RunLoopActivity(rawValue: 4)
  public static let beforeWaiting = RunLoopActivity(rawValue: 32)
  public static let afterWaiting = RunLoopActivity(rawValue: 64)
  public static let exit = RunLoopActivity(rawValue: 128)

  /// The name used in events and transcripts (`BeforeWaiting`, …) for a single activity.
  public var name: String {
    switch self {
    case .entry: "Entry"
    case .beforeTimers: "BeforeTimers"
    case .beforeSources: "BeforeSources"
    case .beforeWaiting: "BeforeWaiting"
    case .afterWaiting: "AfterWaiting"
    case .exit: "Exit"
    default: "0x" + String(rawValue, radix: 16)
    }
  }
}
