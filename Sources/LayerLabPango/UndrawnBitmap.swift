import LayerLab

/// A layer's bitmap that was never drawn (`PangoLayerRenderer(drawsPixels: false)`): the model
/// sees its size, as it sees a drawn one's, and there are no pixels to composite or save — a
/// screen shows nothing for it, and `pngData(of:)` has none to give.
public final class UndrawnBitmap: Bitmap {
  public let pixelWidth: Int
  public let pixelHeight: Int

  init(pixelWidth: Int, pixelHeight: Int) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }
}
