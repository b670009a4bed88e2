import LayerLab

/// What the main thread did in one window of time: its turns, what started them, the
/// heaviest pieces of work and the draws it ran itself.
///
/// A commit hitch is main's fault: the work between the frame's begin vsync and its late
/// commit is what a reader must see, heaviest first, as Instruments' hitch inspector lists it.
/// A report, not a unit of work: the model's `MainWorkItem` is one entry of main's queue.
struct MainWorkReport {
  /// A draw run on main (a sync display), with its cost.
  struct SyncDraw: Equatable {
    var layer: String
    var draw: Int
    var cost: Micros
  }

  var from: Micros
  var to: Micros
  /// The run-loop turns overlapping the window.
  var turns: [SpanRecord] = []
  /// What woke main in those turns: inputs and display-link callbacks (scroll steps).
  var starters: [SpanRecord] = []
  /// Layouts, displays, observers, blocks and inputs inside the window, heaviest first.
  var heaviest: [SpanRecord] = []
  /// Draws on main inside the window, heaviest first, each at its display span's length.
  var syncDraws: [SyncDraw] = []
  /// Time in the window per kind of work ("sync draw" for displays that drew on main).
  var byKind: [String: Micros] = [:]

  /// The kinds of span that are pieces of work (a turn holds them; a sleep is no work).
  static let workKinds: Set<String> = [
    "input", "observer", "layout", "display", "mainqueue", "timer", "transaction", "heights",
    "decode", "constraints", "prefetch",
  ]

  init(spans: MainSpanIndex, draws: [Int: DrawRecord], from: Micros, to: Micros) {
    self.from = from
    self.to = to
    let overlapping = spans.overlapping(from: from, to: to)
    let work = overlapping.filter { MainWorkReport.workKinds.contains($0.category) }
    for span in overlapping {
      var inside = MainSpanIndex.overlap(span, from: from, to: to)
      if span.category == "turn", span.end > span.start { turns.append(span) }
      guard MainWorkReport.workKinds.contains(span.category) else { continue }
      // Self time: a piece of work nested in another (the heights a reload measures inside
      // its input) counts for its own kind, not twice.
      inside -= MainWorkReport.nestedTime(in: span, among: work, from: from, to: to)
      var kind = span.category
      if span.category == "display", let number = span.draw, let draw = draws[number],
        draw.mode == .sync
      {
        kind = "sync draw"
        syncDraws.append(SyncDraw(layer: draw.layer, draw: number, cost: span.end - span.start))
      }
      byKind[kind, default: 0] += inside
      if inside > 0 { heaviest.append(span) }
    }
    // What started a turn may lie before the window (a turn begun before the begin vsync).
    for turn in turns {
      starters += spans.overlapping(from: turn.start, to: turn.end + 1).filter {
        $0.turn == turn.turn && ($0.category == "input" || $0.category == "timer")
      }
    }
    // Whole spans, not their part inside the window: a draw that began just before the begin
    // vsync is still the draw a reader must see, at the time it took.
    heaviest.sort {
      $0.end - $0.start != $1.end - $1.start
        ? $0.end - $0.start > $1.end - $1.start : $0.start < $1.start
    }
    syncDraws.sort { $0.cost > $1.cost }
  }

  /// The time inside the window of the work spans directly nested in `span` (those inside
  /// it and inside no other span that is inside it).
  static func nestedTime(
    in span: SpanRecord, among work: [SpanRecord], from: Micros, to: Micros
  ) -> Micros {
    func contains(_ outer: SpanRecord, _ inner: SpanRecord) -> Bool {
      outer.start <= inner.start && inner.end <= outer.end && outer != inner
        && (outer.start, outer.end) != (inner.start, inner.end)
    }
    let inner = work.filter { contains(span, $0) }
    let direct = inner.filter { candidate in !inner.contains { contains($0, candidate) } }
    return direct.reduce(0) { $0 + MainSpanIndex.overlap($1, from: from, to: to) }
  }

  /// The fix for row heights measured on main, by when they were measured (the span's name,
  /// `TableHeights`): at load (VVebo's `loadData`), all at `reloadData` (exact heights),
  /// or as rows came near the screen (an estimate, automatic by default, during the scroll).
  static func heightsFix(_ span: String, table: String) -> String {
    if span.hasPrefix("loadData") {
      return "VVebo computes every row's frame in loadData on main; build the rows and their "
        + "heights off main before reloadData (AsyncDraw's demo loads its rows on a global "
        + "queue), or let them be measured as rows near the screen (cell=news or a prototype)"
    }
    if span.hasPrefix("systemLayoutSizeFitting") {
      return "self-sizing cells are sized by systemLayoutSizeFitting when cellForRow hands "
        + "them over, and again after every reload; cache the heights in the app "
        + "(heightsMeasured=whenAsked, FDTemplateLayoutCell's pattern), size them by hand "
        + "(layout=frames), or let iOS 15's cell prefetching size them in spare time "
        + "(prefetch=cells)"
    }
    if span.hasSuffix("at reloadData") {
      return "\(table).estimatedRowHeight=0 asks every row at reloadData; leave it automatic "
        + "(the default) so rows are measured as they near the screen"
    }
    return "heights asked as rows came near the screen (estimatedRowHeight automatic, the "
      + "default) were measured during the scroll; measure them before it — "
      + "\(table).estimatedRowHeight=0 asks every row at reloadData — or off main, and keep "
      + "them in the app's cache (AsyncDraw's heightWith:) so a row is measured once"
  }

  /// Images decoded on main in the commit (UIImageView's `decode=commit`, UIKit's own): the
  /// heaviest one named, with the two fixes WWDC 2018 session 219 gives.
  private func decodeCause() -> HitchCause {
    let decodes = heaviest.filter { $0.category == "decode" }
    let label =
      "commit: image decoded in the commit: " + HitchCause.family(of: decodes.first?.layer ?? "")
    guard let worst = decodes.first else { return HitchCause(label: label, hint: nil) }
    let all = decodes.reduce(0) { $0 + $1.end - $1.start }
    let others =
      decodes.count > 1 ? " (\(decodes.count) images, \(Format.ms(all)) in all)" : ""
    let hint =
      "\(worst.layer) decoded its image on main in the commit for "
      + "\(Format.ms(worst.end - worst.start))\(others): decode before setting the image "
      + "(decode=background) or decode the view's size (downsample=true)"
    return HitchCause(label: label, hint: hint)
  }

  /// Why main was late, and the fix the model knows; `strategy` names a layer's drawing
  /// setting ("strategy sync" for a table's cell).
  func cause(strategy: (String) -> (setting: String, fix: String)?) -> HitchCause {
    let kind = byKind.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }
    guard let kind, kind.value > 0 else {
      return HitchCause(label: "commit: late commit", hint: nil)
    }
    switch kind.key {
    case "sync draw":
      guard let worst = syncDraws.first else { break }
      let label = "sync draw on main: " + HitchCause.family(of: worst.layer)
      guard worst.cost > 1000 else { return HitchCause(label: label, hint: nil) }
      let setting = strategy(worst.layer)
      let hint =
        "\(worst.layer) drew on main for \(Format.ms(worst.cost))"
        + (setting.map { ": \($0.setting) — try \($0.fix)" } ?? "")
      return HitchCause(label: label, hint: hint)
    case "layout":
      return HitchCause(
        label: "commit: layout", hint: "layout on main: precompute layouts off main (VVebo)")
    case "display":
      return HitchCause(label: "commit: display", hint: nil)
    case "heights":
      let measure = heaviest.first { $0.category == "heights" }
      let table = measure?.layer ?? "the table"
      let name = measure?.name ?? "row heights"
      let hint =
        "\(name) on main for \(Format.ms(byKind["heights"] ?? 0)) in this frame: "
        + MainWorkReport.heightsFix(name, table: table)
      return HitchCause(label: "main: row heights measured", hint: hint)
    case "decode":
      return decodeCause()
    case "constraints":
      let passes = heaviest.filter { $0.category == "constraints" }
      let hint = passes.first.map {
        "\($0.name) on main; \(passes.count) such passes, "
          + "\(Format.ms(byKind["constraints"] ?? 0)) in this frame: lay the cell out with "
          + "frames (layout=frames) or draw and lay it out off main (strategy=texture)"
      }
      return HitchCause(label: "main: Auto Layout solved configured cells", hint: hint)
    case "input":
      return HitchCause(label: "main: input handling", hint: nil)
    case "timer":
      return HitchCause(label: "main: display-link callback", hint: nil)
    case "mainqueue":
      return HitchCause(label: "main: main-queue blocks", hint: nil)
    case "observer":
      return HitchCause(label: "main: run-loop observers", hint: nil)
    default:
      break
    }
    return HitchCause(label: "main: " + kind.key, hint: nil)
  }
}
