import LayerLab

/// Turns a tokenized statement into a `Command`, with one-line errors that name the fix.
enum Parser {
  /// Statement keywords, for "did you mean" and `help`.
  static let keywords = [
    "new", "show", "step", "run", "after", "repeat", "clock", "device", "pool", "seed", "trace",
    "events", "stats", "save", "export", "help", "apropos", "reset", "compare", "images",
  ]
  static let dotCommands = [
    ".help", ".read", ".echo", ".bail", ".show", ".quit", ".exit", ".timer", ".mode", ".headers",
    ".output", ".once",
  ]
  /// The most iterations one `repeat` or `step N` may ask for.
  static let maxCount = 100_000

  static func parse(_ statement: Statement) throws(ShellError) -> Command {
    let words = statement.words
    guard let first = words.first else { throw ShellError("empty statement") }
    let head = first.text
    let rest = Array(words.dropFirst())
    if head.hasPrefix(".") {
      return try parseDot(head, rest)
    }
    switch head {
    case "new": return try parseNew(rest)
    case "show": return .show(try single(rest, "show NAME"))
    case "step": return try parseStep(rest)
    case "run": return try parseRun(rest)
    case "after": return try parseAfter(rest)
    case "repeat": return try parseRepeat(rest)
    case "clock": return .clock(try optional(rest, "clock [measured|model]"))
    case "device": return .device(try optional(rest, "device [NAME]"))
    case "pool": return .pool(try optional(rest, "pool [yy|yy-fallback|ad|global]"))
    case "seed": return .seed(try optional(rest, "seed [N]"))
    case "trace": return .trace(try optional(rest, "trace [NAME]"))
    case "events": return .events(try optional(rest, "events [NAME]"))
    case "stats": return try none(rest, "stats", .stats)
    case "reset": return try none(rest, "reset", .reset)
    case "compare": return try parseCompare(rest)
    case "images": return try parseImages(rest)
    case "save": return try parseSave(rest)
    case "export": return try parseExport(rest)
    case "help": return .help(rest.isEmpty ? nil : rest.map(\.text).joined(separator: " "))
    case "apropos": return .apropos(try single(rest, "apropos WORD"))
    default: break
    }
    // `NAME.` must be typed bare; the value after `=` may be quoted (`t.text="a b"`).
    if let lead = first.parts.first, lead.quote == .none, let dot = lead.text.firstIndex(of: ".") {
      return try parseViewStatement(name: String(lead.text[..<dot]), words: words)
    }
    if let guess = Suggest.closest(to: head, among: keywords + dotCommands) {
      throw ShellError("unknown statement '\(head)'; did you mean '\(guess)'?")
    }
    throw ShellError("unknown statement '\(head)'; type 'help' for the list")
  }

  // MARK: - Views

  private static func parseNew(_ words: [Word]) throws(ShellError) -> Command {
    guard words.count >= 2 else {
      throw ShellError("usage: new KIND NAME [prop=value …], e.g. new label title text=Hi")
    }
    var properties: [(name: String, value: Word)] = []
    for word in words.dropFirst(2) {
      guard let (name, value) = word.splitAtFirstUnquoted("=") else {
        throw ShellError("expected prop=value, got '\(word.text)' (quote values with spaces)")
      }
      properties.append((name.text, value))
    }
    return .new(kind: words[0].text, name: words[1].text, properties: properties)
  }

  /// `NAME.PROP`, `NAME.PROP = VALUE` (spaces around `=` optional), `NAME.METHOD(args)`.
  private static func parseViewStatement(name: String, words: [Word]) throws(ShellError)
    -> Command
  {
    let source = words.map(\.text).joined(separator: " ")
    let afterDot = String(source.dropFirst(name.count + 1))
    if let paren = afterDot.firstIndex(of: "("), !afterDot.prefix(upTo: paren).contains("=") {
      guard afterDot.hasSuffix(")") else {
        throw ShellError("missing ')' in '\(source)'; write \(name).METHOD()")
      }
      let method = String(afterDot[..<paren]).trimmingBlanks
      let arguments = String(
        afterDot[afterDot.index(after: paren)..<afterDot.index(before: afterDot.endIndex)])
      return .call(view: name, method: method, arguments: arguments.trimmingBlanks)
    }
    var all = words
    guard let firstWord = all.first else { throw ShellError("empty statement") }
    var value: [Word] = []
    var property: String
    if let (left, right) = firstWord.splitAtFirstUnquoted("=") {
      property = String(left.text.dropFirst(name.count + 1))
      if !right.text.isEmpty || right.isQuoted { value.append(right) }
      value += all.dropFirst()
    } else if all.count >= 2, let (left, right) = all[1].splitAtFirstUnquoted("="),
      left.text.isEmpty
    {
      property = String(firstWord.text.dropFirst(name.count + 1))
      if !right.text.isEmpty || right.isQuoted { value.append(right) }
      value += all.dropFirst(2)
    } else if all.count == 1 {
      property = String(firstWord.text.dropFirst(name.count + 1))
      return .get(view: name, property: property.trimmingBlanks)
    } else {
      all.removeFirst()
      throw ShellError(
        "expected '=' after '\(firstWord.text)'; write \(firstWord.text) = VALUE")
    }
    property = property.trimmingBlanks
    guard value.count == 1, let only = value.first else {
      if value.isEmpty { throw ShellError("missing value after '\(name).\(property) ='") }
      throw ShellError(
        "too many words after '=' in '\(source)'; quote a value with spaces: \"…\"")
    }
    return .set(view: name, property: property, value: only)
  }

  // MARK: - Time

  private static func parseStep(_ words: [Word]) throws(ShellError) -> Command {
    var texts = words.map(\.text)
    var count = 1
    if let first = texts.first, first.first?.isNumber == true {
      count = try IntValue.parse(first, name: "step", range: 1...maxCount)
      texts.removeFirst()
    }
    guard texts.count <= 1 else { throw ShellError("usage: step [N] [turn|frame]") }
    let unit: StepUnit
    switch texts.first {
    case nil: unit = .activity
    case "turn", "turns": unit = .turn
    case "frame", "frames": unit = .frame
    case let other?:
      throw ShellError("unknown step unit '\(other)'; use 'step', 'step turn' or 'step frame'")
    }
    return .step(count: count, unit: unit)
  }

  private static func parseRun(_ words: [Word]) throws(ShellError) -> Command {
    let texts = words.map(\.text)
    if texts == ["until", "idle"] { return .run(.idle) }
    guard texts.count == 1, let text = texts.first else {
      throw ShellError("usage: run DURATION (e.g. run 100ms) or run until idle")
    }
    return .run(.duration(try VirtualDuration.parse(text)))
  }

  private static func parseAfter(_ words: [Word]) throws(ShellError) -> Command {
    guard words.count >= 2, let first = words.first else {
      throw ShellError("usage: after DURATION STATEMENT, e.g. after 3ms title.setNeedsDisplay()")
    }
    return .after(delay: try VirtualDuration.parse(first.text), statement: Array(words.dropFirst()))
  }

  private static func parseRepeat(_ words: [Word]) throws(ShellError) -> Command {
    let usage = "usage: repeat N [every DURATION] STATEMENT"
    guard words.count >= 2, let first = words.first else { throw ShellError(usage) }
    let count = try IntValue.parse(first.text, name: "repeat", range: 1...10_000)
    if words[1].text == "every" {
      guard words.count >= 4 else { throw ShellError(usage) }
      let every = try VirtualDuration.parse(words[2].text)
      return .repeatN(count: count, every: every, statement: Array(words.dropFirst(3)))
    }
    return .repeatN(count: count, every: nil, statement: Array(words.dropFirst()))
  }

  // MARK: - Files and dot-commands

  private static func parseSave(_ words: [Word]) throws(ShellError) -> Command {
    guard words.count == 2 else {
      throw ShellError("usage: save NAME FILE.png (or save screen FILE.png)")
    }
    return .save(name: words[0].text, path: words[1].text)
  }

  /// `compare NAME… -- FILE.lab`: the names are strategies or pools.
  private static func parseCompare(_ words: [Word]) throws(ShellError) -> Command {
    let texts = words.map(\.text)
    guard let dashes = texts.firstIndex(of: "--"), dashes > 0, dashes + 2 == texts.count else {
      throw ShellError(
        "usage: compare STRATEGY|POOL… -- FILE.lab, e.g. compare sync async vvebo -- scroll.lab")
    }
    return .compare(names: Array(texts[..<dashes]), file: texts[dashes + 1])
  }

  /// `export KIND FILE [--from DURATION] [--to DURATION]` (the window is for timelines).
  /// `images [DIR] [dir=DIR] [latency=D] [bandwidth=N] [check=url|none] [memory=N] [disk=N]`;
  /// a first word without `=` is the directory.
  private static func parseImages(_ words: [Word]) throws(ShellError) -> Command {
    var pairs: [(key: String, value: Word)] = []
    for (index, word) in words.enumerated() {
      if index == 0, word.isQuoted || !word.text.contains("=") {
        pairs.append(("dir", word))
        continue
      }
      guard let (key, value) = word.splitAtFirstUnquoted("=") else {
        throw ShellError(
          "expected key=value after 'images', got '\(word.text)' (e.g. images latency=200ms)")
      }
      pairs.append((key.text, value))
    }
    return .images(pairs)
  }

  private static func parseExport(_ words: [Word]) throws(ShellError) -> Command {
    let usage =
      "usage: export draws|events|frames|images FILE.csv, export chrome FILE.json, "
      + "export timeline FILE.png [--from DURATION] [--to DURATION]"
    guard words.count >= 2, words.count % 2 == 0 else { throw ShellError(usage) }
    var from: Micros?
    var to: Micros?
    var index = 2
    while index + 1 < words.count {
      let value = try VirtualDuration.parse(words[index + 1].text)
      switch words[index].text {
      case "--from": from = value
      case "--to": to = value
      default: throw ShellError(usage)
      }
      index += 2
    }
    return .export(kind: words[0].text, path: words[1].text, from: from, to: to)
  }

  private static func parseDot(_ head: String, _ rest: [Word]) throws(ShellError) -> Command {
    switch head {
    case ".help": return .help(rest.isEmpty ? nil : rest.map(\.text).joined(separator: " "))
    case ".read": return .read(try single(rest, ".read FILE"))
    case ".echo": return .echo(try onOff(rest, ".echo on|off"))
    case ".bail": return .bail(try onOff(rest, ".bail on|off"))
    case ".show": return try none(rest, ".show", .showSettings)
    case ".timer": return .timer(try onOff(rest, ".timer on|off"))
    case ".headers": return .headers(try onOff(rest, ".headers on|off"))
    case ".mode": return .mode(try single(rest, ".mode table|csv|json"))
    case ".output": return .output(try optional(rest, ".output [FILE]"))
    case ".once": return .once(try single(rest, ".once FILE"))
    case ".quit": return try none(rest, ".quit", .quit)
    case ".exit":
      guard let code = rest.first else { return .quit }
      return .exit(Int32(try IntValue.parse(code.text, name: ".exit", range: 0...255)))
    default:
      if let guess = Suggest.closest(to: head, among: dotCommands) {
        throw ShellError("unknown command '\(head)'; did you mean '\(guess)'?")
      }
      throw ShellError("unknown command '\(head)'; type '.help' for the list")
    }
  }

  // MARK: - Helpers

  private static func single(_ words: [Word], _ usage: String) throws(ShellError) -> String {
    guard words.count == 1, let word = words.first else { throw ShellError("usage: " + usage) }
    return word.text
  }

  private static func optional(_ words: [Word], _ usage: String) throws(ShellError) -> String? {
    guard words.count <= 1 else { throw ShellError("usage: " + usage) }
    return words.first?.text
  }

  private static func none(_ words: [Word], _ usage: String, _ command: Command)
    throws(ShellError) -> Command
  {
    guard words.isEmpty else { throw ShellError("'\(usage)' takes no arguments") }
    return command
  }

  private static func onOff(_ words: [Word], _ usage: String) throws(ShellError) -> Bool {
    guard words.count == 1, let word = words.first else { throw ShellError("usage: " + usage) }
    do {
      return try BoolValue.parse(word.text)
    } catch {
      throw ShellError("usage: " + usage)
    }
  }
}

extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingBlanks: String {
    let blanks: Set<Character> = [" ", "\t"]
    let start = firstIndex { !blanks.contains($0) } ?? endIndex
    let end = lastIndex { !blanks.contains($0) }.map { index(after: $0) } ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
