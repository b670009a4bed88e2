#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The pixel buffer a renderer's surfaces draw into, kept from one render to the next.
///
/// Why: every render drew into a freshly allocated surface and then copied it into the
/// image it returns, so the long-lived image was allocated while the short-lived surface
/// still held the memory before it. Thousands of renders of varying sizes left the heap full
/// of surface-sized holes pinned by images: on the ten-minute fling session
/// (`layerlab-bench --long`) glibc held 115 MB for 65 MB in use. With one buffer reused, a
/// render allocates only its image. The buffer is cleared before each render, as a new cairo
/// surface is, so pixels do not change.
final class SurfaceScratch {
  /// Renders bigger than this get a surface of their own, so one huge render (up to
  /// `TextRenderer.maxPixels`, 64 MiB) does not stay allocated for the renderer's life.
  static let maxBytes = 16 << 20

  private var storage: UnsafeMutableRawPointer?
  private var capacity = 0

  /// A cleared buffer of at least `bytes`, or nil when that is over `maxBytes` or memory ran
  /// out (the caller then makes a surface of its own). Valid until the next call.
  func cleared(bytes: Int) -> UnsafeMutableRawPointer? {
    guard bytes > 0, bytes <= Self.maxBytes else { return nil }
    if bytes > capacity {
      free(storage)
      storage = malloc(bytes)
      capacity = storage == nil ? 0 : bytes
    }
    guard let storage else { return nil }
    memset(storage, 0, bytes)
    return storage
  }

  deinit { free(storage) }
}
