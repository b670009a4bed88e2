/// The constants the GPU model prices with, each with where it comes from.
///
/// Cost is counted as WWDC10 session 425 counts it: destination pixels written, source pixels
/// read, and render-target switches. Pixels become time through the device's
/// `gpuFillRate` (pixel operations per µs; an estimate, see `DeviceProfile`).
public enum GPUCosts {
  /// The GPU's idle gap per offscreen pass: WWDC14 419 gives "0.1 to 0.2ms" per context
  /// switch; the middle is taken.
  public static let passSwitchGap: Micros = 150

  /// The largest shadow blur radius priced, in device pixels: a user's radius can be any
  /// number, and a kernel wider than this costs no more here (an estimate's cap, not a
  /// published limit).
  public static let maxBlurRadiusPixels = 64

  /// Render prepare, per layer walked, on the iphone11 profile: 2 µs. An ESTIMATE: no
  /// per-layer figure is published; WWDC14 419 only says the render server's CPU (backboardd)
  /// grows with layer count ("keep the tree flat"). 2 µs is the order of a cache-missing
  /// pointer walk plus compiling a layer's two quads into GPU commands on an A13 core. Other
  /// devices scale it by their single-core ratio (`relativeSpeed`). Decoding adds
  /// nothing: LayerLab's contents are already-decoded bitmaps.
  public static let prepareMicrosPerLayer = 2.0

  /// The `shouldRasterize` cache: at most 2.5 × the screen's pixels ("two and a half times",
  /// WWDC14 419; the transcript's "25.5" is a transcription error).
  public static let rasterCacheScreens = 2.5

  /// An entry unused for longer than this is evicted (WWDC14 419: 100 ms).
  public static let rasterEvictAfter: Micros = 100_000

  /// The shadow blur, an ESTIMATE: a separable Gaussian reads `2r + 1` taps per pixel in each
  /// of two directions (r = `shadowRadius` in device pixels), so it reads the shadow's area
  /// `2 × (2r + 1)` times. No source gives CA's blur kernel.
  static func blurReadsPerPixel(radius: Double, scale: Double) -> Int {
    let pixels = radius * scale
    let r = pixels > 0 ? Int(min(pixels.rounded(), Double(maxBlurRadiusPixels))) : 0
    return 2 * (2 * r + 1)
  }
}
