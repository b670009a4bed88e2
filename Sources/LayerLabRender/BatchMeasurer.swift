import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// Measures many texts at one wrap width on all the host's cores: how a table of 100 000 rows
/// gets its exact heights in seconds rather than tens of seconds.
///
/// Why helpers of its own: Pango must not see one font map from two threads at once (see
/// `TextRenderer`), so each extra thread measures with its own `TextRenderer`, made on first
/// use and kept for the next reload. A renderer is a pure function of its input, so the
/// heights are the same whichever thread measured them: the model's output does not depend on
/// the host's core count.
public final class BatchMeasurer {
  /// Below this many texts one thread is faster than waking others…
  public static let parallelThreshold = 256
  /// …unless they are long: at this many UTF-8 bytes (what 256 feed posts hold, ~100 bytes
  /// each) the work is the same whatever the count, so 60 news rows of ~600 characters, a
  /// batch a table measures between two polls of Ctrl-C, are spread over the cores too.
  public static let parallelBytes = 1 << 14
  /// At most this many threads, however many cores the host has: each helper costs a font map
  /// and its caches (a few MiB).
  static let maxThreads = 8

  private var helpers: [TextRenderer] = []
  /// Helper renderers made so far (each a font map borrowed for this measurer's life).
  var helperCount: Int { helpers.count }
  private let threads: Int

  /// `threads`: how many to measure on at most (the host's active cores by default).
  public init(threads: Int = BatchMeasurer.hostThreads) {
    self.threads = max(1, min(threads, Self.maxThreads))
  }

  /// The host's active cores, capped at `maxThreads`.
  public static var hostThreads: Int {
    #if canImport(Glibc)
      min(max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))), maxThreads)
    #else
      1
    #endif
  }

  /// Each style's measure at `width`, in order; `primary` measures the first share on the
  /// calling thread. No layout is cached. Texts measured before in this process
  /// (`MeasuredSizes`) are answered first, and only the rest decide whether helpers are woken:
  /// a compared run's table measured by the run before costs no font map of its own.
  public func measure(
    _ styles: [LabelDrawing], width: Double, primary: TextRenderer
  ) -> [TextSize] {
    let kept = styles.map { MeasuredSizes.shared.kept($0, width: $0.insets.innerWidth(width)) }
    let missing = kept.indices.filter { kept[$0] == nil }
    guard missing.count < styles.count else {
      return measureAll(styles, width: width, primary: primary)
    }
    let measured = measureAll(missing.map { styles[$0] }, width: width, primary: primary)
    var results = kept.map { $0 ?? TextSize() }
    for (index, size) in zip(missing, measured) { results[index] = size }
    return results
  }

  private func measureAll(
    _ styles: [LabelDrawing], width: Double, primary: TextRenderer
  ) -> [TextSize] {
    let count = styles.count
    let long = count >= 2 && styles.reduce(0) { $0 + $1.text.utf8.count } >= Self.parallelBytes
    let workers = count < Self.parallelThreshold && !long ? 1 : min(threads, count)
    guard workers > 1 else { return styles.map { primary.measureAfresh($0, width: width) } }
    while helpers.count < workers - 1 { helpers.append(TextRenderer()) }
    let renderers = [primary] + helpers.prefix(workers - 1)
    var results = [TextSize](repeating: TextSize(), count: count)
    results.withUnsafeMutableBufferPointer { buffer in
      let shared = SharedWork(renderers: renderers, styles: styles, output: buffer)
      DispatchQueue.concurrentPerform(iterations: workers) { worker in
        shared.run(worker: worker, of: workers, width: width)
      }
    }
    return results
  }
}

/// What the measuring threads share. Each worker touches only its own renderer and its own
/// contiguous share of the output, so nothing is written by two threads.
private final class SharedWork: @unchecked Sendable {
  let renderers: [TextRenderer]
  let styles: [LabelDrawing]
  let output: UnsafeMutableBufferPointer<TextSize>

  init(
    renderers: [TextRenderer], styles: [LabelDrawing],
    output: UnsafeMutableBufferPointer<TextSize>
  ) {
    self.renderers = renderers
    self.styles = styles
    self.output = output
  }

  func run(worker: Int, of workers: Int, width: Double) {
    let count = styles.count
    let start = count * worker / workers
    let end = count * (worker + 1) / workers
    let renderer = renderers[worker]
    for index in start..<end {
      output[index] = renderer.measureAfresh(styles[index], width: width)
    }
  }
}
