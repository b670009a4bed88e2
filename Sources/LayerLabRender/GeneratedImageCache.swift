import Synchronization

/// Generated pictures' encoded bytes, made once per URL, size and format for the whole process.
///
/// Why: `GeneratedImage.picture` is a pure function of the URL, the size and the format, and encoding it
/// (cairo's PNG writer, zlib's deflate) was a fifth of a repeated compare's host time — every
/// run of every row made the same pictures again (perf over `compare … runs=20` of
/// prototype-scroll.lab). Shared by the runs' threads; the bytes are values, so a kept one is
/// the picture made again, byte for byte. Nothing the model prices changes: a download's time
/// follows the bytes, which are the same.
final class GeneratedImageCache: Sendable {
  static let shared = GeneratedImageCache()

  /// At most 32 MiB of encoded bytes kept (a 160 px stand-in is ~20 KB, a 1080 px one ~1 MB),
  /// the oldest dropped first.
  static let maxBytes = 32 << 20

  private struct Key: Hashable {
    var url: String
    var format: ImageFormat
    var width: Int
    var height: Int
  }

  private struct State {
    var pictures: [Key: [UInt8]] = [:]
    var order: [Key] = []
    var bytes = 0
  }

  private let state = Mutex(State())

  /// The bytes for `url` at this size: kept ones, or `make()`'s, kept.
  func bytes(
    for url: String, format: ImageFormat, width: Int, height: Int,
    make: () throws(RenderError) -> [UInt8]
  ) throws(RenderError) -> [UInt8] {
    let key = Key(url: url, format: format, width: width, height: height)
    if let kept = state.withLock({ $0.pictures[key] }) { return kept }
    let made = try make()
    guard made.count <= Self.maxBytes else { return made }
    state.withLock { state in
      guard state.pictures[key] == nil else { return }
      state.pictures[key] = made
      state.order.append(key)
      state.bytes += made.count
      var dropped = 0
      while state.bytes > Self.maxBytes, dropped < state.order.count {
        let oldest = state.order[dropped]
        state.bytes -= state.pictures.removeValue(forKey: oldest)?.count ?? 0
        dropped += 1
      }
      state.order.removeFirst(dropped)
    }
    return made
  }
}
