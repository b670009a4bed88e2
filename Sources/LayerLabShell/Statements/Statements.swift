/// The registry: every statement family the shell knows, and what is derived from the list.
///
/// The order of ``all`` is the order of `apropos`, of the `help` overview within each group,
/// and the order in which "did you mean" breaks ties.
enum Statements {
  static let all: [any StatementFamily.Type] = [
    NewStatement.self, ViewStatement.self, ShowStatement.self,
    StepStatement.self, RunStatement.self, ScheduleStatement.self, SignpostStatement.self,
    TraceStatement.self, EventsStatement.self, StatsStatement.self, FramesStatement.self,
    ExplainStatement.self, SaveStatement.self, ExportStatement.self, PlotStatement.self,
    ClockStatement.self, DeviceStatement.self, DevicesStatement.self, PromotionStatement.self,
    PoolStatement.self, CPUClockStatement.self, CostsStatement.self, CalibrationStatement.self,
    CompareStatement.self, SweepStatement.self, ExpectStatement.self,
    ResetStatement.self, ImagesStatement.self, SeedStatement.self,
    HelpStatement.self, OutputCommands.self, ScriptCommands.self, QuitCommands.self,
  ]

  // Closures, not key paths: a key path to a static member through `any StatementFamily.Type`
  // crashes the Swift 6.3 compiler.
  /// Statement keywords (not dot-commands), for "did you mean", `help` and Tab.
  static let keywords = all.flatMap { $0.keywords }.filter { !$0.hasPrefix(".") }
  /// The dot-commands, likewise.
  static let dotCommands = all.flatMap { $0.keywords }.filter { $0.hasPrefix(".") }
  /// Every statement's help, in overview order.
  static let help = all.flatMap { $0.help }
  /// The setting values' help.
  static let topics = all.flatMap { $0.topics }

  private static let byKeyword: [String: any StatementFamily.Type] = {
    var table: [String: any StatementFamily.Type] = [:]
    for family in all {
      for keyword in family.keywords { table[keyword] = family }
    }
    return table
  }()

  /// The family whose keyword is `keyword`.
  static func family(for keyword: String) -> (any StatementFamily.Type)? {
    byKeyword[keyword]
  }

  /// The most iterations one `repeat` or `step N` may ask for.
  static let maxCount = 100_000

  /// Parses a tokenized statement into its family's value, with one-line errors that name the
  /// fix.
  static func parse(_ statement: Statement) throws(ShellError) -> any StatementFamily {
    guard let first = statement.words.first else { throw ShellError("empty statement") }
    let head = first.text
    if let family = family(for: head) {
      return try family.parse(
        StatementWords(head: head, rest: Array(statement.words.dropFirst()), statement: statement))
    }
    if head.hasPrefix(".") {
      if let guess = Suggest.closest(to: head, among: dotCommands) {
        throw ShellError("unknown command '\(head)'; did you mean '\(guess)'?")
      }
      throw ShellError("unknown command '\(head)'; type '.help' for the list")
    }
    if ViewStatement.claims(first) { return try ViewStatement.parse(statement) }
    if let guess = Suggest.closest(to: head, among: keywords + dotCommands) {
      throw ShellError("unknown statement '\(head)'; did you mean '\(guess)'?")
    }
    throw ShellError("unknown statement '\(head)'; type 'help' for the list")
  }
}
