/// The bitmap memory budget: no statement may make the layers need more than this.
///
/// Both limits protect the host, not the simulated phone: every layer's bitmap is drawn for
/// real by Cairo, so a statement that would need gigabytes is refused before it runs.
///
/// Why each layer counts twice: a layer that draws keeps its bitmap until the draw replacing
/// it is on screen, so the host holds both at once — as a phone does, whose render server
/// shows the old backing store until the new one is committed. Counting one per layer let
/// four 2048 pt image views on an iPad (64 MiB each) pass a 256 MiB budget and peak at
/// 627 MB (issue 44); counted twice, what the layers hold stays within the budget, plus one
/// render's surface and copy (at most two of the largest layer) and the process's own.
public enum BitmapBudget {
  /// The most bytes all layers' bitmaps may hold at once, each layer twice (its bitmap and
  /// its replacement's: 2 × width × height × 4 × scale²).
  public static let maxBytes = 256 << 20
  /// Bitmaps a drawing layer holds at once: its own and the one a draw replacing it makes.
  public static let heldPerLayer = 2
  /// The largest bitmap side a layer may need, in device pixels (the project's own limit,
  /// well under Cairo's 32 767).
  public static let maxSide = 4096

  /// The bytes a layer of `frame` holds at the device scale: `heldPerLayer` bitmaps of
  /// width × height × 4.
  public static func bytes(of frame: Rect, scale: Double) -> Int {
    let width = Int((frame.width * scale).rounded(.up))
    let height = Int((frame.height * scale).rounded(.up))
    return width * height * 4 * heldPerLayer
  }

  /// Bytes every visible layer would need if drawn now (a plain view never draws).
  public static func needed(in engine: Engine) -> Int {
    let scale = engine.device.scale
    return engine.views.values.reduce(0) {
      $0 + ($1.layer.hidden || !$1.draws ? 0 : bytes(of: $1.layer.frame, scale: scale))
    }
  }

  /// Refuses a change that would take the layers over the budget or a side over the limit:
  /// `layers` (those shown) give way to bitmaps of `frames`.
  static func check(in engine: Engine, replacing layers: [Layer], with frames: [Rect])
    throws(ModelError)
  {
    let scale = engine.device.scale
    var total = needed(in: engine)
    for layer in layers where !layer.hidden { total -= bytes(of: layer.frame, scale: scale) }
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
        "that would need \(total >> 20) MiB of layer bitmaps (each layer's and its "
          + "replacement's); the bitmap-bytes limit is \(maxBytes >> 20) MiB (make views "
          + "smaller or fewer)")
    }
  }
}
