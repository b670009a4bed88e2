import LayerLab

/// Looking at the state: `show`, `trace`, `events`, `stats`.
extension Session {
  /// `show NAME`: every property its class has, then the layer's state.
  func show(_ name: String) throws(ShellError) {
    let view = try lookUp(name)
    let layer = view.layer
    var rows: [[String]] = view.shownProperties.map { info in
      [info.name, view.value(of: info.name)?.description ?? ""]
    }
    rows += view.showDetails.map { [$0.name, $0.value] }
    if view.kind == .table || view.kind == .prototype {
      // A table's own layer draws nothing: its cells' layers are what to look at. A
      // prototype's is never on screen: its cells' are.
      if settings.mode == .table { out("\(view.kind.rawValue) \(name)") }
      printTable(header: ["property", "value"], rows: rows)
      return
    }
    let (width, height) = layer.pixelSize(scale: engine.device.scale)
    // YYAsyncLayer's sentinel, or ADLayer's two-state flag.
    let state = layer.cancellationState
    rows.append([state.name, state.value])
    rows.append(["needsDisplay", layer.needsDisplay ? "true" : "false"])
    rows.append(["needsLayout", layer.needsLayout ? "true" : "false"])
    if layer.hidden { rows.append(["hidden", "true (nothing to draw)"]) }
    rows.append(
      view.draws
        ? ["bitmap", "\(width)x\(height) px, \(Format.bytes(width * height * 4)) when drawn"]
        : ["bitmap", "none (a plain view draws nothing; its background is a layer property)"])
    rows.append(["contents", describe(layer.contents)])
    rows.append(["committed", describe(layer.committed) + " (sent by the last CA commit)"])
    rows.append(["on screen", describe(layer.presented) + " (shown at the last vsync)"])
    let inFlight = engine.recording.draws.filter { $0.layer == name && $0.isInFlight }
    let flying = inFlight.map { "draw \($0.draw) on \($0.queue)" }.joined(separator: ", ")
    rows.append(["in flight", inFlight.isEmpty ? "none" : flying])
    for (highlight, rects) in layer.contents?.tappable ?? [] {
      let at =
        rects.isEmpty
        ? "not visible (truncated)" : "at " + rects.map(Format.rect).joined(separator: " ")
      rows.append(["tappable", "\(highlight.text) (\(highlight.kind.rawValue)) \(at)"])
    }
    // The heading would make csv or json output unreadable as data.
    if settings.mode == .table { out("\(view.kind.rawValue) \(name)") }
    printTable(header: ["property", "value"], rows: rows)
  }

  private func describe(_ contents: Contents?) -> String {
    guard let contents else { return "nil" }
    let bitmap = contents.bitmap
    return "draw \(contents.draw), \(bitmap.pixelWidth)x\(bitmap.pixelHeight) px, "
      + Format.bytes(bitmap.byteCount)
  }

  /// Which layers `trace NAME` and `events NAME` mean: every one for no name, a table and all
  /// of its cells' layers (`feed.cell3.text`) for a table, else that one layer.
  private func layerFilter(_ name: String?) throws(ShellError) -> (String) -> Bool {
    guard let name else { return { _ in true } }
    let view = try lookUp(name)
    guard view.kind == .table else { return { $0 == name } }
    let prefix = name + "."
    return { $0 == name || $0.hasPrefix(prefix) }
  }

  /// `trace [NAME]`: the draw records as a table.
  func printTrace(_ filter: RecordFilter) throws(ShellError) {
    let name = filter.name
    let matches = try layerFilter(name)
    let window = try filter.bounds(in: engine)
    let draws = engine.recording.draws.filter { matches($0.layer) && window.contains($0.requested) }
    // In csv and json an empty table is data too: a header line, or `[]`.
    guard !draws.isEmpty || settings.mode != .table else {
      out("no draws yet" + (name.map { " for '\($0)'" } ?? ""))
      return
    }
    let columns = filter.columns ?? DrawRecord.columns
    let picks = columns.compactMap { DrawRecord.columns.firstIndex(of: $0) }
    printTable(
      header: columns,
      rows: draws.map { draw in
        let fields = draw.fields
        return picks.map { fields.indices.contains($0) ? fields[$0] : "" }
      })
  }

  /// The most rows `events` prints in table mode; csv and json modes, read by programs rather
  /// than people, print them all, as `export events` writes them all.
  static let maxEventRows = 2000

  /// `events [NAME]`: the event log as a table.
  func printEvents(_ filter: RecordFilter) throws(ShellError) {
    let matches = try layerFilter(filter.name)
    let window = try filter.bounds(in: engine)
    let kind = filter.kind
    let events = engine.recording.events.filter { event in
      matches(event.layer) && window.contains(event.time) && (kind == nil || event.kind == kind)
    }
    guard settings.mode == .table else {
      printTable(header: EventRecord.columns, rows: events.map(\.fields))
      return
    }
    guard !events.isEmpty else {
      out("no events yet")
      return
    }
    let shown = events.suffix(Session.maxEventRows)
    if shown.count < events.count {
      out(
        "(the last \(shown.count) of \(events.count) events; 'export events FILE.csv' writes all)")
    }
    printTable(header: EventRecord.columns, rows: shown.map(\.fields))
  }

  /// `stats`: time, frames and draw counts — sentences in table mode, `name,value,unit`
  /// rows of plain numbers in csv and json mode (`StatsFigures`).
  func printStats(_ window: StatsWindow? = nil) {
    let window = window ?? StatsWindow(engine)
    guard settings.mode == .table else {
      printTable(header: StatsFigures.header, rows: StatsFigures.rows(engine, window: window))
      return
    }
    let stats = Stats(engine: engine, window: window)
    printTable(header: ["stat", "value"], rows: stats.rows)
  }
}
