/// Specs and outputs speak the shared `Rect`, `Color` and `TextAlignment`; re-exported so a
/// caller of the renderer needs no second import.
@_exported import LayerLabValues
