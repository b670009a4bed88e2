/// CPU time per frame interval, summed over every thread and core: the figure behind
/// Xcode's CPU gauge (100 % = one core busy), read per frame.
struct CPUUse {
  /// Core-µs in each frame's interval (the interval before its vsync), by frame index.
  private(set) var busy: [Int64: Micros] = [:]

  /// Splits each slice over the frame intervals it overlaps: O(slices + frames) when slices
  /// are short against a frame.
  init(_ slices: [CPUSlice], frames: [FrameRecord], device: DeviceProfile) {
    guard let first = frames.first else { return }
    let kept = first.index...(frames.last?.index ?? first.index)
    for slice in slices where slice.end > slice.start {
      var index = max(kept.lowerBound, device.vsyncIndex(after: slice.start))
      while index <= kept.upperBound {
        let start = device.vsyncTime(index - 1)
        let end = device.vsyncTime(index)
        let overlap = min(end, slice.end) - max(start, slice.start)
        if overlap > 0 { busy[index, default: 0] += overlap }
        if end >= slice.end { break }
        index += 1
      }
    }
  }
}
