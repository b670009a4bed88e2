import LayerLab
import LayerLabPango

/// `reset`: run the same experiment again from a clean start.
extension Session {
  /// Replaces the engine with a fresh one that keeps the settings. A Pango renderer is
  /// replaced too, so its layout cache starts empty and a second run is not flattered by
  /// the first one's cache hits.
  func reset() {
    var renderer: (any LayerRenderer)?
    if engine.renderer is PangoLayerRenderer {
      let pango = PangoLayerRenderer()
      pollsInterrupt(pango)
      renderer = pango
    }
    experiment = Experiment(engine: engine.fresh(renderer: renderer))
    out(
      "reset: time 0, no views; \(engine.clock.rawValue) clock, \(engine.device.name), "
        + "pool \(engine.pool.rawValue)" + (engine.device.promotionOptIn ? ", promotion on" : ""))
  }
}
