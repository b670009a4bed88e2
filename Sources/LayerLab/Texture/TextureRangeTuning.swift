/// `ASRangeTuningParameters`: how many viewport heights a range reaches past each edge.
public struct TextureRangeTuning: Sendable, Equatable {
  public var leading: Double
  public var trailing: Double

  /// The rows of `geometry` in this range around a viewport of `height` points at `offset`.
  ///
  /// Texture's `CGRectExpandVertically`: when the content moves down the list (the offset
  /// grows) the leading buffer goes below the viewport; otherwise — scrolling up, or no
  /// scroll yet — it goes above (`ASDirectionalScreenfulBufferVertical`).
  public func rows(
    in geometry: RowGeometry, offset: Double, height: Double, movingDown: Bool
  ) -> Range<Int> {
    let below = (movingDown ? leading : trailing) * height
    let above = (movingDown ? trailing : leading) * height
    let top = max(0, offset - above)
    return geometry.rows(in: top, height: offset + height + below - top)
  }
}
