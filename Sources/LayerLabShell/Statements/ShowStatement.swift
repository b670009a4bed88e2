import LayerLab

/// `show NAME`: every property of a view (those its class has), then its layer's state.
struct ShowStatement: StatementFamily {
  var name: String

  static let keywords = ["show"]

  static let help = [
    StatementHelp(
      name: "show", group: .looking, usage: "show NAME",
      summary: "every property, the sentinel (an ADLayer's flag), marks, contents, what is on "
        + "screen, draws in flight",
      example: "show title")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> ShowStatement {
    ShowStatement(name: try words.single("show NAME"))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? completer.viewNames : []
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let view = try session.lookUp(name)
    let layer = view.layer
    var rows: [[String]] = view.shownProperties.map { info in
      [info.name, view.value(of: info.name)?.description ?? ""]
    }
    rows += view.showDetails.map { [$0.name, $0.value] }
    if view.kind == .table || view.kind == .prototype {
      // A table's own layer draws nothing: its cells' layers are what to look at. A
      // prototype's is never on screen: its cells' are.
      if session.settings.mode == .table { session.out("\(view.kind.rawValue) \(name)") }
      session.printTable(header: ["property", "value"], rows: rows)
      return .ok
    }
    let engine = session.engine
    let (width, height) = layer.pixelSize(scale: engine.device.scale)
    // YYAsyncLayer's sentinel, or ADLayer's two-state flag.
    let state = layer.cancellationState
    rows.append([state.name, state.value])
    rows.append(["needsDisplay", layer.display.needsDisplay ? "true" : "false"])
    rows.append(["needsLayout", layer.needsLayout ? "true" : "false"])
    if layer.hidden { rows.append(["hidden", "true (nothing to draw)"]) }
    rows.append(
      view.kind == .uiImageView
        ? ["bitmap", "its decoded image (4 bytes a decoded pixel), shown scaled by the GPU"]
        : view.draws
          ? ["bitmap", "\(width)x\(height) px, \(Format.bytes(width * height * 4)) when drawn"]
          : [
            "bitmap",
            "none ("
              + (view.kind == .view ? "a plain view draws nothing" : "a container: its views draw")
              + "; its background is a layer property)",
          ])
    rows.append(["contents", Self.describe(layer.contents)])
    rows.append(["committed", Self.describe(layer.committed) + " (sent by the last CA commit)"])
    rows.append(["on screen", Self.describe(layer.presented) + " (shown at the last vsync)"])
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
    if session.settings.mode == .table { session.out("\(view.kind.rawValue) \(name)") }
    session.printTable(header: ["property", "value"], rows: rows)
    return .ok
  }

  private static func describe(_ contents: Contents?) -> String {
    guard let contents else { return "nil" }
    if let decoded = contents.decoding {
      return "draw \(contents.draw), \(decoded.decodedWidth)x\(decoded.decodedHeight) px decoded, "
        + Format.bytes(decoded.byteCount)
    }
    let bitmap = contents.bitmap
    return "draw \(contents.draw), \(bitmap.pixelWidth)x\(bitmap.pixelHeight) px, "
      + Format.bytes(bitmap.byteCount)
  }
}
