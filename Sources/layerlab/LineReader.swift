import Foundation
import LayerLabShell

/// Reads stdin a line at a time without ever holding more than a line's limit.
///
/// `readLine()` buffers a whole line however long it is (one 100 MB line took 1.9 GB once
/// tokenized); this reader keeps at most `limit` bytes and skips the rest of a longer line,
/// reporting it as too long so that the shell can refuse it by number.
///
/// It reads the descriptor with `read(2)`, not stdio: the SIGINT handler is installed without
/// `SA_RESTART` (so a signal wakes a blocked read), and stdio took the `EINTR` for the end of
/// input — a Ctrl-C ended a piped run with status 0, or handed back the half of a line read so
/// far as if it were whole, and the shell ran the fragment. Here an `EINTR` is retried with
/// the line kept, unless `stop` says the run is ending.
final class LineReader {
  /// What one read produced.
  enum Line: Equatable {
    /// A line without its `\n` or `\r\n`; invalid UTF-8 is repaired to U+FFFD, as
    /// `readLine()` does.
    case text(String)
    /// A line longer than the limit; its bytes were read and dropped.
    case tooLong
    /// A signal asked the run to end while the line was read; what was read of it is dropped.
    case interrupted
  }

  /// The most bytes a line may have (without its terminator).
  let limit: Int
  private let descriptor: Int32
  private let stop: () -> Bool
  /// Bytes read but not yet returned: `buffer[start..<end]`.
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0
  private var end = 0
  private var finished = false

  /// - Parameter stop: asked when a read was interrupted by a signal: true ends the reading
  ///   with ``Line/interrupted``; false reads on.
  init(
    descriptor: Int32 = STDIN_FILENO, limit: Int = Session.maxLineBytes,
    stop: @escaping () -> Bool = { false }
  ) {
    self.descriptor = descriptor
    self.limit = limit
    self.stop = stop
  }

  /// The next line, or nil at the end of input.
  func next() -> Line? {
    var bytes: [UInt8] = []
    var overflowed = false
    var sawAny = false
    while true {
      if start == end {
        if finished {
          guard sawAny else { return nil }
          break
        }
        guard fill() else { return .interrupted }
        continue
      }
      sawAny = true
      let newline = buffer[start..<end].firstIndex(of: 0x0A)
      let chunkEnd = newline ?? end
      let room = limit + 1 - bytes.count
      if room > 0 {
        bytes.append(contentsOf: buffer[start..<min(chunkEnd, start + room)])
      }
      if chunkEnd - start > max(room, 0) { overflowed = true }
      start = newline.map { $0 + 1 } ?? end
      if newline != nil { break }
    }
    if bytes.last == 0x0D { bytes.removeLast() }
    // A UTF-8 byte-order mark (Windows editors write one) is not part of the first name:
    // script files lose it in Foundation's UTF-8 decoding (`ScriptFile.read`). Any line's,
    // not only the first's: `cat a.lab b.lab | layerlab` brings b's mark mid-stream, and
    // it was refused as an unknown statement whose name showed nothing wrong.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if overflowed || bytes.count > limit { return .tooLong }
    return .text(String(decoding: bytes, as: UTF8.self))
  }

  /// Reads more into the buffer, retrying reads a signal interrupted; marks the end of input
  /// (or an error reading, which ends it as stdio did). False when `stop` said to end.
  private func fill() -> Bool {
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        (start, end) = (0, count)
        return true
      }
      if count < 0, errno == EINTR {
        if stop() { return false }
        continue
      }
      finished = true
      return true
    }
  }
}
