/// A text shadow, like `NSShadow` on an attributed string: a copy of the glyphs' coverage in
/// `color`, moved by the offset and optionally softened, drawn before (under) the text.
///
/// Why it is its own pass: `YYTextLayout` draws shadows in a separate pass before underlines and
/// text and checks its cancel flag before it, so a shadowed label costs one more raster pass, and
/// the workbench times it as one.
///
/// Blur is approximated, not Gaussian: with `blur` > 0 the coverage is added up at nine
/// positions, a 3 x 3 grid spaced `blur / 2` points apart around the offset, each at about 1/9
/// weight (cairo's ADD operator in a scratch group, so the sum is a true box average), and it is
/// painted at the colour's alpha. Inside the glyphs the shadow keeps its full alpha; it fades to
/// nothing over about `blur` points at the edges. It is a cheap stand-in for CoreGraphics'
/// Gaussian: nine mask paints instead of a convolution.
public struct TextShadow: Sendable, Equatable, Hashable {
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
    color: Color = Color(r: 0, g: 0, b: 0, a: 85),
    offsetX: Double = 0,
    offsetY: Double = 1,
    blur: Double = 0
  ) {
    self.color = color
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.blur = blur
  }

  /// True when colour, offsets and blur are finite numbers; the renderer refuses the others.
  var isFinite: Bool { offsetX.isFinite && offsetY.isFinite && blur.isFinite }

  /// Where the coverage is painted, in points relative to the text, and each copy's weight.
  /// One copy at the offset for a hard shadow; the 3 x 3 grid described above for a blurred one.
  /// `scale` is the device scale: a blur under half a pixel cannot be seen and is skipped.
  func taps(scale: Double) -> [(dx: Double, dy: Double, weight: Double)] {
    let radius = max(0, blur) / 2
    guard radius * scale >= 0.25 else { return [(offsetX, offsetY, 1)] }
    var taps: [(dx: Double, dy: Double, weight: Double)] = []
    for row in -1...1 {
      for column in -1...1 {
        // 8-bit weights adding up to exactly 255/255 (three of 29, six of 28), so full cover
        // really reaches the shadow's alpha instead of 252/255.
        let weight = (column == 0 ? 29.0 : 28.0) / 255
        taps.append((offsetX + Double(column) * radius, offsetY + Double(row) * radius, weight))
      }
    }
    return taps
  }
}
