import Foundation

/// Paths as the file system resolves them, for `--safe` (``FilePaths/confine(_:for:)``):
/// `.`, `..` and symbolic links followed, folders compared as bytes.
enum RealPath {
  /// True when `path` is `root` or lies inside it, comparing UTF-8 bytes.
  ///
  /// Why bytes and not `String` comparison: Swift's `==` and `hasPrefix` compare by Unicode
  /// canonical equivalence, but Linux file names are bytes, so a folder spelled in NFC
  /// (`café`, U+00E9) and its sibling spelled in NFD (`cafe` + U+0301) are two folders the
  /// string comparison calls one: `--safe` let a script in the first write into the second.
  static func path(_ path: String, isUnder root: String) -> Bool {
    let target = Array(path.utf8)
    var prefix = Array(root.utf8)
    if target == prefix { return true }
    if prefix.last != UInt8(ascii: "/") { prefix.append(UInt8(ascii: "/")) }
    return target.starts(with: prefix)
  }

  /// The absolute path with `.`, `..` and symbolic links resolved; nil when it does not exist.
  static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// For a file not made yet: its resolved folder plus its name (nil when the folder does not
  /// exist either, or the name is `..`).
  static func resolvedParent(of path: String) -> String? {
    let url = URL(fileURLWithPath: path)
    let name = url.lastPathComponent
    guard !name.isEmpty, name != "..", name != ".",
      let folder = resolved(url.deletingLastPathComponent().path)
    else { return nil }
    return (folder.hasSuffix("/") ? folder : folder + "/") + name
  }
}
