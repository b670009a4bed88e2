/// The memory the model tracks at one vsync: the app's (``Engine/memoryBytes``: layers'
/// contents, bitmaps drawn and not yet set, the image memory cache) and, within it, the
/// layers' contents (the figure `peak contents bytes` maximises).
public struct MemoryGauge: Sendable, Equatable {
  public var appBytes = 0
  public var contentsBytes = 0

  public init(appBytes: Int = 0, contentsBytes: Int = 0) {
    self.appBytes = appBytes
    self.contentsBytes = contentsBytes
  }
}
