/// A stretch of time one thread held one core: what Instruments' CPU track shows, and what
/// the CPU gauge adds up.
public struct CPUSlice: Sendable, Equatable {
  /// `main`, `render-server`, or a worker queue's label.
  public var thread: String
  /// `P0`, `E3`, …
  public var core: String
  public var start: Micros
  public var end: Micros

  public var duration: Micros { end - start }
}
