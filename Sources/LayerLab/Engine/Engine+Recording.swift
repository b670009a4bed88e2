/// The recording's figures that need the engine's settings or a process's state beside the
/// records: the vsync grid of the current device, when the display link is next due, now.
extension Engine {
  /// One row per vsync kept and complete (`Recording.frameRows`).
  public var frameRows: [FrameRow] {
    recording.frameRows(on: device, displayLinkDue: main.displayLink.due, now: now)
  }

  /// One timing per CA commit the render server took (`Recording.frameTimings`).
  public var frameTimings: [FrameTiming] { recording.frameTimings(on: device) }

  /// The earliest time from which every store the frame figures read is complete, on the
  /// current device's vsync grid (`Recording.completeSince(on:)`).
  public var completeSince: Micros { recording.completeSince(on: device) }
}
