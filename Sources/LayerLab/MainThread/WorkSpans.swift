/// Which main-thread work items become spans on main's track, and what they are called:
/// observers, layouts, displays, the CA commit, task-set entries, inputs, main-queue blocks and
/// the display link do; activity notifications and the commit's passes do not (their work shows
/// inside the commit's span).
struct WorkSpans {
  /// "display NAME" and "layoutSubviews NAME", made once per layer.
  private var names = SpanNameTable()

  /// The span of `work`, which ran on main from `start` to `end` in run-loop `turn`; nil for
  /// work that makes none. The CA commit's observer makes none of its own: its span is the
  /// commit's, from `commitStart` (when that observer was called) to the commit's end.
  ///
  /// `draws` gives the recording's draw log, asked only by the spans that name a draw: the
  /// recording passed by value was copied — every store retained and released — for every
  /// work item main ran, 3–4 % of a compare's host time.
  mutating func span(
    for work: MainWorkItem, from start: Micros, to end: Micros, turn: Int, commitStart: Micros,
    draws: () -> DrawLog
  ) -> SpanRecord? {
    func made(
      _ name: String, _ category: String, from start: Micros = start, layer: String = "",
      draw: Int? = nil
    ) -> SpanRecord {
      SpanRecord(
        thread: "main", name: name, category: category, start: start, end: end, turn: turn,
        layer: layer, draw: draw)
    }
    switch work {
    case .notify, .enterMode, .commitLayoutPass, .commitDisplayPass, .commitPreparePass,
      .cellPrefetch:
      // A prefetched cell's span is the prefetcher's, named by its table and row.
      return nil
    case .observer(let observer, _):
      return observer.role == .caCommit ? nil : made(observer.spanName, "observer")
    case .layout(let name):
      return made(names.name("layoutSubviews", name), "layout", layer: name)
    case .display(let name), .decode(let name):
      guard end > start else { return nil }
      let what = if case .decode = work { "decode" } else { "display" }
      // The newest draw record of the layer links the span to its draw (a decode is one).
      let draw = draws().newest(of: name)
      return made(names.name(what, name), what, layer: name, draw: draw)
    case .commitFinish:
      return made("CA commit", "commit", from: commitStart)
    case .transactionEntry(let key):
      return made(
        "YYTransaction \(key.target).\(key.selector)", "transaction", layer: key.target)
    case .adManagerTask(let key):
      return made("ADManager \(key.target).\(key.selector)", "transaction", layer: key.target)
    case .input(let input):
      return made("input: \(input.text)", "input")
    case .mainBlock(let block):
      switch block.action {
      case .finishDraw(let number), .didDisplayCancelled(let number):
        let layer = draws().draw(number)?.layer ?? ""
        return made(
          "main-queue block (draw \(number))", "mainqueue", layer: layer, draw: number)
      case .finishTextureGroup(let id):
        return made("Texture completion \(id)", "mainqueue")
      case .imageLoaded(let url):
        return made("image loaded \(url)", "mainqueue")
      case .textureRangeUpdate(let table):
        return made("Texture range update", "mainqueue", layer: table)
      case .applyNodeLayout(let table):
        return made("Texture node layouts applied", "mainqueue", layer: table)
      }
    case .displayLink:
      return made("display-link", "timer")
    }
  }
}
