import Foundation

/// Where the files a statement names are: resolved against the script that names them,
/// under the `--out` folder when they are written, and under `--safe` kept inside the current
/// folder. A value made from the settings each time (``Session/paths``), so it never goes stale.
///
/// `--safe`: a session file from someone else may read and write only under the current
/// folder (and the `--out` folder): no `save`/`export`/`plot`/`.output`/`.once` outside it, no
/// `.read`, `compare` or feed file from outside it, no image directory or cache outside it.
///
/// Why: a `.lab` file is a program; `--safe` is what makes running one from a stranger no more
/// dangerous than looking at it. Paths are compared after resolving `..` and symbolic links
/// (`realpath`), so a link inside the folder that points out of it is refused too.
///
/// `--out DIR`: where relative output paths go.
struct FilePaths {
  /// `--safe` is on.
  var safe: Bool
  /// The `--out` folder, if any.
  var outputDirectory: String?

  /// A path named in a script: relative to the including file's folder, as psql's `\ir`.
  static func resolve(_ path: String, from location: Location) -> String {
    guard !path.hasPrefix("/"), case .file(let including, _) = location,
      let slash = including.lastIndex(of: "/")
    else { return path }
    return String(including[...slash]) + path
  }

  /// The folders a `--safe` session may touch, resolved; nil when `--safe` is off.
  var safeRoots: [String]? {
    guard safe else { return nil }
    var roots = [FileManager.default.currentDirectoryPath]
    if let out = outputDirectory, !out.isEmpty { roots.append(out) }
    return roots.map { RealPath.resolved($0) ?? $0 }
  }

  /// `path`, unchanged, when `--safe` is off or the path lies under a safe folder; else a
  /// one-line refusal naming what was asked (`what`: "write", "read", "image folder").
  ///
  /// Every path a statement reads or writes passes here, `--safe` or not, so this is also
  /// where a NUL is refused: the C calls that open the file stop at it, so `"a\0b.csv"`
  /// would write `a`, past the extension check that saw `.csv`.
  func confine(_ path: String, for what: String) throws(ShellError) -> String {
    guard !path.unicodeScalars.contains("\0") else {
      throw ShellError(
        "cannot \(what) '\(Excerpt.of(path.replacingOccurrences(of: "\0", with: "\\0")))': "
          + "a file name cannot hold a NUL character; remove it")
    }
    guard let roots = safeRoots else { return path }
    let resolved = RealPath.resolved(path) ?? RealPath.resolvedParent(of: path)
    guard resolved != nil || what != "write" else {
      throw ShellError(
        "cannot write '\(Excerpt.of(path))': its folder does not exist; make it first")
    }
    let inside =
      resolved.map { target in roots.contains { RealPath.path(target, isUnder: $0) } }
      ?? false
    guard inside else { throw Self.outside(path, what, roots: roots) }
    return path
  }

  /// The `--safe` refusal of `path`, found here by its name or on the file opened
  /// (``OpenedFile``); `roots` are the allowed folders, the current one and then `--out`'s.
  static func outside(_ path: String, _ what: String, roots: [String]) -> ShellError {
    ShellError(
      "--safe: cannot \(what) '\(Excerpt.of(path))': it is outside the current folder"
        + (roots.count > 1 ? " and --out" : "") + "; run without --safe to allow it")
  }

  /// `path` for a file the session writes (`save`, `export`, `plot`, `.output`, `.once`):
  /// under the `--out` folder when one is set and the path is relative, else unchanged.
  /// The folder is made on first use (with its parents); a folder that cannot be made is a
  /// one-line error and nothing is written.
  ///
  /// Why: a session run from the repository root otherwise leaves its CSVs and PNGs beside
  /// the sources (issue 12: `git status` clean after a run); with `--out` one flag sends them
  /// all elsewhere, while absolute paths keep meaning what they say.
  func outputPath(_ path: String) throws(ShellError) -> String {
    guard let directory = outputDirectory, !directory.isEmpty, !path.hasPrefix("/")
    else { return try confine(path, for: "write") }
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      do {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw ShellError(
          "cannot make the --out folder '\(Excerpt.of(directory))'; choose a writable folder")
      }
    } else if !isDirectory.boolValue {
      throw ShellError(
        "--out '\(Excerpt.of(directory))' is a file, not a folder; choose a folder")
    }
    return try confine(
      (directory.hasSuffix("/") ? directory : directory + "/") + path, for: "write")
  }
}

extension Session {
  /// The file rules of the current settings (`--safe`, `--out`).
  var paths: FilePaths {
    FilePaths(safe: settings.safe, outputDirectory: settings.outputDirectory)
  }
}
