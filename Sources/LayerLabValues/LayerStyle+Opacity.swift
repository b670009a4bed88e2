/// The alpha the compositor uses: the GPU model and the screen composite must fade alike.
extension LayerStyle {
  /// `alpha` as a fraction in 0…1: values past either end are clamped, and NaN counts as
  /// fully opaque (nothing else could be meant), so a user's number never breaks a product.
  public var unitAlpha: Double {
    alpha.isNaN ? 1 : min(max(alpha, 0), 1)
  }
}
