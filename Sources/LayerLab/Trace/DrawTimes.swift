/// A draw's moments in virtual time: when the layer asked for it (`display`), and when it
/// passed each of YYAsyncLayer's stages — the block started (C1), the drawing was done (C2),
/// the image was taken out of the context (C3), and main ended it (C4, contents set or work
/// thrown away). A stage not reached is nil (an empty CSV field).
public struct DrawTimes: Sendable, Equatable {
  public var requested: Micros
  public var started: Micros?
  public var drawn: Micros?
  public var imaged: Micros?
  public var finished: Micros?

  public init(
    requested: Micros, started: Micros? = nil, drawn: Micros? = nil, imaged: Micros? = nil,
    finished: Micros? = nil
  ) {
    self.requested = requested
    self.started = started
    self.drawn = drawn
    self.imaged = imaged
    self.finished = finished
  }
}
