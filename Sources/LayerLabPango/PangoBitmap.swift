import LayerLab
import LayerLabRender

/// A rendered image as the model's `Bitmap`: the model sees sizes, the shell saves pixels.
public final class PangoBitmap: Bitmap {
  public let image: RenderedImage

  init(_ image: RenderedImage) {
    self.image = image
  }

  public var pixelWidth: Int { image.pixelWidth }
  public var pixelHeight: Int { image.pixelHeight }
}
