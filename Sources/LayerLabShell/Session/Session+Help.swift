import LayerLab

/// `help` and `help TOPIC`.
extension Session {
  func printHelp(_ topic: String?) throws(ShellError) {
    guard let topic else {
      printOverview()
      return
    }
    if topic == "label" {
      out("label properties (new label NAME prop=value …, NAME.PROP = VALUE):")
      let rows = LabelView.properties.map { [$0.name, $0.summary] }
      write(.out, TextTable.render(header: ["property", "meaning"], rows: rows))
      out("methods: " + LabelView.methods.map { "\($0.name)()" }.joined(separator: ", "))
      return
    }
    let key = topic
    guard let entry = HelpCatalog.entries.first(where: { $0.name == key }) else {
      let names = HelpCatalog.entries.map(\.name) + ["label"]
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
    out("'help STATEMENT' shows an example; 'help label' lists label properties.")
  }
}
