import Foundation

/// `--out DIR`: where relative output paths go.
extension Session {
  /// `path` for a file the session writes (`save`, `export`, `plot`, `.output`, `.once`):
  /// under the `--out` folder when one is set and the path is relative, else unchanged.
  /// The folder is made on first use (with its parents); a folder that cannot be made is a
  /// one-line error and nothing is written.
  ///
  /// Why: a session run from the repository root otherwise leaves its CSVs and PNGs beside
  /// the sources (issue 12: `git status` clean after a run); with `--out` one flag sends them
  /// all elsewhere, while absolute paths keep meaning what they say.
  func outputPath(_ path: String) throws(ShellError) -> String {
    guard let directory = settings.outputDirectory, !directory.isEmpty, !path.hasPrefix("/")
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
