/// How a shadow is drawn.
///
/// Blur is approximated, not Gaussian: with `blur` > 0 the coverage is added up at nine
/// positions, a 3 x 3 grid spaced `blur / 2` points apart around the offset, each at about 1/9
/// weight (cairo's ADD operator in a scratch group, so the sum is a true box average), and it is
/// painted at the colour's alpha. Inside the glyphs the shadow keeps its full alpha; it fades to
/// nothing over about `blur` points at the edges. It is a cheap stand-in for CoreGraphics'
/// Gaussian: nine mask paints instead of a convolution.
extension TextShadowStyle {
  /// True when offsets and blur are finite numbers; the renderer refuses the others.
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
