import LayerLab

/// `help` and `help TOPIC`.
extension Session {
  func printHelp(_ topic: String?) throws(ShellError) {
    guard let topic else {
      printOverview()
      return
    }
    if let kind = ViewKind(rawValue: topic) {
      let isCell = kind == .cell
      out("\(topic) properties (new \(topic) NAME prop=value …, NAME.PROP = VALUE):")
      let rows = Session.properties(of: kind).map { [$0.name, $0.summary] }
      printTable(header: ["property", "meaning"], rows: rows)
      if kind == .table {
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
          "cells: NAME.cellN (background), NAME.cellN.text, NAME.cellN.retweet; "
            + "'trace NAME' shows them all")
        return
      }
      let methods = Session.methods(of: kind)
      out("methods: " + methods.map { "\($0.name)()" }.joined(separator: ", "))
      if isCell {
        out(
          "layers: NAME (background), NAME.text and NAME.retweet (labels): show, trace, save them")
      }
      return
    }
    // Export kinds and a few natural words lead to the statement that does them.
    let aliases = [
      "timeline": "export", "chrome": "export", "frames": "export", "draws": "export",
      "screen": "save", "quit": ".quit", "exit": ".exit", "read": ".read",
    ]
    let key = aliases[topic] ?? topic
    guard let entry = HelpCatalog.entries.first(where: { $0.name == key }) else {
      let names = HelpCatalog.entries.map(\.name) + ["label", "cell", "table", "image"]
      let hint = Suggest.closest(to: topic, among: names).map { "; did you mean '\($0)'?" } ?? ""
      throw ShellError("no help for '\(topic)'\(hint)")
    }
    out(entry.usage)
    out("  " + entry.summary)
    out("  example: " + entry.example)
  }

  private func printOverview() {
    out("LayerLab: watch and measure the iOS redraw pipeline (run loop, CA commit, YYAsyncLayer).")
    for group in HelpCatalog.groups {
      out("")
      out(group + ":")
      for entry in HelpCatalog.entries where entry.group == group {
        let usage =
          entry.usage.count < 34
          ? entry.usage + String(repeating: " ", count: 34 - entry.usage.count) : entry.usage + "  "
        out("  " + usage + entry.summary)
      }
    }
    out("")
    out("Durations: 250us, 16.7ms, 2s · colours: #RRGGBB, #RRGGBBAA, white … · rects: x,y,w,h")
    out(
      "'help STATEMENT' shows an example; 'help label', 'help cell' and 'help table' list "
        + "properties.")
  }
}
