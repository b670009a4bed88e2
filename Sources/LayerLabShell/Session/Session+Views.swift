import LayerLab

/// What the view statements (`new`, `NAME.PROP = VALUE`, `NAME.PROP`, `NAME.METHOD()`) share:
/// looking views up by name (parsing their values is `PropertyValues`').
extension Session {
  /// The view called `name`, or an error with the closest name.
  func lookUp(_ name: String) throws(ShellError) -> any View {
    if let view = engine.view(named: name) { return view }
    // A prototype's member is a description of every cell's view, not a view of its own.
    if let dot = name.lastIndex(of: "."),
      let prototype = engine.view(named: String(name[..<dot])) as? CellPrototype,
      let index = prototype.memberIndex(String(name[name.index(after: dot)...]))
    {
      let kind = prototype.members[index].kind.rawValue
      throw ShellError(
        "'\(name)' is a \(kind) of prototype '\(prototype.name)', not a view of its own: "
          + "'show \(prototype.name)' lists its views; each cell has its copy (TABLE.cellN."
          + "\(prototype.members[index].name))")
    }
    let names = Array(engine.views.keys)
    if let guess = Suggest.closest(to: name, among: names) {
      throw ShellError("unknown view '\(name)'; did you mean '\(guess)'?")
    }
    throw ShellError("unknown view '\(name)'; create it with 'new label \(name)'")
  }

  /// Splits `NAME.PATH` where NAME is the longest registered view name, so a cell's views
  /// (`feed.cell1.thumb0.cornerRadius`) are reached as well as tables (`feed.state`); nil
  /// when no prefix names a view.
  func splitMember(_ name: String, _ property: String) -> (view: String, property: String)? {
    MemberPath(name: name, property: property).split { engine.view(named: $0) != nil }
  }

  /// Prints the events since `seq` as transcript lines.
  func printEvents(since seq: Int) {
    guard !settings.quiet else { return }
    // The engine taken out first: the closure runs while `experiment` is being changed.
    let engine = engine
    let text = experiment.transcript.text(
      for: engine.recording.events(since: seq), draw: { engine.recording.draw($0) })
    // Every line of `text` is ended already, as `out(lines:)` ends a line.
    if !text.isEmpty { route(.out, text) }
  }
}
