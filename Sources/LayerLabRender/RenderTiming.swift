#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Host time, in microseconds, spent in each stage of one render.
///
/// Why these four stages: they are the steps a `YYAsyncLayer` display pass goes through on iOS
/// (make the bitmap context and fill it, lay the text out, draw the glyphs, turn the context
/// into an image), so the workbench can charge each one to the simulated pipeline separately
/// and show where the time of a redraw goes.
public struct RenderTiming: Sendable, Equatable {
  /// Creating the ARGB32 surface and cairo context, plus the opaque fill.
  public var context: Double
  /// Building the PangoLayout and forcing it (itemise, shape, break lines, ellipsize), or
  /// finding it in the layout cache; 0 for a cell, whose passes lay out as they draw.
  public var layout: Double
  /// The drawing passes (shadow, underline, glyphs, strikethrough; a cell's four passes):
  /// exactly the sum of `RenderOutput.passes`.
  public var text: Double
  /// Flushing the surface and copying it into the immutable `RenderedImage`
  /// (`UIGraphicsGetImageFromCurrentImageContext` copies too).
  public var image: Double

  /// Creates a timing; every stage defaults to 0 µs.
  public init(context: Double = 0, layout: Double = 0, text: Double = 0, image: Double = 0) {
    self.context = context
    self.layout = layout
    self.text = text
    self.image = image
  }

  /// The whole render, the sum of the stages.
  public var total: Double { context + layout + text + image }

  /// The per-stage median of many timings (the total is then the sum of the medians). Why
  /// medians: host timings on a VM jump by tens of percent, and a mean lets one descheduled
  /// render skew a benchmark. Returns all zeros for an empty list.
  public static func median(of timings: [RenderTiming]) -> RenderTiming {
    RenderTiming(
      context: middle(timings.map(\.context)),
      layout: middle(timings.map(\.layout)),
      text: middle(timings.map(\.text)),
      image: middle(timings.map(\.image)))
  }

  /// The median of a list of samples (the mean of the two middle ones for an even count).
  private static func middle(_ samples: [Double]) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let half = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
  }
}

/// The monotonic clock the stages are timed with. Why `CLOCK_MONOTONIC` and not the wall clock:
/// NTP or a user can move the wall clock mid-render, which would make a stage negative.
enum MonotonicClock {
  /// Now, in microseconds since an arbitrary fixed point.
  static func microseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) * 1_000_000 + Double(now.tv_nsec) / 1_000
  }
}
