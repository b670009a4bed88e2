import LayerLab
import LayerLabRender

/// The screen composite and PNG files: the only place a model `Bitmap` is opened to its
/// pixels, so the shell asks the port and never downcasts.
extension PangoLayerRenderer {
  /// Paints `screen` with `ScreenCompositor.composite`: each layer's bitmap (one this renderer
  /// drew; any other shows as blank), its place, its cut and its `LayerStyle` as the model
  /// has it.
  public func composite(_ screen: ScreenComposite) throws(ModelError) -> any Bitmap {
    let layers = screen.layers.map {
      CompositeLayer(
        image: ($0.contents as? PangoBitmap)?.image, frame: $0.frame, background: $0.background,
        clip: $0.clip, inheritedAlpha: $0.inheritedAlpha, style: $0.style)
    }
    do {
      return PangoBitmap(
        try ScreenCompositor.composite(
          width: screen.width, height: screen.height, scale: screen.scale, page: screen.page,
          layers: layers, tints: screen.tints))
    } catch {
      throw ModelError(error.message)
    }
  }

  /// The PNG bytes of a bitmap this renderer drew; nil for any other.
  public func pngData(of bitmap: any Bitmap) throws(ModelError) -> [UInt8]? {
    guard let image = (bitmap as? PangoBitmap)?.image else { return nil }
    do {
      return try image.pngData()
    } catch {
      throw ModelError(error.message)
    }
  }
}
