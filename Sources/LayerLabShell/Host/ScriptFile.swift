import Foundation

/// Reading script files: whole, as UTF-8, split into lines.
public enum ScriptFile {
  /// The most a script may hold; larger files are refused rather than read into memory.
  public static let maxBytes = 16 << 20

  /// The file's text, or nil when it cannot be read (missing, a directory, not UTF-8, too big).
  public static func load(_ path: String) -> String? {
    try? read(path)
  }

  /// The file's text, or an error naming why it cannot be had: `cannot read 'x.lab': it is a
  /// directory`. Only regular files are read: a FIFO would block the shell until something
  /// wrote to it, and a device could be endless. `roots`: under `--safe`, the folders the
  /// file opened must really lie in (``OpenedFile``).
  public static func read(_ path: String, within roots: [String]? = nil) throws(ShellError)
    -> String
  {
    let problem = { (why: String) in ShellError("cannot read '\(path)': \(why)") }
    let bytes: [UInt8]
    switch OpenedFile.read(path, maxBytes: maxBytes, within: roots) {
    case .success(let read): bytes = read
    case .failure(.missing): throw problem("no such file")
    case .failure(.permissionDenied): throw problem("permission denied")
    case .failure(.directory): throw problem("it is a directory, not a script")
    case .failure(.notRegular(fifo: true)):
      throw problem("it is a FIFO, not a regular file; save the script to a file")
    case .failure(.notRegular(fifo: false)):
      throw problem("it is not a regular file (a device or socket)")
    case .failure(.tooBig(let size)):
      throw problem("it holds \(size) bytes, over the \(maxBytes >> 20) MiB script-size limit")
    case .failure(.outside): throw FilePaths.outside(path, "read", roots: roots ?? [])
    case .failure(.failed(let why)): throw problem(why)
    }
    guard let text = String(data: Data(bytes), encoding: .utf8) else {
      throw problem("it is not UTF-8 text; save it as UTF-8")
    }
    return text
  }

  /// Lines without their terminators; a final empty line after the last newline is dropped.
  public static func lines(_ text: String) -> [String] {
    var lines: [String] = []
    forEachLine(text) { line, _ in
      lines.append(line)
      return true
    }
    return lines
  }

  /// Calls `body` with each line (without its terminator) and its 1-based number, in order,
  /// until `body` returns false; a final empty line after the last newline is not a line.
  ///
  /// Splits the UTF-8 bytes at `\n` (and drops a `\r` before it): both are ASCII, so a cut
  /// there is always between scalars, and a byte scan does not build a scalar array or a
  /// list of every line first, which made a million-line script cost more than its
  /// statements. Splitting Characters would be wrong as well as slow: Swift reads `\r\n` as
  /// one Character, which a `\n` split would miss.
  public static func forEachLine(_ text: String, _ body: (String, Int) -> Bool) {
    forEachLine(in: text.utf8, body)
  }

  /// ``forEachLine(_:_:)`` over any UTF-8 bytes; generic so a test can count the bytes read.
  static func forEachLine<Bytes: BidirectionalCollection<UInt8>>(
    in bytes: Bytes, _ body: (String, Int) -> Bool
  ) {
    var start = bytes.startIndex
    var number = 1
    while start != bytes.endIndex {
      let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
      var end = newline ?? bytes.endIndex
      if end != start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") {
        end = bytes.index(before: end)
      }
      // The last line, when it is only a `\r`, is the empty line after the last newline.
      if newline == nil, end == start { return }
      guard body(String(decoding: bytes[start..<end], as: UTF8.self), number) else { return }
      guard let newline else { return }
      start = bytes.index(after: newline)
      number += 1
    }
  }
}
