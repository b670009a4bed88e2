import Foundation

/// Reading script files: whole, as UTF-8, split into lines.
public enum ScriptFile {
  /// The most a script may hold; larger files are refused rather than read into memory.
  public static let maxBytes = 16 << 20

  /// The file's text, or nil when it cannot be read (missing, a directory, not UTF-8, too big).
  public static func load(_ path: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? NSNumber, size.intValue <= maxBytes,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return String(data: data, encoding: .utf8)
  }

  /// Lines without their terminators; a final empty line after the last newline is dropped.
  public static func lines(_ text: String) -> [String] {
    // Split on scalars: Swift treats "\r\n" as one Character, which a "\n" split would miss.
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      var line = String(String.UnicodeScalarView($0))
      if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
      return line
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
