/// How much of one frame interval the CPU worked: the time on a core of every thread (main,
/// the render server, the workers) against the interval's length — Xcode's CPU gauge, where
/// 100 % is one core busy all the frame.
public struct CPUShare: Sendable, Equatable {
  /// Time on a core, summed over threads.
  public var busy: Micros = 0
  /// The interval's length (the first frame's starts at 0).
  public var interval: Micros = 0

  public init(busy: Micros = 0, interval: Micros = 0) {
    self.busy = busy
    self.interval = interval
  }

  /// CPU use during the interval, in per cent of one core.
  public var percent: Double {
    interval > 0 ? Double(busy) * 100 / Double(interval) : 0
  }
}
