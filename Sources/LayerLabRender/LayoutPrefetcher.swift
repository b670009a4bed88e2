import Dispatch
import Synchronization

/// Text layouts begun on another core before a draw renders them, for the render to take
/// instead of laying the text out itself.
///
/// Why: under `clock model` 37 % of a fling session's scroll (100 000 async feed rows, perf
/// samples) was Pango laying out the texts its draws render — each post's body once, on
/// main, while the host's other core idled. A draw's request is fixed when it is queued (the
/// view's state captured at `display`), and a layout is a pure function of its `LayoutKey`,
/// so its counts (lines, glyphs, size, colour glyphs, highlight rectangles) can be found on a
/// helper before the render: the same counts, so no figure changes. Only counts cross threads
/// — a PangoLayout belongs to its renderer's font map — so a label's render keeps a stand-in
/// layout in the layout cache (``LaidOutText/standsIn``) and lays the text out for real only
/// if pixels are drawn from it.
///
/// Used only where no host time and no pixel is read (``TextRenderer/untimed`` and not
/// ``TextRenderer/drawsPixels``); a begun layout nobody takes (the draw was cancelled, the
/// view changed before its commit, or the layout cache had it) is dropped when
/// ``maxPending`` newer ones wait. A render that needs a layout the helper is still making
/// lays out the next ones begun meanwhile, so neither thread waits while there are any.
public final class LayoutPrefetcher: @unchecked Sendable {
  /// Layouts begun and not taken, at most: a frame of a fling queues a few dozen labels.
  static let maxPending = 256

  /// One layout begun: queued, being laid out, or done.
  fileprivate final class Job: @unchecked Sendable {
    enum State {
      case queued, running, cancelled
      case done(LaidOutText.Counts)
    }
    let style: LabelDrawing
    let width: Double
    /// Guarded by the prefetcher's lock.
    var state = State.queued
    /// Signalled when the state leaves `running`.
    let finished = DispatchSemaphore(value: 0)

    init(style: LabelDrawing, width: Double) {
      self.style = style
      self.width = width
    }
  }

  fileprivate struct Pending {
    var jobs: [LayoutKey: Job] = [:]
    /// The keys in the order they were begun, to drop the oldest.
    var order: [LayoutKey] = []
    /// Layouts handed to a render so far (tests read it).
    var taken = 0
  }

  private let pending = Mutex(Pending())
  /// Runs a job on a helper thread with that thread's renderer.
  private let onHelper: (@escaping @Sendable (TextRenderer) -> Void) -> Void

  /// A prefetcher whose jobs `onHelper` runs, one at a time, each with a renderer no other
  /// thread uses meanwhile.
  public init(onHelper: @escaping (@escaping @Sendable (TextRenderer) -> Void) -> Void) {
    self.onHelper = onHelper
  }

  /// Begins laying out, for `renderer` to take, a label's text at the label's `width`,
  /// unless the renderer's layout cache would answer its render.
  public func begin(label style: LabelDrawing, width: Double, for renderer: TextRenderer) {
    guard !renderer.bypassesLayoutCache else { return }
    let inner = style.insets.innerWidth(width)
    let key = LayoutKey(style, width: inner)
    guard !renderer.layoutCache.contains(key) else { return }
    begin(style, width: inner, key: key)
  }

  /// Begins laying out the long texts of a flattened drawing's elements (a post's body).
  /// Not the short ones: those repeat from cell to cell, and `ReusedLayouts` answers them on
  /// the renderer's thread — taken from a helper, a text is never kept there, and a name or a
  /// count was laid out again for every cell (a third more layouts in all, measured on a
  /// fling session).
  public func begin(flattened drawing: FlattenedDrawing) {
    for element in drawing.elements {
      guard let style = element.text, Self.begins(flattened: style), element.frame.isFinite
      else { continue }
      let wrap = style.insets.innerWidth(element.frame.width)
      begin(style, width: wrap, key: LayoutKey(style, width: wrap))
    }
  }

  /// Whether a flattened element's text is one ``begin(flattened:)`` begins (and so one a
  /// flattened render may take).
  static func begins(flattened style: LabelDrawing) -> Bool {
    style.text.utf8.count > ReusedLayouts.maxTextBytes
  }

  /// Begins laying `style` out at the inner wrap width `width`, unless it is begun already.
  private func begin(_ style: LabelDrawing, width: Double, key: LayoutKey) {
    let job = Job(style: style, width: width)
    let added = pending.withLock { pending -> Bool in
      guard pending.jobs[key] == nil else { return false }
      if pending.order.count >= Self.maxPending {
        let oldest = pending.order.removeFirst()
        if let dropped = pending.jobs.removeValue(forKey: oldest), case .queued = dropped.state {
          dropped.state = .cancelled
        }
      }
      pending.jobs[key] = job
      pending.order.append(key)
      return true
    }
    guard added else { return }
    onHelper { [self] renderer in run(job, with: renderer) }
  }

  /// The counts of the layout begun for `key`; nil when none was begun or it had not started
  /// (then it never will: the caller lays it out). While a helper is laying it out, the
  /// caller lays out the oldest layouts begun after it with `renderer` (its own), so that
  /// neither core waits while any is left, then waits for it.
  func take(_ key: LayoutKey, helpingWith renderer: TextRenderer) -> LaidOutText.Counts? {
    let job = pending.withLock { pending -> Job? in
      guard let job = pending.jobs.removeValue(forKey: key) else { return nil }
      if let index = pending.order.firstIndex(of: key) { pending.order.remove(at: index) }
      if case .queued = job.state {
        job.state = .cancelled
        return nil
      }
      return job
    }
    guard let job else { return nil }
    while let next = pending.withLock({ $0.claimOldestQueued(unlessDone: job) }) {
      lay(next, with: renderer)
    }
    job.finished.wait()
    return pending.withLock { pending -> LaidOutText.Counts? in
      guard case .done(let counts) = job.state else { return nil }
      pending.taken += 1
      return counts
    }
  }

  /// Layouts handed to a render so far.
  var taken: Int { pending.withLock { $0.taken } }

  /// Lays `job` out on a helper, unless it was cancelled or taken before its turn.
  private func run(_ job: Job, with renderer: TextRenderer) {
    let started = pending.withLock { _ -> Bool in
      guard case .queued = job.state else { return false }
      job.state = .running
      return true
    }
    if started { lay(job, with: renderer) }
  }

  /// Lays out `job`, which the caller set running.
  private func lay(_ job: Job, with renderer: TextRenderer) {
    let counts = try? renderer.buildLayout(job.style, width: job.width).releasingCounts()
    pending.withLock { _ in job.state = counts.map { .done($0) } ?? .cancelled }
    job.finished.signal()
  }
}

extension LayoutPrefetcher.Pending {
  /// The oldest job still queued, set running for the caller to lay out; nil when `waited`
  /// is no longer running or none is queued.
  fileprivate mutating func claimOldestQueued(unlessDone waited: LayoutPrefetcher.Job)
    -> LayoutPrefetcher.Job?
  {
    guard case .running = waited.state else { return nil }
    for key in order {
      guard let job = jobs[key], case .queued = job.state else { continue }
      job.state = .running
      return job
    }
    return nil
  }
}
