/// `Rect`, `Color`, `TextAlignment`, `SplitMix64` and the drawing values live in
/// `LayerLabValues`, shared with the renderer; re-exported so model users see them as before.
@_exported import LayerLabValues
