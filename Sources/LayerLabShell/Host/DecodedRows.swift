import LayerLab
import Synchronization

/// Rows decoded from a JSON file, kept for the whole process by the file's bytes.
///
/// Why: a compared script that says `rows=posts.json` reads the same file in every run, and
/// decoding it (the JSON parser, the row records) was a sixth of a repeated compare's setup
/// (perf over `compare … runs=20` of prototype-scroll.lab: 80 runs, one 400-row file). The
/// file is still opened and read each time — its confinement (`--safe`) and its errors are
/// the read's — and a kept decode is used only when the bytes are the same, byte for byte, so
/// an edited file is decoded again. Shared by the runs' threads; the rows are values.
final class DecodedRows: Sendable {
  static let shared = DecodedRows()

  /// At most 32 MiB of file bytes kept with their rows (the rows take a few times that), the
  /// oldest dropped first; a bigger file is decoded every time.
  static let maxBytes = 32 << 20

  private struct State {
    var kept: [(bytes: [UInt8], rows: [RowRecord])] = []
    var bytes = 0
  }

  private let state = Mutex(State())

  /// The rows `bytes` decode to: a kept decode of the same bytes, or `decode()`'s, kept.
  func rows(
    for bytes: [UInt8], decode: () throws(ShellError) -> [RowRecord]
  ) throws(ShellError) -> [RowRecord] {
    if let rows = state.withLock({ state in state.kept.first { $0.bytes == bytes }?.rows }) {
      return rows
    }
    let rows = try decode()
    guard bytes.count <= Self.maxBytes else { return rows }
    state.withLock { state in
      guard !state.kept.contains(where: { $0.bytes == bytes }) else { return }
      state.kept.append((bytes, rows))
      state.bytes += bytes.count
      while state.bytes > Self.maxBytes, let oldest = state.kept.first {
        state.bytes -= oldest.bytes.count
        state.kept.removeFirst()
      }
    }
    return rows
  }
}
