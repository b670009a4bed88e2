/// The bitmap memory budget: no statement may make the layers need more than this.
extension Engine {
  /// The most bytes all layers' bitmaps may need at once (width × height × 4 × scale²).
  public static let bitmapBudget = 256 << 20

  /// The bytes a layer's bitmap needs at the device scale.
  public func bitmapBytes(of frame: Rect) -> Int {
    let width = Int((frame.width * device.scale).rounded(.up))
    let height = Int((frame.height * device.scale).rounded(.up))
    return width * height * 4
  }

  /// Bytes every layer would need if drawn now.
  public var neededBitmapBytes: Int {
    views.values.reduce(0) { $0 + ($1.layer.hidden ? 0 : bitmapBytes(of: $1.layer.frame)) }
  }

  /// Refuses a change that would take the layers over the budget.
  func checkBudget(replacing layer: Layer?, with frames: [Rect]) throws(ModelError) {
    var total = neededBitmapBytes
    if let layer, !layer.hidden { total -= bitmapBytes(of: layer.frame) }
    for frame in frames {
      guard frame.width * device.scale <= Double(Engine.maxBitmapSide),
        frame.height * device.scale <= Double(Engine.maxBitmapSide)
      else {
        throw ModelError(
          "a \(Rect.format(frame.width))x\(Rect.format(frame.height)) pt layer needs more than "
            + "\(Engine.maxBitmapSide) px a side at @\(Rect.format(device.scale))x")
      }
      total += bitmapBytes(of: frame)
    }
    guard total <= Engine.bitmapBudget else {
      throw ModelError(
        "that would need \(total >> 20) MiB of layer bitmaps; the budget is "
          + "\(Engine.bitmapBudget >> 20) MiB (make views smaller or fewer)")
    }
  }

  /// Refuses a new cell whose layers would take the total over the budget.
  func checkBudget(adding cell: CellView) throws(ModelError) {
    let layout = cellLayout(for: cell)
    var frames = [Rect(x: 0, y: 0, width: layout.width, height: layout.height), layout.textRect]
    if let rt = layout.retweetTextRect { frames.append(rt) }
    try checkBudget(replacing: nil, with: frames)
  }
}
