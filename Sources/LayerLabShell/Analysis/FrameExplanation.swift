import LayerLab

/// `explain frame N` and `explain frames`: the causal chain behind one vsync's frame, and the
/// late frames grouped by cause, read from the render server's records and main's spans.
///
/// Plain analysis with no printing, so tests can ask it directly. It is built once per
/// statement: the span index and the draw table cost one pass over the trace, and every
/// frame explained after that costs only its own window.
struct FrameExplanation {
  let engine: Engine
  let spans: MainSpanIndex
  let draws: [Int: DrawRecord]
  /// The latest-appearing commit presented at each vsync.
  let shown: [Int64: RenderRecord]

  init(engine: Engine) {
    self.engine = engine
    spans = MainSpanIndex(engine.recording.spans)
    var draws: [Int: DrawRecord] = [:]
    for draw in engine.recording.draws where draw.mode == .sync { draws[draw.draw] = draw }
    self.draws = draws
    var shown: [Int64: RenderRecord] = [:]
    for record in engine.recording.renders {
      if let other = shown[record.presented], other.hitchTime > record.hitchTime { continue }
      shown[record.presented] = record
    }
    self.shown = shown
  }

  var interval: Micros { engine.device.frameInterval }

  func vsync(_ index: Int64) -> Micros { engine.device.vsyncTime(index) }

  /// The main-thread work behind a commit: from its begin vsync to the end of its commit.
  func work(for record: RenderRecord) -> MainWorkReport {
    MainWorkReport(
      spans: spans, draws: draws, from: vsync(record.begin),
      to: max(record.committedAt, vsync(record.begin)))
  }

  /// Why `record` was late (a commit or render hitch), with the fix the model knows.
  func cause(of record: RenderRecord) -> HitchCause {
    switch record.hitch {
    case .none:
      return HitchCause(label: "on time", hint: nil)
    case .commit:
      return work(for: record).cause(strategy: drawingSetting)
    case .render:
      let cost = record.cost
      if cost.offscreenPasses > 0 {
        return HitchCause(
          label: "render: offscreen passes",
          hint: "\(Format.count(cost.offscreenPasses, "offscreen pass")): set shadowPath / "
            + "shouldRasterize")
      }
      if cost.blendedPixels > 0, cost.blendedPixels * 2 >= cost.pixelsWritten {
        return HitchCause(
          label: "render: blended pixels",
          hint: "\(Format.grouped(cost.blendedPixels)) blended px: opaque layers "
            + "(opaque=true with a backgroundColor)")
      }
      if cost.prepare > interval {
        return HitchCause(
          label: "render: prepare",
          hint: "\(Format.count(cost.layers, "layer")) to walk: flatten the tree")
      }
      return HitchCause(label: "render: GPU execute", hint: nil)
    }
  }

  /// The setting under which `layer` drew on main when the frame was recorded, and the one
  /// that would move its drawing off main: a table's strategy, a label's
  /// displaysAsynchronously. Read from the draw (it ran on main), not from the view now: a
  /// session that switched strategy since would otherwise be told to try the one it has.
  func drawingSetting(_ layer: String) -> (setting: String, fix: String)? {
    let root = layer.split(separator: ".", maxSplits: 1).first.map(String.init) ?? layer
    guard let view = engine.view(named: root) else { return nil }
    if view.kind == .table {
      let onMain = TableStrategy.allCases.filter(\.drawsCellsOnMain).map(\.rawValue)
      return ("strategy \(onMain.joined(separator: " or ")) when it drew", "strategy=async")
    }
    if view.value(of: "displaysAsynchronously") != nil {
      return ("displaysAsynchronously=false", "displaysAsynchronously=true")
    }
    return nil
  }

  /// One late-frame group of `explain frames`.
  struct Group: Equatable {
    var cause: HitchCause
    var frames: Int
    var hitch: Micros
    /// The frame with the longest hitch in the group (the first, on a tie).
    var worst: Int64
    var worstHitch: Micros
  }

  /// The late frames (a new frame appeared later than expected) grouped by cause, the most
  /// hitch time first.
  /// The frame that appeared the latest (the most hitch time; the earlier at a tie), nil
  /// when every frame was on time.
  ///
  /// Frames after the set-up come first: the worst frame of a scroll is what a reader asks
  /// about, not the table's creation before it.
  func worstFrame() -> Int64? {
    let all = groups()
    let scrolled = all.filter { !$0.cause.label.hasPrefix(Self.setUp) }
    return (scrolled.isEmpty ? all : scrolled).min { a, b in
      a.worstHitch != b.worstHitch ? a.worstHitch > b.worstHitch : a.worst < b.worst
    }?.worst
  }

  /// The prefix of a group of frames whose commit began before the first scroll gesture.
  static let setUp = "set-up: "

  /// The cause of a late frame as `explain frames` groups it: a frame whose commit began
  /// before the session's first scroll gesture is set-up (creating a table, loading its first
  /// screen), grouped apart from the scroll's own late frames.
  func groupCause(of record: RenderRecord) -> HitchCause {
    var cause = cause(of: record)
    if let gesture = engine.recording.firstGesture, vsync(record.begin) < gesture {
      cause.label = Self.setUp + cause.label
    }
    return cause
  }

  func groups() -> [Group] {
    var groups: [Group] = []
    var byLabel: [String: Int] = [:]
    for frame in engine.recording.frames {
      guard let appeared = frame.appeared, appeared.hitch != .none,
        let record = shown[frame.index]
      else { continue }
      let cause = groupCause(of: record)
      let time = appeared.hitchTime
      if let at = byLabel[cause.label] {
        groups[at].frames += 1
        groups[at].hitch += time
        if time > groups[at].worstHitch {
          groups[at].worst = frame.index
          groups[at].worstHitch = time
          groups[at].cause = cause
        }
      } else {
        byLabel[cause.label] = groups.count
        groups.append(
          Group(cause: cause, frames: 1, hitch: time, worst: frame.index, worstHitch: time))
      }
    }
    return groups.sorted {
      if $0.hitch != $1.hitch { return $0.hitch > $1.hitch }
      return $0.frames != $1.frames ? $0.frames > $1.frames : $0.worst < $1.worst
    }
  }
}
