/// A text shadow, like `NSShadow` on an attributed string: a copy of the glyphs' coverage in
/// `color`, moved by the offset and optionally softened, drawn before (under) the text.
///
/// Why it is its own pass: `YYTextLayout` draws shadows in a separate pass before underlines
/// and text and checks its cancel flag before it, so a shadowed label costs one more raster
/// pass, and the workbench times it as one. How the blur is approximated is the renderer's
/// business (`TextShadowStyle+Taps.swift` in LayerLabRender).
public struct TextShadowStyle: Sendable, Equatable, Hashable {
  /// Shadow colour, straight alpha; the alpha scales the whole shadow.
  public var color: Color
  /// Horizontal offset in points; positive moves the shadow right.
  public var offsetX: Double
  /// Vertical offset in points; positive moves the shadow down (UIKit's flipped coordinates).
  public var offsetY: Double
  /// Softening in points; 0 (or anything under half a device pixel) draws a hard shadow.
  /// Negative values count as 0.
  public var blur: Double

  /// Creates a shadow; the defaults are a hard one-point drop shadow in black at one third
  /// alpha, `NSShadow`'s colour.
  public init(
    color: Color = Color(r: 0, g: 0, b: 0, a: 85), offsetX: Double = 0, offsetY: Double = 1,
    blur: Double = 0
  ) {
    self.color = color
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
  }
}
