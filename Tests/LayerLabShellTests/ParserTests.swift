import LayerLab
import Testing

@testable import LayerLabShell

/// Parses a line that must hold exactly one statement.
private func parse(_ line: String) throws -> any StatementFamily {
  let statements = try Tokenizer.statements(in: line)
  #expect(statements.count == 1, "'\(line)' should be one statement")
  let statement = try #require(statements.first)
  return try Statements.parse(statement)
}

/// The parser's (or tokenizer's) error for `line`, or nil when it parses.
private func parseError(_ line: String) -> String? {
  do {
    for statement in try Tokenizer.statements(in: line) {
      _ = try Statements.parse(statement)
    }
    return nil
  } catch {
    return error.message
  }
}

/// What a `step` line should parse to.
struct ParserStepCase: Sendable {
  var count: Int
  var unit: StepUnit

  init(_ count: Int, _ unit: StepUnit) {
    self.count = count
    self.unit = unit
  }
}

/// The texts of a statement's words.
private func texts(_ words: [Word]) -> [String] { words.map(\.text) }

@Suite("Parser: statements to commands")
struct ParserTests {
  @Test func newWithProperties() throws {
    let command = try parse(#"new label t frame=0,0,200,40 text="Hello world""#)
    let new = try #require(command as? NewStatement, "expected new, got \(command)")
    #expect(new.kind == "label")
    #expect(new.name == "t")
    #expect(new.properties.map(\.name) == ["frame", "text"])
    #expect(new.properties.map(\.value.text) == ["0,0,200,40", "Hello world"])
    #expect(!new.properties[0].value.isQuoted)
    #expect(new.properties[1].value.isQuoted)
  }

  @Test func newWithoutProperties() throws {
    let new = try #require(try parse("new label t") as? NewStatement)
    #expect(new.kind == "label")
    #expect(new.name == "t")
    #expect(new.properties.isEmpty)
  }

  @Test(
    "spaces around '=' are optional",
    arguments: [
      #"t.text = "a b""#, #"t.text="a b""#, #"t.text= "a b""#, #"t.text ="a b""#,
      "t.text = 'a b'", "t.text='a b'", #"t.text = a\ b"#, #"t.text=a" b""#,
    ])
  func setWithQuotedValue(line: String) throws {
    guard case .set(let view, let property, let value)? = try parse(line) as? ViewStatement else {
      Issue.record("expected .set for \(line)")
      return
    }
    #expect(view == "t")
    #expect(property == "text")
    #expect(value.text == "a b")
  }

  @Test(arguments: ["t.text = x", "t.text=x", "t.text= x", "t.text =x"])
  func setWithBareValue(line: String) throws {
    guard case .set(let view, let property, let value)? = try parse(line) as? ViewStatement else {
      Issue.record("expected .set for \(line)")
      return
    }
    #expect(view == "t")
    #expect(property == "text")
    #expect(value.text == "x")
    #expect(!value.isQuoted)
  }

  @Test func setKeepsEqualsInsideTheValue() throws {
    guard case .set(_, let property, let value)? = try parse(#"t.text = "a=b""#) as? ViewStatement
    else {
      Issue.record("expected .set")
      return
    }
    #expect(property == "text")
    #expect(value.text == "a=b")
    guard case .set(_, _, let bare)? = try parse("t.text=a=b") as? ViewStatement else {
      Issue.record("expected .set")
      return
    }
    #expect(bare.text == "a=b")
  }

  /// A quoted dot-command is a dot-command, as a quoted keyword is a keyword; it once fell
  /// through to the "did you mean" that suggested the very word typed.
  @Test(arguments: ["'.quit'", #"".exit" 3"#, "'.echo' on"])
  func aQuotedDotCommandIsNotSuggestedToItself(line: String) {
    let typed = try? Tokenizer.statements(in: line).first?.words.first?.text
    let message = parseError(line)
    #expect(message == nil, "\(message ?? "")")
    #expect(message?.contains("did you mean '\(typed ?? "")'") != true)
  }

  @Test func aQuotedKeywordIsStillAKeyword() throws {
    let step = try #require(try parse("'step' turn") as? StepStatement)
    #expect(step.count == 1)
    #expect(step.unit == .turn)
  }

  @Test func aQuotedNameIsNotAViewStatement() {
    #expect(parseError("'t.text' = x") == "unknown statement 't.text'; type 'help' for the list")
    #expect(parseError(#""t".text = x"#) == "unknown statement 't.text'; type 'help' for the list")
  }

  @Test func emptyQuotedValueIsAValue() throws {
    for line in [#"t.text = """#, "t.text=''", #"t.text="""#, "t.text= ''", "t.text =''"] {
      guard case .set(_, _, let value)? = try parse(line) as? ViewStatement else {
        Issue.record("expected .set for \(line)")
        continue
      }
      #expect(value.text == "")
      #expect(value.isQuoted)
    }
  }

  @Test func setWithParenthesesInTheValueIsNotACall() throws {
    guard case .set(_, let property, let value)? = try parse(#"t.text = "f(x)""#) as? ViewStatement
    else {
      Issue.record("expected .set")
      return
    }
    #expect(property == "text")
    #expect(value.text == "f(x)")
  }

  @Test func get() throws {
    guard case .get(let view, let property)? = try parse("t.text") as? ViewStatement else {
      Issue.record("expected .get")
      return
    }
    #expect(view == "t")
    #expect(property == "text")
  }

  @Test(arguments: ["t.setNeedsDisplay()", "t.setNeedsDisplay( )", "t.setNeedsDisplay ()"])
  func callWithoutArguments(line: String) throws {
    guard case .call(let view, let method, let arguments)? = try parse(line) as? ViewStatement
    else {
      Issue.record("expected .call for \(line)")
      return
    }
    #expect(view == "t")
    #expect(method == "setNeedsDisplay")
    #expect(arguments == "")
  }

  @Test func callKeepsItsArgumentsForTheSessionToRefuse() throws {
    guard case .call(_, let method, let arguments)? = try parse("t.display(1, 2)") as? ViewStatement
    else {
      Issue.record("expected .call")
      return
    }
    #expect(method == "display")
    #expect(arguments == "1, 2")
  }

  @Test(
    arguments: [
      ("step", ParserStepCase(1, .activity)), ("step turn", ParserStepCase(1, .turn)),
      ("step 3 frames", ParserStepCase(3, .frame)), ("step frame", ParserStepCase(1, .frame)),
      ("step 2", ParserStepCase(2, .activity)), ("step 5 turns", ParserStepCase(5, .turn)),
    ])
  func step(line: String, expected: ParserStepCase) throws {
    let step = try #require(try parse(line) as? StepStatement, "expected step for \(line)")
    #expect(step.count == expected.count)
    #expect(step.unit == expected.unit)
  }

  @Test(
    arguments: [
      ("run 16.7ms", StepUnit.duration(16_700)), ("run 250us", .duration(250)),
      ("run 2s", .duration(2_000_000)), ("run until idle", .idle),
    ])
  func run(line: String, unit: StepUnit) throws {
    let run = try #require(try parse(line) as? RunStatement, "expected run for \(line)")
    #expect(run.unit == unit)
  }

  @Test func after() throws {
    let command = try parse("after 3ms t.display()") as? ScheduleStatement
    guard case .after(let delay, let statement)? = command else {
      Issue.record("expected after")
      return
    }
    #expect(delay == 3000)
    #expect(texts(statement) == ["t.display()"])
  }

  @Test func repeatEvery() throws {
    let command = try parse("repeat 10 every 1ms t.setNeedsDisplay()") as? ScheduleStatement
    guard case .repeatN(let count, let every, let statement)? = command else {
      Issue.record("expected repeat")
      return
    }
    #expect(count == 10)
    #expect(every == 1000)
    #expect(texts(statement) == ["t.setNeedsDisplay()"])
  }

  @Test func repeatWithoutEvery() throws {
    let command = try parse(#"repeat 3 t.text = "$i""#) as? ScheduleStatement
    guard case .repeatN(let count, let every, let statement)? = command else {
      Issue.record("expected repeat")
      return
    }
    #expect(count == 3)
    #expect(every == nil)
    #expect(texts(statement) == ["t.text", "=", "$i"])
  }

  @Test func dotCommands() throws {
    guard case .read(let path)? = try parse(".read x.lab") as? ScriptCommands else {
      Issue.record("expected .read")
      return
    }
    #expect(path == "x.lab")
    guard case .echo(let echo)? = try parse(".echo on") as? ScriptCommands else {
      Issue.record("expected .echo")
      return
    }
    #expect(echo)
    guard case .bail(let bail)? = try parse(".bail off") as? ScriptCommands else {
      Issue.record("expected .bail")
      return
    }
    #expect(!bail)
    guard case .exit(let code)? = try parse(".exit 3") as? QuitCommands else {
      Issue.record("expected .exit")
      return
    }
    #expect(code == 3)
    // `.exit` without N is `.quit`: the status says whether a statement failed.
    guard case .quit? = try parse(".exit") as? QuitCommands else {
      Issue.record("expected .exit to mean .quit")
      return
    }
    guard case .quit? = try parse(".quit") as? QuitCommands else {
      Issue.record("expected .quit")
      return
    }
    guard case .showSettings? = try parse(".show") as? ScriptCommands else {
      Issue.record("expected .show")
      return
    }
    guard case .help(let topic)? = try parse(".help step") as? HelpStatement else {
      Issue.record("expected .help")
      return
    }
    #expect(topic == "step")
  }

  @Test func settingsAndLooking() throws {
    let clock = try #require(try parse("clock model") as? ClockStatement)
    #expect(clock.value == "model")
    let device = try #require(try parse("device") as? DeviceStatement)
    #expect(device.value == nil)
    let save = try #require(try parse("save t t.png") as? SaveStatement)
    #expect(save.name == "t")
    #expect(save.path == "t.png")
    let export = try #require(try parse("export draws d.csv") as? ExportStatement)
    #expect(export.kind == "draws")
    #expect(export.path == "d.csv")
    #expect(export.from == nil && export.to == nil)
    guard case .help(.none)? = try parse("help") as? HelpStatement else {
      Issue.record("expected help without a topic")
      return
    }
  }

  @Test(
    "errors name the problem and the fix",
    arguments: [
      ("stpe", "unknown statement 'stpe'; did you mean 'step'?"),
      ("xyzzy", "unknown statement 'xyzzy'; type 'help' for the list"),
      (
        "t.text = a b",
        #"too many words after '=' in 't.text = a b'; quote a value with spaces: "…""#
      ),
      ("t.text =", "missing value after 't.text ='"),
      ("t.text=", "missing value after 't.text ='"),
      ("t.text x", "expected '=' after 't.text'; write t.text = VALUE"),
      ("t.setNeedsDisplay(", "missing ')' in 't.setNeedsDisplay('; write t.METHOD()"),
      ("step 0", "'step' must be from 1 to 100000, got 0"),
      ("step 100001", "'step' must be from 1 to 100000 (the step-count limit), got 100001"),
      ("step sideways", "unknown step unit 'sideways'; use 'step', 'step turn' or 'step frame'"),
      ("step 3 frames x", "usage: step [N] [turn|frame]"),
      ("run 16", "bad duration '16' (give a unit: 250us, 16.7ms, 2s)"),
      ("run", "usage: run DURATION (e.g. run 100ms) or run until idle"),
      ("run -5ms", "bad duration '-5ms' (a duration cannot be negative; write e.g. 5ms)"),
      ("after 3ms", "usage: after DURATION STATEMENT, e.g. after 3ms title.setNeedsDisplay()"),
      ("repeat 0 t.display()", "'repeat' must be from 1 to 10000, got 0"),
      ("repeat 10 every 1ms", "usage: repeat N [every DURATION] STATEMENT"),
      ("new label", "usage: new KIND NAME [prop=value …], e.g. new label title text=Hi"),
      (
        "new label t frame",
        "expected prop=value, got 'frame' (quote values with spaces)"
      ),
      (".foo", "unknown command '.foo'; type '.help' for the list"),
      (".reed x.lab", "unknown command '.reed'; did you mean '.read'?"),
      (".echo maybe", "usage: .echo on|off"),
      (".bail", "usage: .bail on|off"),
      (".exit 256", "'.exit' must be from 0 to 255, got 256"),
      (".quit now", "'.quit' takes no arguments"),
      ("stats x", "usage: stats [from DURATION] [to DURATION] | in SIGNPOST"),
      (
        "save t",
        "usage: save NAME FILE.png (or save screen [blended|offscreen|misaligned|blank] FILE.png)"
      ),
      ("save screen blended", "usage: save screen blended FILE.png (name the file to write)"),
      (
        "save screen glow s.png",
        "unknown overlay 'glow'; use blended, offscreen, misaligned or blank"
      ),
      ("save screen blendd s.png", "unknown overlay 'blendd'; did you mean 'blended'?"),
    ])
  func error(line: String, message: String) {
    #expect(parseError(line) == message)
  }
}
