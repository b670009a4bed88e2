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
    return roots.map { RealPath.resolved($0) ?? $0 }
  }

  /// `path`, unchanged, when `--safe` is off or the path lies under a safe folder; else a
  /// one-line refusal naming what was asked (`what`: "write", "read", "image folder").
  func confine(_ path: String, for what: String) throws(ShellError) -> String {
    guard let roots = safeRoots else { return path }
    let resolved = RealPath.resolved(path) ?? RealPath.resolvedParent(of: path)
    guard resolved != nil || what != "write" else {
      throw ShellError(
        "cannot write '\(Excerpt.of(path))': its folder does not exist; make it first")
    }
    let inside =
      resolved.map { target in roots.contains { RealPath.path(target, isUnder: $0) } }
      ?? false
    guard inside else {
      throw ShellError(
        "--safe: cannot \(what) '\(Excerpt.of(path))': it is outside the current folder"
          + (settings.outputDirectory == nil ? "" : " and --out")
          + "; run without --safe to allow it")
    }
    return path
  }
}
