import LayerLab

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps image files inside the image directory.
///
/// Why: a feed or a script names image files, and without a fence `../../etc/passwd`,
/// `/etc/shadow`, `file:///root/.ssh/id_rsa` or a symbolic link planted in the directory
/// would be opened (and, before, quoted in the error). The check is made twice: on the path as
/// written with `.` and `..` worked out (so a path outside is refused without touching the file
/// system), then on the real path with every symbolic link resolved (so a link inside that
/// points outside is refused too). The real path is the one read.
enum ImageConfinement {
  /// The real path of `path`, which must lie inside `directory`.
  static func resolve(_ path: String, inside directory: String, url: String, at: String)
    throws(ModelError) -> String
  {
    let outside = ModelError(
      "cannot load image \(url): it is outside the image directory '\(directory)'; "
        + "image files must be inside 'images dir='")
    let root = lexical(absolute(directory))
    guard contains(root, lexical(absolute(path))) else { throw outside }
    guard let realRoot = real(directory) else {
      throw ModelError(
        "cannot load image \(url): the image directory '\(directory)' is gone; "
          + "set it again with 'images dir=DIR'")
    }
    guard let realPath = real(path) else {
      throw ModelError(
        "cannot load image \(url): no such file\(at); check the name and 'images dir='")
    }
    guard contains(realRoot, realPath) else { throw outside }
    return realPath
  }

  /// Whether `path` is `root` or below it (both absolute, normalised).
  static func contains(_ root: String, _ path: String) -> Bool {
    root == "/" || path == root || path.hasPrefix(root + "/")
  }

  /// `path` made absolute against the working directory.
  static func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "/" + path }
    let cwd = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return cwd + "/" + path
  }

  /// An absolute path with `.`, `..` and repeated slashes worked out, without the file system.
  static func lexical(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..": _ = parts.popLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// realpath(3): the absolute path with every symbolic link resolved; nil if it does not exist.
  static func real(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
