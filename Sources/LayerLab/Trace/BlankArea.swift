/// What of the screen showed nothing at one vsync: the screen's pixels, how many of them show
/// a layer that should have content and has none (``ContentCoverage``), and from how many
/// layers. The frame the render server showed keeps one, and so does its CSV row.
public struct BlankArea: Sendable, Equatable {
  public var screenPixels = 0
  public var blankPixels = 0
  public var blankLayers = 0

  public init(screenPixels: Int = 0, blankPixels: Int = 0, blankLayers: Int = 0) {
    self.screenPixels = screenPixels
    self.blankPixels = blankPixels
    self.blankLayers = blankLayers
  }

  /// The blank area as a share of the screen (the viewport), in per cent.
  public var percent: Double {
    screenPixels > 0 ? Double(blankPixels) * 100 / Double(screenPixels) : 0
  }
}
