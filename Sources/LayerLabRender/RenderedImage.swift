import CPangoCairo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One pixel with straight (un-premultiplied) 8-bit channels.
///
/// Why un-premultiplied: tests and exporters reason about "the colour that was drawn", and a
/// premultiplied half-transparent red reads as (128, 128, 0, 0), which nobody expects.
public struct Pixel: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// Alpha.
  public var a: UInt8
  /// Red.
  public var r: UInt8
  /// Green.
  public var g: UInt8
  /// Blue.
  public var b: UInt8

  /// Creates a pixel from straight channels, in ARGB order like cairo's format name.
  public init(a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
    self.a = a
    self.r = r
    self.g = g
    self.b = b
  }

  /// `argb(a,r,g,b)`, for readable test failures.
  public var description: String { "argb(\(a),\(r),\(g),\(b))" }
}

/// A finished bitmap: cairo ARGB32 pixels (premultiplied, native-endian 32-bit words, rows packed
/// without padding) copied out of the surface that drew them.
///
/// Why a copy instead of keeping the surface: iOS's `UIGraphicsGetImageFromCurrentImageContext`
/// copies as well, the copy is what the `image` stage times, and an image that owns only an
/// immutable Swift array is genuinely `Sendable` (checked by the compiler, no `@unchecked`) and
/// can be read from any thread while its renderer goes on drawing.
public final class RenderedImage: Sendable {
  /// Width in pixels.
  public let pixelWidth: Int
  /// Height in pixels.
  public let pixelHeight: Int
  /// The pixels, `pixelWidth * 4` bytes per row, each pixel a premultiplied ARGB32 word in the
  /// host's byte order (the layout of `CAIRO_FORMAT_ARGB32`).
  public let bytes: [UInt8]

  /// Wraps premultiplied ARGB32 words in host byte order, rows packed. Why public: exporters
  /// and tests build reference images without a renderer. Throws when the count does not match.
  public init(pixelWidth: Int, pixelHeight: Int, premultipliedARGB32 bytes: [UInt8])
    throws(RenderError)
  {
    let (area, overflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
    guard pixelWidth >= 1, pixelHeight >= 1, !overflow, area <= Int.max / 4,
      bytes.count == area * 4
    else {
      throw RenderError(
        "\(bytes.count) bytes do not make a \(pixelWidth) x \(pixelHeight) argb32 image; "
          + "pass width * height * 4 bytes")
    }
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.bytes = bytes
  }

  /// Copies a flushed cairo image surface (ARGB32, or RGB24 which gets opaque alpha). The
  /// caller keeps ownership of the surface.
  init(copying surface: OpaquePointer) throws(RenderError) {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let format = cairo_image_surface_get_format(surface)
    guard width >= 1, height >= 1, stride >= width * 4,
      format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
      let source = cairo_image_surface_get_data(surface)
    else {
      throw RenderError("cannot read a \(width) x \(height) surface; draw into an argb32 surface")
    }
    let rowBytes = width * 4
    var copy = [UInt8](
      unsafeUninitializedCapacity: Self.sizeClass(rowBytes * height),
      initializingWith: { buffer, count in
        guard let target = buffer.baseAddress else { return }
        if stride == rowBytes {
          memcpy(target, source, rowBytes * height)
        } else {
          for row in 0..<height {
            memcpy(target + row * rowBytes, source + row * stride, rowBytes)
          }
        }
        count = rowBytes * height
      })
    if format == CAIRO_FORMAT_RGB24 {
      Self.forceOpaque(&copy)
    }
    pixelWidth = width
    pixelHeight = height
    bytes = copy
  }

  /// The capacity a copy of `bytes` pixels bytes is given: rounded up to a multiple of
  /// 128 KiB past 256 KiB.
  ///
  /// Why: images of every height come and go as cells scroll by, and an image freed leaves a
  /// hole the next one fits only if it is no bigger, so the heap filled with holes a little
  /// too small (the ten-minute fling session: 101 MB of heap for 68 MB in use). In a few size
  /// classes a freed image's hole takes the next image of its class. At most 128 KiB (about
  /// 10 % of a feed cell's bitmap) is unused.
  static func sizeClass(_ bytes: Int) -> Int {
    let step = 128 << 10
    guard bytes > 2 * step else { return bytes }
    let (rounded, overflow) = bytes.addingReportingOverflow(step - 1)
    return overflow ? bytes : rounded / step * step
  }

  /// One transparent pixel: the image an undrawn render carries (`RenderOutput.drawn`).
  static let standIn: RenderedImage = {
    do {
      return try RenderedImage(pixelWidth: 1, pixelHeight: 1, premultipliedARGB32: [0, 0, 0, 0])
    } catch {
      preconditionFailure("four bytes make a 1 x 1 image")
    }
  }()

  /// Size of the pixel buffer: `pixelWidth * pixelHeight * 4`.
  public var byteCount: Int { bytes.count }

  /// The pixel at (x, y), un-premultiplied; nil outside the image.
  public func pixel(x: Int, y: Int) -> Pixel? {
    guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
    let word = word(at: (y * pixelWidth + x) * 4)
    let alpha = UInt8(truncatingIfNeeded: word >> 24)
    guard alpha > 0 else { return Pixel(a: 0, r: 0, g: 0, b: 0) }
    return Pixel(
      a: alpha,
      r: Self.unpremultiply(word >> 16, alpha: alpha),
      g: Self.unpremultiply(word >> 8, alpha: alpha),
      b: Self.unpremultiply(word, alpha: alpha))
  }

  /// True when both images have the same size and byte-identical pixels. Why not `Equatable`:
  /// images are reference objects, and `==` on them would invite identity confusion.
  public func hasSamePixels(as other: RenderedImage) -> Bool {
    pixelWidth == other.pixelWidth && pixelHeight == other.pixelHeight && bytes == other.bytes
  }

  /// A 64-bit FNV-1a hash of the pixels: cheap to store, print and compare in traces and
  /// golden tests, where keeping whole bitmaps would be wasteful.
  public var checksum: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The native-endian 32-bit word starting at `offset` (always in bounds: callers check).
  private func word(at offset: Int) -> UInt32 {
    bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
  }

  /// Undoes premultiplication of one channel (the low 8 bits of `channel`), rounding to nearest
  /// and clamping, since a malformed buffer may hold a channel larger than its alpha.
  private static func unpremultiply(_ channel: UInt32, alpha: UInt8) -> UInt8 {
    let value = channel & 0xff
    let straight = (value * 255 + UInt32(alpha) / 2) / UInt32(alpha)
    return UInt8(min(straight, 255))
  }

  /// Sets the alpha byte of every word to 0xff: in RGB24 that byte is undefined.
  private static func forceOpaque(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBytes { raw in
      for offset in stride(from: 0, to: raw.count, by: 4) {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self) | 0xff00_0000
        raw.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
      }
    }
  }
}
