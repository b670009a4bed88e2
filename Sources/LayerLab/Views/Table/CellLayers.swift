/// How a table's cells split their content into layers (`layers=`): the same pixels, but not
/// the same work for the GPU.
public enum CellLayers: String, Sendable, CaseIterable {
  /// VVebo's cell: one opaque bitmap for the background and decorations (a prototype's
  /// `flattened=true` views), its labels opaque and filled with their background. Nothing
  /// blends and nothing needs an offscreen pass.
  case composite
  /// The common UIKit way: every view a layer of its own, with the look the prototype gives
  /// it (`Sessions/render.lab` makes the feed cell's labels translucent by hand).
  case separate

  /// One line for `help table`.
  public var summary: String {
    switch self {
    case .composite: "VVebo: the flattened views in one opaque bitmap, opaque labels"
    case .separate: "UIKit: every view a layer of its own"
    }
  }
}
