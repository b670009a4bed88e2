import Dispatch
import Synchronization

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
  /// Below this many texts one thread measures them…
  ///
  /// Why so few: waking the other threads costs far less than one text. Measured on the 2-core
  /// development host: `DispatchQueue.concurrentPerform(iterations: 2)` with nothing to do took
  /// 9–11 µs after 2 ms idle (a sleeping worker woken), 0.3–0.5 µs back to back; a feed post
  /// takes ~70 µs to measure and a one-line count ~10–20 µs (`RowMeasurer`). Sixteen of the
  /// shortest texts are ~20 wakes of work. (It was 256 with 16 KiB below, and a table's batch,
  /// split by wrap width, never reached either: a 100 000-row feed table measured on one core.)
  public static let parallelThreshold = 16
  /// …unless they are long: at this many UTF-8 bytes (~10 feed posts, ~1 ms of measuring)
  /// even two texts are spread.
  public static let parallelBytes = 1 << 10
  /// Texts a thread takes at a time from what is left: small enough that the threads finish
  /// together whatever the texts' lengths (a thread with the long ones no longer finishes
  /// last), large enough that taking a share is rare (one atomic add per 8 texts, ~0.5 ms).
  static let chunk = 8
  /// At most this many threads, however many cores the host has: each helper costs a font map
  /// and its caches (a few MiB).
  static let maxThreads = 8

  private var helpers: [TextRenderer] = []
  /// One serial queue per helper: a helper's renderer is used by one thread at a time, and
  /// the batches begun run on it in order.
  private var queues: [DispatchQueue] = []
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
    start(styles, width: width, primary: primary).finish()
  }

  /// Whether there is a helper thread to measure on (a host of more than one core).
  public var hasHelpers: Bool { threads > 1 }

  /// Runs `work` on the first helper's queue with its renderer (made on first use): after the
  /// measures begun before it, before those begun after, and never beside them.
  public func onHelper(_ work: @escaping @Sendable (TextRenderer) -> Void) {
    guard hasHelpers else { return }
    makeHelpers(1)
    let helper = HelperRenderer(renderer: helpers[0])
    queues[0].async { work(helper.renderer) }
  }

  /// Makes helpers, each with its serial queue, until there are at least `count`.
  private func makeHelpers(_ count: Int) {
    while helpers.count < count {
      helpers.append(TextRenderer())
      queues.append(DispatchQueue(label: "layerlab.measure.\(helpers.count)"))
    }
  }

  /// ``measure(_:width:primary:)`` begun: the helpers start on the styles at once, and the
  /// calling thread joins them when the sizes are read (``Pending/finish()``) — after building the next batch,
  /// so the helpers are not idle meanwhile. A second batch begun before the first is read
  /// waits behind it on each helper.
  public func start(
    _ styles: [LabelDrawing], width: Double, primary: TextRenderer
  ) -> Pending<[TextSize]> {
    let entries = styles.map { MeasuredSizes.Entry($0, width: $0.insets.innerWidth(width)) }
    let kept = MeasuredSizes.shared.kept(entries)
    let missing = kept.indices.filter { kept[$0] == nil }
    var results = kept.map { $0 ?? TextSize() }
    guard !missing.isEmpty else { return Pending(results) }
    let toMeasure = missing.map { styles[$0] }
    let count = toMeasure.count
    let long = count >= 2 && toMeasure.reduce(0) { $0 + $1.text.utf8.count } >= Self.parallelBytes
    let workers = count < Self.parallelThreshold && !long ? 1 : min(threads, count)
    let work: SharedWork
    if workers > 1 {
      makeHelpers(workers - 1)
      work = SharedWork(renderers: [primary] + helpers.prefix(workers - 1), styles: toMeasure)
      for worker in 1..<workers {
        queues[worker - 1].async(group: work.helpers) { work.run(worker: worker, width: width) }
      }
    } else {
      work = SharedWork(renderers: [primary], styles: toMeasure)
    }
    let measuring = missing.map { entries[$0] }
    return Pending {
      work.run(worker: 0, width: width)
      work.helpers.wait()
      let measured = work.output
      MeasuredSizes.shared.keep(measuring, measured)
      for (index, size) in zip(missing, measured) { results[index] = size }
      return results
    }
  }
}

/// A helper's renderer handed to its queue, which alone uses it while the work runs.
private struct HelperRenderer: @unchecked Sendable {
  let renderer: TextRenderer
}

/// What the measuring threads share. Each worker touches only its own renderer and the
/// outputs of the chunks it took, which no other thread takes, so nothing is written by two
/// threads; which thread measured a text changes nothing (a measure is a pure function of it).
/// The caller reads the outputs only after every helper left (`helpers`).
private final class SharedWork: @unchecked Sendable {
  let renderers: [TextRenderer]
  let styles: [LabelDrawing]
  /// The helpers' runs, waited for before the outputs are read.
  let helpers = DispatchGroup()
  private let buffer: UnsafeMutableBufferPointer<TextSize>
  /// The first text no thread has taken yet.
  private let next = Atomic<Int>(0)

  init(renderers: [TextRenderer], styles: [LabelDrawing]) {
    self.renderers = renderers
    self.styles = styles
    buffer = .allocate(capacity: styles.count)
    buffer.initialize(repeating: TextSize())
  }

  deinit {
    buffer.deinitialize()
    buffer.deallocate()
  }

  /// The sizes, in order: read once every worker has returned.
  var output: [TextSize] { Array(buffer) }

  func run(worker: Int, width: Double) {
    let renderer = renderers[worker]
    while true {
      let start = next.wrappingAdd(BatchMeasurer.chunk, ordering: .relaxed).oldValue
      guard start < styles.count else { return }
      for index in start..<min(start + BatchMeasurer.chunk, styles.count) {
        buffer[index] = renderer.measureAfresh(styles[index], width: width, keeping: false)
      }
    }
  }
}
