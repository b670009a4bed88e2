import LayerLab

/// `.quit` and `.exit [N]`: leave the shell.
enum QuitCommands: StatementFamily {
  case quit
  case exit(Int32)

  static let keywords = [".quit", ".exit"]

  static let help = [
    StatementHelp(
      name: ".quit", group: .shell, usage: ".quit", summary: "leave (Ctrl-D too)",
      example: ".quit", aliases: ["quit"]),
    StatementHelp(
      name: ".exit", group: .shell, usage: ".exit [N]",
      summary: "leave with status N (no N: like .quit)",
      example: ".exit 3", aliases: ["exit"]),
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> QuitCommands {
    if words.head == ".quit" {
      try words.none(".quit")
      return .quit
    }
    // `.exit` without N is `.quit`: the status then says whether a statement failed.
    // One word at most: a word after N was ignored (`.exit 3 foo` left with 3).
    guard let code = try words.optional(".exit [N]") else { return .quit }
    return .exit(Int32(try IntValue.parse(code, name: ".exit", range: 0...255)))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  { [] }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    switch self {
    case .quit: return .exit(nil)
    case .exit(let code): return .exit(code)
    }
  }
}
