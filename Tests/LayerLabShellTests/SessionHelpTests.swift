import LayerLab
import Testing

@testable import LayerLabShell

/// The first word of each indented overview line: the statement its usage starts with.
private func listedNames(_ lines: [String]) -> Set<String> {
  Set(
    lines.filter { $0.hasPrefix("  ") }.compactMap {
      $0.split(separator: " ").first.map(String.init)
    })
}

@Suite("Session: help")
struct SessionHelpTests {
  @Test func overviewListsEveryStatementKeyword() {
    let harness = SessionHarness()
    #expect(harness.run("help") == .ok)
    #expect(harness.err == "")
    let names = listedNames(harness.outLines)
    for keyword in Statements.keywords {
      #expect(names.contains(keyword), "help does not list '\(keyword)'")
    }
    for command in Statements.dotCommands where command != ".help" {
      #expect(names.contains(command), "help does not list '\(command)'")
    }
    // View statements have no keyword; their usages are listed instead.
    for usage in ["NAME.PROP = VALUE", "NAME.PROP", "NAME.METHOD([label: value, …])"] {
      #expect(harness.outLines.contains { $0.hasPrefix("  " + usage + " ") })
    }
  }

  @Test(arguments: ["help", ".help"])
  func overviewIsTheSameForHelpAndDotHelp(line: String) {
    let reference = SessionHarness()
    reference.run("help")
    let harness = SessionHarness()
    #expect(harness.run(line) == .ok)
    #expect(harness.out == reference.out)
  }

  @Test func helpStepPrintsUsageSummaryAndExample() {
    let harness = SessionHarness()
    #expect(harness.run("help step") == .ok)
    #expect(harness.err == "")
    let lines = harness.outLines
    #expect(lines.count == 3)
    #expect(lines.first == "step [N] [turn|frame]")
    #expect(lines.dropFirst().first?.hasPrefix("  advance") == true)
    #expect(lines.last == "  example: step turn")
  }

  @Test(arguments: Statements.keywords)
  func everyKeywordHasHelpWithAnExampleThatParses(keyword: String) throws {
    let harness = SessionHarness()
    #expect(harness.run("help \(keyword)") == .ok)
    let lines = harness.outLines
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix(keyword) == true)
    let example = try #require(lines.last)
    #expect(example.hasPrefix("  example: "))
    let statement = String(example.dropFirst("  example: ".count))
    for parsed in try Tokenizer.statements(in: statement) {
      #expect(throws: Never.self) { try Statements.parse(parsed) }
    }
  }

  @Test func helpLabelListsEveryProperty() {
    let harness = SessionHarness()
    #expect(harness.run("help label") == .ok)
    for info in LabelView.properties {
      let listed = harness.outLines.contains {
        $0.split(separator: " ").first.map(String.init) == info.name
      }
      #expect(listed, "help label does not list '\(info.name)'")
    }
  }

  @Test func helpForAnUnknownTopicSuggestsTheClosest() {
    let harness = SessionHarness()
    #expect(harness.run("help stpe") == .failed)
    #expect(harness.err == "error: no help for 'stpe'; did you mean 'step'?\n")
    #expect(harness.out == "")

    harness.clear()
    #expect(harness.run("help nosuch") == .failed)
    #expect(harness.err == "error: no help for 'nosuch'\n")
    #expect(harness.out == "")
  }
}
