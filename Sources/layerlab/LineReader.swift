import Foundation
import LayerLabShell

/// Reads stdin a line at a time without ever holding more than a line's limit.
///
/// `readLine()` buffers a whole line however long it is (one 100 MB line took 1.9 GB once
/// tokenized); this reader keeps at most `limit` bytes and skips the rest of a longer line,
/// reporting it as too long so that the shell can refuse it by number.
struct LineReader {
  /// What one read produced.
  enum Line: Equatable {
    /// A line without its `\n` or `\r\n`; invalid UTF-8 is repaired to U+FFFD, as
    /// `readLine()` does.
    case text(String)
    /// A line longer than the limit; its bytes were read and dropped.
    case tooLong
  }

  /// The most bytes a line may have (without its terminator).
  let limit: Int

  init(limit: Int = Session.maxLineBytes) {
    self.limit = limit
  }

  /// The next line, or nil at the end of input.
  func next() -> Line? {
    var bytes: [UInt8] = []
    var overflowed = false
    var sawAny = false
    while true {
      let byte = getchar_unlocked()
      if byte == EOF {
        guard sawAny else { return nil }
        break
      }
      sawAny = true
      if byte == 0x0A { break }
      if bytes.count < limit + 1 {
        bytes.append(UInt8(truncatingIfNeeded: byte))
      } else {
        overflowed = true
      }
    }
    if bytes.last == 0x0D { bytes.removeLast() }
    if overflowed || bytes.count > limit { return .tooLong }
    return .text(String(decoding: bytes, as: UTF8.self))
  }
}
