import LayerLab

/// Why one frame appeared late, in the words `explain frames` groups by, with the fix the
/// model knows.
///
/// Why a separate type: `explain frame N` prints the cause of one frame and `explain frames`
/// groups many by it, so both must classify a hitch the same way.
struct HitchCause: Sendable, Equatable {
  /// The group's name: "sync draw on main: feed.cell*", "render: offscreen passes".
  var label: String
  /// What would help, when the model knows: "try strategy=async".
  var hint: String?

  /// The layer name cut to its view and cell, the cell's number starred, so all of a table's
  /// cells and their sublayers group together: `feed.cell12.text` → `feed.cell*`. A top-level
  /// name is kept as it is.
  static func family(of layer: String) -> String {
    let parts = layer.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return layer }
    var out = String(parts[0]) + "."
    var inDigits = false
    for character in parts[1] {
      if character.isASCII, character.isNumber {
        if !inDigits { out.append("*") }
        inDigits = true
      } else {
        out.append(character)
        inDigits = false
      }
    }
    return out
  }
}
