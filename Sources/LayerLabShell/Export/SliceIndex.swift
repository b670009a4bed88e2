import LayerLab

/// The nested slices of one track, searchable by time: which slice a flow point sits in.
///
/// Flow events bind to the slice that is open where they sit, so a flow point is only
/// written where a slice is open. Sessions hold up to hundreds of thousands of spans, so the search is a
/// binary search for the last slice starting before the time, then a walk up its parents
/// (the slices that contain a time form one chain, and that slice's chain holds them all).
struct SliceIndex {
  /// Sorted and perfectly nested, as `SliceNesting.nest` returns them.
  let slices: [ChromeSlice]
  /// Each slice's parent, by index.
  private let parents: [Int?]

  /// Indexes slices that already nest (`SliceNesting.nest`'s `kept`).
  init(nested slices: [ChromeSlice]) {
    self.slices = slices
    var parents: [Int?] = []
    parents.reserveCapacity(slices.count)
    var open: [Int] = []
    for (index, slice) in slices.enumerated() {
      while let top = open.last, slices[top].end <= slice.start { open.removeLast() }
      parents.append(open.last)
      open.append(index)
    }
    self.parents = parents
  }

  /// The innermost slice holding `time`. Model events are logged after the work that caused
  /// them was charged, so an event at a slice's very end belongs to that slice: a slice that
  /// ends at `time` is preferred to one that starts there.
  func enclosing(_ time: Micros) -> ChromeSlice? {
    if let index = innermost(lastStartingBefore(time, orAt: false), holding: { $0.end >= time }) {
      return slices[index]
    }
    if let index = innermost(lastStartingBefore(time, orAt: true), holding: { $0.end > time }) {
      return slices[index]
    }
    return nil
  }

  /// Where a flow point for an event at `time` goes, and the slice a trace reader binds it
  /// to; nil when no slice holds `time`.
  ///
  /// Perfetto binds a flow point to the slice on top of the track's stack when the point is
  /// read, and pops a finished slice only when the next slice or instant begins, so a point
  /// in the middle of a slice can bind to a child that ended before it. At the start of the
  /// enclosing slice, read right after the slices that begin there (`ChromeTrace.ordered`
  /// puts flow points after slices at one timestamp), the top of the stack is known: the
  /// innermost slice starting there, which is the enclosing slice or its first child.
  func anchor(_ time: Micros) -> (ts: Micros, slice: ChromeSlice)? {
    guard let outer = enclosing(time),
      let index = lastStartingBefore(outer.start, orAt: true)
    else { return nil }
    return (outer.start, slices[index])
  }

  /// The index of the last slice whose start is before `time` (or at it, when `orAt`).
  private func lastStartingBefore(_ time: Micros, orAt: Bool) -> Int? {
    var low = 0
    var high = slices.count
    while low < high {
      let middle = (low + high) / 2
      let start = slices[middle].start
      if start < time || (orAt && start == time) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low == 0 ? nil : low - 1
  }

  /// The first of `index` and its ancestors that satisfies `holds`.
  private func innermost(_ index: Int?, holding holds: (ChromeSlice) -> Bool) -> Int? {
    var current = index
    while let candidate = current {
      if holds(slices[candidate]) { return candidate }
      current = parents[candidate]
    }
    return nil
  }
}
