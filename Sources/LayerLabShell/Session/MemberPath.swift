/// A typed `NAME.PROPERTY` whose NAME may itself hold dots (`feed.cell1.thumb0` and
/// `cornerRadius`), to be split where the longest prefix that names a view ends.
struct MemberPath {
  let name: String
  let property: String

  /// `NAME.PATH` split after the longest prefix `isView` accepts, nil when none does: the
  /// candidates are every prefix of the whole that ends before a dot, longest first.
  func split(isView: (String) -> Bool) -> (view: String, property: String)? {
    // ASCII names (nearly all) are split at their dots' bytes, where a byte is a character,
    // which finds what the character search finds without walking graphemes on every
    // statement.
    if name.isOneBytePerCharacter, property.isOneBytePerCharacter {
      return splitASCII(isView: isView)
    }
    let full = name + "." + property
    var end = full.endIndex
    while let dot = full[..<end].lastIndex(of: ".") {
      let head = String(full[..<dot])
      if isView(head) { return (head, String(full[full.index(after: dot)...])) }
      end = dot
    }
    return nil
  }

  /// ``split(isView:)`` for an ASCII name and property: the same candidates, longest first,
  /// found in the bytes of each part without joining them first.
  private func splitASCII(isView: (String) -> Bool) -> (view: String, property: String)? {
    let dots = property.utf8.indices.filter { property.utf8[$0] == UInt8(ascii: ".") }
    for dot in dots.reversed() {
      let head = name + "." + String(property[..<dot])
      if isView(head) { return (head, String(property[property.utf8.index(after: dot)...])) }
    }
    if isView(name) { return (name, property) }
    var end = name.utf8.endIndex
    while let dot = name.utf8[..<end].lastIndex(of: UInt8(ascii: ".")) {
      let head = String(name[..<dot])
      if isView(head) {
        return (head, String(name[name.utf8.index(after: dot)...]) + "." + property)
      }
      end = dot
    }
    return nil
  }
}
