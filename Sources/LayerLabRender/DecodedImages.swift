import CPangoCairo
import Synchronization

/// Pictures decoded once, for the draws whose host time nobody reads (`TextRenderer.untimed`,
/// set for `clock model`'s renders), shared by every renderer of the process.
///
/// Why: an image view's draw decodes its PNG on every draw, as AsyncDraw's `ADOperation` does,
/// and under `clock model` that decode is priced from the picture's pixels, not from the
/// host's time — so inflating the same bytes again only costs the host, on every redraw of a
/// picture in a run and in every run of a compare. (On prototype-scroll.lab's 160 px pictures
/// it is a small share: the zlib time perf first showed there was `GeneratedImageCache`'s
/// encoding.) A decode is a pure function of the bytes, so a kept one draws the same pixels. Keyed by the
/// bytes' hash and confirmed by comparing the bytes, so two pictures can never be confused.
/// Shared across threads (a compare's runs each have a renderer on their own thread, and
/// repeat the same pictures): the pixels are immutable once kept, and each draw wraps them in
/// a surface of its own.
final class DecodedImages: Sendable {
  static let shared = DecodedImages()

  /// At most 32 MiB of decoded pixels kept: a feed's stand-in pictures are 160 px (100 KiB
  /// each decoded), so hundreds fit; a photo feed's 1080 px ones (4.4 MiB) seven.
  static let maxBytes = 32 << 20

  private struct State {
    var entries: [Int: [DecodedImage]] = [:]
    var bytes = 0
    var clock: UInt64 = 0
  }

  private let state = Mutex(State())

  /// The decoded picture of `encoded` (a picture `ImageHeader.check` accepted): a kept one, or
  /// decoded now and kept.
  func image(_ encoded: [UInt8], name: String) throws(RenderError) -> DecodedImage {
    var hasher = Hasher()
    encoded.withUnsafeBytes { hasher.combine(bytes: $0) }
    let key = hasher.finalize()
    let kept = state.withLock { state -> DecodedImage? in
      state.clock += 1
      guard let image = state.entries[key]?.first(where: { $0.encoded == encoded }) else {
        return nil
      }
      image.used.store(state.clock, ordering: .relaxed)
      return image
    }
    if let kept { return kept }
    let surface = try ImageSurfaces.decodeSurface(encoded, name: name)
    defer { cairo_surface_destroy(surface) }
    let image = DecodedImage(copying: surface, encoded: encoded)
    state.withLock { state in
      state.clock += 1
      image.used.store(state.clock, ordering: .relaxed)
      state.entries[key, default: []].append(image)
      state.bytes += image.byteCount
      Self.evict(&state)
    }
    return image
  }

  /// Drops the least recently used pictures until the kept ones fit `maxBytes`.
  private static func evict(_ state: inout State) {
    while state.bytes > maxBytes {
      let all = state.entries.flatMap { key, images in images.map { (key, $0) } }
      guard
        let (key, oldest) = all.min(by: {
          $0.1.used.load(ordering: .relaxed) < $1.1.used.load(ordering: .relaxed)
        })
      else { return }
      state.entries[key]?.removeAll { $0 === oldest }
      if state.entries[key]?.isEmpty == true { state.entries[key] = nil }
      state.bytes -= oldest.byteCount
    }
  }

  /// Pictures kept now.
  var count: Int { state.withLock { $0.entries.values.reduce(0) { $0 + $1.count } } }
}

/// One decoded picture: cairo's pixels copied into memory of its own, never written again.
final class DecodedImage: Sendable {
  let encoded: [UInt8]
  let width: Int32
  let height: Int32
  let stride: Int32
  let format: cairo_format_t
  nonisolated(unsafe) let pixels: UnsafeMutableRawPointer
  let used = Atomic<UInt64>(0)

  var byteCount: Int { Int(stride) * Int(height) + encoded.count }

  init(copying surface: OpaquePointer, encoded: [UInt8]) {
    cairo_surface_flush(surface)
    self.encoded = encoded
    width = cairo_image_surface_get_width(surface)
    height = cairo_image_surface_get_height(surface)
    stride = cairo_image_surface_get_stride(surface)
    format = cairo_image_surface_get_format(surface)
    let count = Int(stride) * Int(height)
    pixels = UnsafeMutableRawPointer.allocate(byteCount: max(1, count), alignment: 16)
    if let data = cairo_image_surface_get_data(surface) {
      pixels.copyMemory(from: data, byteCount: count)
    }
  }

  deinit { pixels.deallocate() }

  /// A new surface over the pixels, which the caller destroys while it holds this image.
  /// Cairo only reads a source surface's pixels.
  func surface() -> OpaquePointer {
    cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), format, width, height, stride)
  }
}
