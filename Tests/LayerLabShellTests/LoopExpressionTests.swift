import LayerLab
import Testing

@testable import LayerLabShell

/// `$(EXPR)` in a `repeat` body: arithmetic on the loop variable.
@Suite("Lexing: loop expressions")
struct LoopExpressionTests {
  private func value(_ source: String, i: Int) throws -> Int {
    try LoopExpression.parse(source).value(i: i)
  }

  /// The message `body` fails with, or "" when it does not.
  private func message(_ body: () throws -> Void) -> String {
    do {
      try body()
      return ""
    } catch {
      return (error as? ShellError)?.message ?? "\(error)"
    }
  }

  @Test func precedenceParenthesesAndUnaryMinus() throws {
    #expect(try value("i*120+80", i: 2) == 320)
    #expect(try value("80+i*120", i: 2) == 320, "* binds tighter than +")
    #expect(try value("(i+1)*40", i: 2) == 120)
    #expect(try value("10-4-3", i: 0) == 3, "- is left-associative")
    #expect(try value("100/10/5", i: 0) == 2, "/ is left-associative")
    #expect(try value("-i*2", i: 3) == -6)
    #expect(try value("2--i", i: 3) == 5)
    #expect(try value("-(i-10)", i: 3) == 7)
    #expect(try value("i%4*10", i: 7) == 30)
    #expect(try value("-7/2", i: 0) == -3, "truncates towards zero, as in C and Swift")
    #expect(try value(" i * 3 + 1 ", i: 2) == 7, "blanks inside (when quoted) are allowed")
  }

  @Test func malformedExpressionsNameTheExpressionAndTheFix() {
    #expect(
      message { _ = try LoopExpression.parse("i*") }
        == "bad expression '$(i*)' in repeat: expected a number, 'i' or '(' after '*'; "
        + "write e.g. $(i*120+80)")
    #expect(message { _ = try LoopExpression.parse("(i+1") }.contains("missing ')'"))
    #expect(message { _ = try LoopExpression.parse("i)") }.contains("unexpected ')'"))
    #expect(message { _ = try LoopExpression.parse("") }.contains("expected a number"))
    #expect(message { _ = try LoopExpression.parse("2i") }.contains("'2i' is not a number"))
    #expect(
      message { _ = try LoopExpression.parse(String(repeating: "(", count: 40) + "i") }
        .contains("nested more than 32 deep"))
  }

  @Test func unknownNamesDivisionByZeroAndOverflowAreErrors() {
    #expect(
      message { _ = try LoopExpression.parse("j+1") }
        == "bad expression '$(j+1)' in repeat: unknown name 'j'; only 'i' is defined, "
        + "e.g. $(i*120+80)")
    #expect(
      message { _ = try value("10/(i-3)", i: 3) }
        == "bad expression '$(10/(i-3))' in repeat: division by zero when i = 3; keep the "
        + "divisor non-zero for every i")
    #expect(message { _ = try value("7%i", i: 0) }.contains("remainder by zero when i = 0"))
    #expect(message { _ = try value("9223372036854775807+i", i: 1) }.contains("overflows"))
    #expect(message { _ = try value("99999999999999999999", i: 1) }.contains("too large"))
  }

  @Test func aWordSubstitutesExpressionsOnlyWhereItSubstitutesTheLoopVariable() throws {
    let words = try Tokenizer.statements(
      in: #"frame=10,$(i*120+80),355,100 "$(i + 1) of $i" '$(i)' \$(i) "\$(i)""#)[0].words
    let texts = try words.map { try $0.substitutingLoopVariable(2).text }
    #expect(texts == ["frame=10,320,355,100", "3 of 2", "$(i)", "$(i)", "$(i)"])
  }
}

/// `repeat` with `$(…)`: the whole body is checked before its first iteration.
@Suite("Session: repeat with loop expressions")
struct RepeatExpressionTests {
  @Test func cardsAreStackedByTheExpression() {
    let harness = SessionHarness()
    #expect(harness.run("repeat 6 new view card$i frame=10,$(i*120+80),355,100") == .ok)
    #expect(harness.err == "")
    let frames = (0..<6).map { harness.engine.view(named: "card\($0)")?.value(of: "frame") }
    #expect(
      frames
        == (0..<6).map { i in
          .rect(Rect(x: 10, y: Double(i * 120 + 80), width: 355, height: 100))
        })
  }

  @Test(arguments: [
    ("repeat 6 new view card$i frame=10,$(100/(i-4)),355,100", "division by zero when i = 4"),
    ("repeat 6 new view card$i frame=10,$(j*120),355,100", "unknown name 'j'"),
    ("repeat 6 new view card$i frame=10,$(i*),355,100", "after '*'"),
    ("repeat 2 repeat 3 new view card$i frame=10,$(i/0),355,100", "division by zero when i = 0"),
    ("repeat 3 every 1ms new view card$i frame=10,$(5%(i-2)),355,100", "when i = 2"),
  ])
  func aBadExpressionRunsNothing(_ line: String, reason: String) {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,100,20 text=hi", "run 20ms")
    let before = harness.snapshot(of: "t")
    #expect(harness.run(line) == .failed)
    #expect(harness.errLines.count == 1, "\(harness.err)")
    #expect(harness.err.hasPrefix("error: bad expression '$("), "\(harness.err)")
    #expect(harness.err.contains(reason), "\(harness.err)")
    #expect(harness.snapshot(of: "t") == before, "no card made, nothing scheduled")
  }

  @Test(arguments: [
    "new view c frame=0,$(2*3),10,10", "after 1ms t.text=$(1+1)", "t.text = \"row $(1)\"",
  ])
  func anExpressionOutsideRepeatIsRefused(_ line: String) {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,100,20 text=hi", "run 20ms")
    let before = harness.snapshot(of: "t")
    #expect(harness.run(line) == .failed)
    #expect(harness.errLines.count == 1)
    #expect(harness.err.contains("'$(…)' is defined only inside 'repeat'"), "\(harness.err)")
    #expect(harness.snapshot(of: "t") == before)
  }

  @Test func quotedAndEscapedExpressionsStayLiteral() {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,100,20 text=hi")
    #expect(harness.run(#"repeat 2 new label q$i text='$(i*2)' frame=0,0,10,10"#) == .ok)
    #expect(harness.engine.view(named: "q1")?.value(of: "text") == .text("$(i*2)"))
    #expect(harness.run(#"t.text = '$(1+1)'"#) == .ok)
    #expect(harness.run(#"t.text = \$(1+1)"#) == .ok)
    #expect(harness.engine.view(named: "t")?.value(of: "text") == .text("$(1+1)"))
    #expect(
      harness.run(#"repeat 2 new label d$i text="$(i * 10 + 1) items" frame=0,0,10,10"#) == .ok)
    #expect(harness.engine.view(named: "d1")?.value(of: "text") == .text("11 items"))
  }
}
