import LayerLab

/// What `help`, `help TOPIC` and `apropos WORD` print, from the registry: the behaviour of
/// ``HelpStatement``, which owns one for the statement it runs.
struct HelpPrinter {
  /// Where the help goes.
  let session: Session

  private func out(_ text: String) { session.out(text) }

  private func printTable(header: [String], rows: [[String]]) {
    session.printTable(header: header, rows: rows)
  }

  func printHelp(_ topic: String?) throws(ShellError) {
    guard let topic else {
      printOverview()
      return
    }
    if let kind = ViewKind(rawValue: topic) {
      printHelp(kind)
      return
    }
    if topic == "limits" {
      // Every hard limit, each read from the constant that enforces it.
      printTable(
        header: ["limit", "value", "why"], rows: Limits.rows.map { [$0.name, $0.value, $0.why] })
      return
    }
    let entries = Statements.help
    let found =
      entries.first { $0.name == topic } ?? entries.first { $0.aliases.contains(topic) }
      ?? Statements.topics.first { $0.name == topic || $0.aliases.contains(topic) }
    if let found {
      printHelp(found)
      return
    }
    let members = ViewHelp.members(named: topic)
    guard members.isEmpty else {
      for member in members { printHelp(member) }
      return
    }
    // Statements and kinds first: ties go to the earlier candidate.
    let names =
      entries.map(\.name) + ViewKind.allCases.map(\.rawValue) + Statements.topics.map(\.name)
      + ViewKind.allCases.flatMap { $0.methods.map(\.name) }
    let hint = Suggest.closest(to: topic, among: names).map { "; did you mean '\($0)'?" } ?? ""
    throw ShellError("no help for '\(topic)'\(hint)")
  }

  private func printHelp(_ entry: StatementHelp) {
    out(entry.usage)
    out("  " + entry.summary)
    out("  example: " + entry.example)
  }

  /// A view kind: its properties, methods and (tables) strategies and cell layers.
  private func printHelp(_ kind: ViewKind) {
    let topic = kind.rawValue
    out("\(topic) properties (new \(topic) NAME prop=value …, NAME.PROP = VALUE):")
    let rows = kind.properties.map { [$0.name, $0.summary] }
    printTable(header: ["property", "meaning"], rows: rows)
    switch kind {
    case .table:
      out("methods:")
      for method in TableView.methods {
        let call = method.summary.hasPrefix(method.name + "(") ? "" : method.name + "(): "
        out("  " + call + method.summary)
      }
      out("strategies:")
      for strategy in TableStrategy.allCases {
        out("  \(strategy.rawValue): \(strategy.summary)")
      }
      out(
        "cells: NAME.cellN (its content view: the bitmap of its flattened views), "
          + "NAME.cellN.VIEW for each view of its prototype; 'trace NAME' shows them all")
    case .cell:
      out("methods: " + kind.methods.map { "\($0.name)()" }.joined(separator: ", "))
      out(
        "made from the shipped feed prototype (Prototypes/feed.lab, declared as feedCell if "
          + "needed: one you declared wins)")
      out(
        "layers: NAME (the bitmap its flattened views are drawn into), NAME.text and "
          + "NAME.retweet (labels), NAME.thumb0-3 and NAME.avatar (images): show, trace, save them")
    case .label, .image, .view:
      out("methods: " + kind.methods.map { "\($0.name)()" }.joined(separator: ", "))
    case .uiImageView:
      out("methods: " + kind.methods.map { "\($0.name)()" }.joined(separator: ", "))
      for line in ViewHelp.uiImageViewGuide { out(line) }
    case .prototype:
      for line in ViewHelp.prototypeGuide { out(line) }
    }
    out("example: " + ViewHelp.creation(kind))
  }

  private func printOverview() {
    out("LayerLab: watch and measure the iOS redraw pipeline (run loop, CA commit, YYAsyncLayer).")
    for group in StatementHelp.Group.allCases {
      out("")
      out(group.rawValue + ":")
      for entry in Statements.help where entry.group == group {
        let usage =
          entry.usage.count < 34
          ? entry.usage + String(repeating: " ", count: 34 - entry.usage.count) : entry.usage + "  "
        out("  " + usage + entry.summary)
      }
    }
    out("")
    out(
      "Durations: 250us, 16.7ms, 2s · colours: #RRGGBB, #RRGGBBAA, #RGB, white, systemBlue … "
        + "· rects: x,y,w,h")
    let kinds = ViewKind.allCases.map { "'help \($0.rawValue)'" }
    out(
      "'help STATEMENT' shows an example; " + kinds.dropLast().joined(separator: ", ")
        + " and " + (kinds.last ?? "") + " list properties.")
    out(
      "'help table.fling' (or 'help fling') shows one property or method; 'help iphone6', "
        + "'help ad', 'help model' and 'help vvebo' one setting's value; 'help limits' every "
        + "limit.")
  }

  /// `apropos WORD`: statements whose name, usage or summary mention WORD, then setting values,
  /// then every view kind's properties and methods whose name or summary do; case-insensitive,
  /// like lldb's.
  func apropos(_ word: String) {
    let needle = word.lowercased()
    // The standard library's search, not Foundation's `contains`: Foundation's crashed on a
    // word with a NUL in it (index out of bounds converting to UTF-16; found by the fuzzer).
    func mentions(_ texts: String...) -> Bool {
      texts.contains { $0.lowercased().firstRange(of: needle) != nil }
    }
    var lines: [String] = []
    for entry in Statements.help where mentions(entry.name, entry.usage, entry.summary) {
      lines.append("\(entry.name) — \(entry.summary)")
    }
    for entry in Statements.topics where mentions(entry.usage, entry.summary) {
      lines.append("\(entry.usage) — \(entry.summary)")
    }
    for kind in ViewKind.allCases {
      for info in kind.properties where mentions(info.name, info.summary) {
        lines.append("\(kind.rawValue).\(info.name) — \(info.summary)")
      }
      for info in kind.methods where mentions(info.name, info.summary) {
        lines.append("\(kind.rawValue).\(info.name)() — \(info.summary)")
      }
    }
    guard !lines.isEmpty else {
      out("nothing about '\(Excerpt.of(word))'")
      return
    }
    out(lines.joined(separator: "\n"))
  }
}
