import LayerLab
import LayerLabRender
import Synchronization

/// A rendered image as the model's `Bitmap`: the model sees sizes, the shell saves pixels.
///
/// Under `clock model` no host time is read, so a draw's pixels are needed only when
/// something shows them (`save`, a screen composite): such a bitmap is *deferred* — its
/// draw's request is kept and drawn the first time ``image`` is read, by the renderer that
/// counted it. A long scroll draws thousands of cells that nobody saves; drawing them all
/// was a quarter of its host time and most of its memory. The pixels are the same either
/// way: a render is a function of its request (`DeferredDrawTests`).
public final class PangoBitmap: Bitmap {
  public let pixelWidth: Int
  public let pixelHeight: Int
  private let state: Mutex<State>

  private enum State {
    case drawn(RenderedImage?)
    case deferred(DeferredDraw)
  }

  init(_ image: RenderedImage) {
    pixelWidth = image.pixelWidth
    pixelHeight = image.pixelHeight
    state = Mutex(.drawn(image))
  }

  /// A bitmap of `pixelWidth` × `pixelHeight` whose pixels `draw` makes when first read.
  init(pixelWidth: Int, pixelHeight: Int, draw: DeferredDraw) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    state = Mutex(.deferred(draw))
  }

  /// The pixels: drawn now if they were deferred (nil if that draw fails, which the counted
  /// render did not: only the surface's allocation is left to fail).
  public var image: RenderedImage? {
    state.withLock { state in
      switch state {
      case .drawn(let image):
        return image
      case .deferred(let draw):
        let image = draw.run()
        state = .drawn(image)
        return image
      }
    }
  }

  /// True while the pixels have not been drawn.
  var isDeferred: Bool {
    state.withLock { state in
      if case .deferred = state { return true }
      return false
    }
  }
}

/// The draw a deferred bitmap makes when its pixels are read: the request, and the renderer
/// that counted it.
///
/// Unchecked: `PangoLayerRenderer` is used from one thread, the engine's, and so is every
/// bitmap it made — pixels are read by that engine's `save` and screen composites. The
/// bitmap's lock keeps the draw to once.
struct DeferredDraw: @unchecked Sendable {
  let renderer: PangoLayerRenderer
  let request: RenderRequest

  func run() -> RenderedImage? {
    renderer.drawPixels(of: request)
  }
}
