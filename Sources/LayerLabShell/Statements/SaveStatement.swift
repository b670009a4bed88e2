import LayerLab

/// `save NAME|screen FILE.png`: a layer's contents, or the screen, as PNG.
struct SaveStatement: StatementFamily {
  var name: String
  var path: String

  static let keywords = ["save"]

  static let help = [
    StatementHelp(
      name: "save", group: .looking, usage: "save NAME|screen FILE.png",
      summary: "write a layer's contents, or the screen as the last vsync showed it (blank "
        + "layers show the page), as PNG at device scale (atomically)",
      example: "save title title.png", aliases: ["screen"])
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> SaveStatement {
    guard words.rest.count == 2 else {
      throw ShellError("usage: save NAME FILE.png (or save screen FILE.png)")
    }
    return SaveStatement(name: words.rest[0].text, path: words.rest[1].text)
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    switch words.count {
    case 1: completer.viewNames + ["screen"]
    case 2: completer.paths(word)
    default: []
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    try session.save(name, to: path)
    return .ok
  }
}
