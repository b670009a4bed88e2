/// The bitmap memory budget: no statement may make the layers need more than this.
///
/// Both limits protect the host, not the simulated phone: every layer's bitmap is drawn for
/// real by Cairo, so a statement that would need gigabytes is refused before it runs.
public enum BitmapBudget {
  /// The most bytes all layers' bitmaps may need at once (width × height × 4 × scale²).
  public static let maxBytes = 256 << 20
  /// The largest bitmap side a layer may need, in device pixels (the project's own limit,
  /// well under Cairo's 32 767).
  public static let maxSide = 4096

  /// The bytes a layer's bitmap needs at the device scale.
  public static func bytes(of frame: Rect, scale: Double) -> Int {
    let width = Int((frame.width * scale).rounded(.up))
    let height = Int((frame.height * scale).rounded(.up))
    return width * height * 4
  }

  /// Bytes every visible layer would need if drawn now (a plain view never draws).
  public static func needed(in engine: Engine) -> Int {
    let scale = engine.device.scale
    return engine.views.values.reduce(0) {
      $0 + ($1.layer.hidden || !$1.draws ? 0 : bytes(of: $1.layer.frame, scale: scale))
    }
  }

  /// Refuses a change that would take the layers over the budget or a side over the limit.
  static func check(in engine: Engine, replacing layer: Layer?, with frames: [Rect])
    throws(ModelError)
  {
    let scale = engine.device.scale
    var total = needed(in: engine)
    if let layer, !layer.hidden { total -= bytes(of: layer.frame, scale: scale) }
    for frame in frames {
      guard frame.width * scale <= Double(maxSide), frame.height * scale <= Double(maxSide)
      else {
        throw ModelError(
          "a \(Rect.format(frame.width))x\(Rect.format(frame.height)) pt layer needs more than "
            + "\(maxSide) px a side at @\(Rect.format(scale))x")
      }
      total += bytes(of: frame, scale: scale)
    }
    guard total <= maxBytes else {
      throw ModelError(
        "that would need \(total >> 20) MiB of layer bitmaps; the bitmap-bytes limit is "
          + "\(maxBytes >> 20) MiB (make views smaller or fewer)")
    }
  }
}
