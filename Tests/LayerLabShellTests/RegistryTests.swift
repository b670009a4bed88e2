import LayerLab
import Testing

@testable import LayerLabShell

/// The candidates for a line whose last word (split as libedit does) is being completed.
private func complete(_ completer: Completer, _ line: String) -> [String] {
  let breaks: Set<Character> = [" ", "\t", "\"", "'", "=", ";", "(", "$"]
  let word = String(line.reversed().prefix { !breaks.contains($0) }.reversed())
  return completer.candidates(line: line, word: word)
}

/// A session with one example view of every kind, named as the help examples name them.
private func exampleSession() -> SessionHarness {
  let harness = SessionHarness()
  harness.prepare("clock model")
  for kind in ViewKind.allCases { harness.prepare(ViewHelp.creation(kind)) }
  return harness
}

/// The lines `help TOPIC` prints, or nil (with the error recorded) when it fails.
private func help(_ topic: String, sourceLocation: SourceLocation = #_sourceLocation)
  -> [String]?
{
  let harness = SessionHarness()
  guard harness.run("help \(topic)") == .ok else {
    Issue.record("help \(topic) failed: \(harness.err)", sourceLocation: sourceLocation)
    return nil
  }
  return harness.outLines
}

/// Every value a setting or a statement takes, with the line whose completion offers it.
private let settingValues: [(value: String, completedAfter: String)] =
  DeviceProfile.all.map { ($0.name, "device ") }
  + PoolKind.allCases.map { ($0.rawValue, "pool ") }
  + ClockMode.allCases.map { ($0.rawValue, "clock ") }
  + TableStrategy.allCases.map { ($0.rawValue, "compare ") }
  + TableStrategy.allCases.map { ($0.rawValue, "new table f rows=3 strategy=") }
  + ExportKind.allCases.map { ($0.rawValue, "export ") }
  + ViewKind.allCases.map { ($0.rawValue, "new ") }

@Suite("Statement registry")
struct RegistryTests {
  @Test func everyStatementHasHelpWithAnExampleThatParses() throws {
    for family in Statements.all {
      #expect(!family.help.isEmpty, "\(family) has no help")
      for entry in family.help {
        let lines = try #require(help(entry.name))
        #expect(lines == [entry.usage, "  " + entry.summary, "  example: " + entry.example])
        #expect(!entry.example.isEmpty)
        for statement in try Tokenizer.statements(in: entry.example) {
          #expect(throws: Never.self, "example of \(entry.name)") {
            try Statements.parse(statement)
          }
        }
      }
    }
  }

  @Test func everyKeywordBelongsToOneFamilyAndIsCompletedAtTheStart() {
    let completer = Completer(session: SessionHarness().session)
    let all = Statements.all.flatMap { $0.keywords }
    #expect(Set(all).count == all.count, "a keyword is claimed twice")
    for keyword in Statements.keywords {
      #expect(complete(completer, "").contains(keyword), "Tab does not offer '\(keyword)'")
      #expect(Statements.family(for: keyword) != nil)
    }
    for command in Statements.dotCommands {
      #expect(complete(completer, ".").contains(command), "Tab does not offer '\(command)'")
    }
  }

  @Test func everySettingValueHasHelpWithAnExampleAndIsCompleted() throws {
    let completer = Completer(session: SessionHarness().session)
    for (value, line) in settingValues {
      let lines = try #require(help(value))
      #expect(lines.contains { $0.contains("example: ") }, "help \(value) has no example")
      #expect(complete(completer, line).contains(value), "'\(line)' does not offer '\(value)'")
      #expect(complete(completer, "help ").contains(value), "'help ' does not offer '\(value)'")
    }
  }

  @Test(arguments: ViewKind.allCases)
  func everyPropertyAndMethodHasHelpAndIsCompleted(kind: ViewKind) throws {
    let harness = exampleSession()
    let completer = Completer(session: harness.session)
    let name = ViewHelp.exampleName(kind)
    let overview = try #require(help(kind.rawValue))
    let members = complete(completer, name + ".")
    let creatable = complete(completer, "new \(kind.rawValue) x ")
    let helpMembers = complete(completer, "help \(kind.rawValue).")
    for info in kind.properties {
      #expect(
        overview.contains { $0.hasPrefix(info.name + " ") }, "help \(kind) lacks \(info.name)")
      let lines = try #require(help("\(kind.rawValue).\(info.name)"))
      #expect(
        lines.count == 3 && lines.last?.hasPrefix("  example: \(name).") == true
          || lines.last?.hasPrefix("  example: new \(kind.rawValue) ") == true)
      #expect(members.contains("\(name).\(info.name)"))
      #expect(helpMembers.contains("\(kind.rawValue).\(info.name)"))
      let settable = !kind.readOnly.contains(info.name)
      #expect(creatable.contains(info.name + "=") == settable, "new \(kind) x \(info.name)=")
    }
    for method in kind.methods {
      let lines = try #require(help("\(kind.rawValue).\(method.name)"))
      #expect(lines.last?.hasPrefix("  example: \(name).\(method.name)(") == true)
      #expect(try #require(help(method.name)).contains(lines[0]), "help \(method.name)")
      #expect(members.contains { $0.hasPrefix("\(name).\(method.name)(") })
      #expect(helpMembers.contains("\(kind.rawValue).\(method.name)"))
    }
  }

  /// The examples `help KIND.MEMBER` prints run, on the views `help KIND` shows how to make.
  @Test(arguments: ViewKind.allCases)
  func everyMemberExampleRuns(kind: ViewKind) {
    let harness = exampleSession()
    for entry in ViewHelp.all(of: kind) where !entry.example.hasPrefix("new ") {
      harness.clear()
      #expect(harness.run(entry.example) == .ok, "\(entry.example): \(harness.err)")
    }
  }

  @Test func tableMethodsHaveHelpByTheirOwnName() throws {
    let fling = try #require(help("fling"))
    #expect(fling == help("table.fling"))
    #expect(fling.first == "table.fling(velocity: PT/S)")
    #expect(fling.last == "  example: feed.fling(velocity: -8000)")
    for method in ["drag", "scrollTo", "scrollToTop", "tap", "reloadData"] {
      #expect(try #require(help(method)).first?.hasPrefix("table.\(method)(") == true)
    }
  }

  @Test func helpNamesNewImageAndEveryDevice() throws {
    let new = try #require(help("new"))
    #expect(
      new.first?.hasPrefix("new label|cell|table|image|UIImageView|view|prototype NAME") == true)
    let device = try #require(help("device"))
    for profile in DeviceProfile.all {
      #expect(device.first?.contains(profile.name) == true, "help device lacks \(profile.name)")
    }
    #expect(try #require(help("iphone6")).first == "device iphone6")
  }

  @Test func aLonePropertyIsOfferedWithItsValuesNotABlank() {
    let completer = Completer(session: SessionHarness().session)
    #expect(
      completer.editorCandidates(line: "new label x displaysA", word: "displaysA") == [
        "displaysAsynchronously=false", "displaysAsynchronously=true",
      ])
    #expect(
      completer.editorCandidates(line: "new label x numberOf", word: "numberOf") == [
        "numberOfLines=", "numberOfLines=\"",
      ])
    #expect(
      complete(completer, "new image i contentMode=")
        == ["scaleAspectFill", "scaleAspectFit", "scaleToFill"].sorted())
  }
}
