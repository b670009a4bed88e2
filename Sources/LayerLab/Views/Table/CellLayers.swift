/// How a table's cells split their content into layers (`layers=`): the same pixels, but not
/// the same work for the GPU.
public enum CellLayers: String, Sendable, CaseIterable {
  /// VVebo's cell: one opaque bitmap for the background and decorations, opaque text labels
  /// filled with their background, and the avatar pre-rounded in its own bitmap. Nothing
  /// blends and nothing needs an offscreen pass.
  case composite
  /// The common UIKit way: translucent labels and image views (no background, bitmaps with
  /// an alpha channel) and the avatar rounded by its layer (`cornerRadius` 20 with
  /// `masksToBounds`), so the GPU blends them and clips the avatar offscreen.
  case separate

  /// One line for `help table`.
  public var summary: String {
    switch self {
    case .composite: "VVebo: one opaque background bitmap, opaque labels, a pre-rounded avatar"
    case .separate: "UIKit: translucent labels and images, the avatar rounded by its layer"
    }
  }
}
