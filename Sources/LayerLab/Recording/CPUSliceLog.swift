/// The CPU slices: closed stretches of a thread on a core, bounded, and the slice each thread
/// holding a core has open now, so a gauge read mid-run sees the work under way.
public struct CPUSliceLog: Sendable {
  var store = RecordStore<CPUSlice>(limit: Recording.maxSlices)
  /// The slice each thread on a core has open, its end not yet known.
  private var open: [CPUDemand.Thread: CPUSlice] = [:]

  /// Closes `thread`'s open slice at `time`, keeping it when it lasted.
  mutating func close(_ thread: CPUDemand.Thread, at time: Micros) {
    guard var slice = open.removeValue(forKey: thread) else { return }
    slice.end = time
    guard slice.end > slice.start else { return }
    store.append(slice)
  }

  /// Opens a slice of `thread` (named `name`) on `core` at `time`.
  mutating func open(_ thread: CPUDemand.Thread, name: String, core: String, at time: Micros) {
    open[thread] = CPUSlice(thread: name, core: core, start: time, end: time)
  }

  /// Forgets the open slices unrecorded: the cores they were on are gone (a new device).
  mutating func dropOpen() {
    open = [:]
  }

  /// The slices open now, each with its start for an end (for checks on who holds a core).
  var openSlices: Dictionary<CPUDemand.Thread, CPUSlice>.Values { open.values }

  /// Every slice so far, the open ones cut at `time` (for gauges read mid-run), by start and
  /// core.
  public func slices(upTo time: Micros) -> [CPUSlice] {
    var all = store.records
    for var slice in open.values where time > slice.start {
      slice.end = time
      all.append(slice)
    }
    return all.sorted { ($0.start, $0.core) < ($1.start, $1.core) }
  }
}
