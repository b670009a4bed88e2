import Foundation

/// `--safe`: a session file from someone else may read and write only under the current
/// folder (and the `--out` folder): no `save`/`export`/`plot`/`.output`/`.once` outside it, no
/// `.read`, `compare` or feed file from outside it, no image directory or cache outside it.
///
/// Why: a `.lab` file is a program; `--safe` is what makes running one from a stranger no more
/// dangerous than looking at it. Paths are compared after resolving `..` and symbolic links
/// (`realpath`), so a link inside the folder that points out of it is refused too.
extension Session {
  /// The folders a `--safe` session may touch, resolved; nil when `--safe` is off.
  var safeRoots: [String]? {
    guard settings.safe else { return nil }
    var roots = [FileManager.default.currentDirectoryPath]
    if let out = settings.outputDirectory, !out.isEmpty { roots.append(out) }
    return roots.map { Session.resolvedPath($0) ?? $0 }
  }

  /// `path`, unchanged, when `--safe` is off or the path lies under a safe folder; else a
  /// one-line refusal naming what was asked (`what`: "write", "read", "image folder").
  func confine(_ path: String, for what: String) throws(ShellError) -> String {
    guard let roots = safeRoots else { return path }
    let resolved = Session.resolvedPath(path) ?? Session.resolvedParent(of: path)
    guard resolved != nil || what != "write" else {
      throw ShellError(
        "cannot write '\(Excerpt.of(path))': its folder does not exist; make it first")
    }
    let inside =
      resolved.map { target in roots.contains { Session.path(target, isUnder: $0) } }
      ?? false
    guard inside else {
      throw ShellError(
        "--safe: cannot \(what) '\(Excerpt.of(path))': it is outside the current folder"
          + (settings.outputDirectory == nil ? "" : " and --out")
          + "; run without --safe to allow it")
    }
    return path
  }

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
  static func resolvedPath(_ path: String) -> String? {
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
      let folder = resolvedPath(url.deletingLastPathComponent().path)
    else { return nil }
    return (folder.hasSuffix("/") ? folder : folder + "/") + name
  }
}
