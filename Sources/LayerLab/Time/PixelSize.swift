/// A width and height in whole pixels: a panel's native resolution, or a screen's points
/// × scale.
public struct PixelSize: Sendable, Equatable {
  public let width: Int
  public let height: Int

  public init(_ width: Int, _ height: Int) {
    self.width = width
    self.height = height
  }

  /// `1080x1920`.
  public var text: String { "\(width)x\(height)" }
}
