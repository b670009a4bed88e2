import LayerLab
import PropertyBased
import Testing

@testable import LayerLabShell

/// Characters that exercise the quoting rules, mixed with arbitrary scalars.
private let special: [Character] = [
  " ", "\t", ";", "#", "'", "\"", "\\", "$", "i", "=", ",", "(", ")", ".", "a", "3", "\r",
  "\n", "\u{0}", "\u{301}", "é", "字", "🙂",
]

private let anyCharacter = Gen<Character>.frequency(
  (4, Gen<Character?>.element(of: special).map { $0 ?? "a" }),
  (1, Gen<UnicodeScalar>.unicodeScalar(in: "\u{0}"..."\u{D7FF}").map { Character($0) }),
  (1, Gen<UnicodeScalar>.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}").map { Character($0) })
)

/// `s` in single quotes, each `'` written `'\''` (close, escaped quote, reopen), as in POSIX sh.
private func singleQuoted(_ s: String) -> String {
  var out = String.UnicodeScalarView()
  out.append("'")
  for scalar in s.unicodeScalars {
    if scalar == "'" {
      out.append(contentsOf: "'\\''".unicodeScalars)
    } else {
      out.append(scalar)
    }
  }
  out.append("'")
  return String(out)
}

/// `s` in double quotes with `"`, `\` and `$` escaped by a backslash.
private func doubleQuoted(_ s: String) -> String {
  var out = String.UnicodeScalarView()
  out.append("\"")
  for scalar in s.unicodeScalars {
    if scalar == "\"" || scalar == "\\" || scalar == "$" { out.append("\\") }
    out.append(scalar)
  }
  out.append("\"")
  return String(out)
}

/// Pieces of statements, chosen so that random lines stay cheap: small counts and durations,
/// and nothing that writes or reads files.
private let tokens: [String] = [
  "new", "label", "t", "u", "step", "turn", "frames", "run", "until", "idle", "after", "repeat",
  "every", "show", "trace", "events", "stats", "help", "clock", "model", "device", "iphone-se",
  "pool", "yy", "yy-fallback", "seed", ".echo", ".bail", "on", "off", ".show", ".exit", ".quit",
  ".help", "t.text", "t.frame", "t.textColor", "t.numberOfLines", "t.displaysAsynchronously",
  "t.commit", "transaction", "t.setNeedsDisplay()", "t.display()", "t.layoutIfNeeded()",
  "u.text", "u.display()", "=", "frame=0,0,200,40", "text=hi", "displaysAsynchronously=true",
  "1", "2", "3", "1ms", "16.7ms", "100us", "#333333", "#12", "0,0,5000,40", "0,0,-1,4", "'",
  "\"", "\\", ";", "#", "$i", "(", ")", "true", "nil", "white",
]

private let piece = Gen<String>.frequency(
  (5, Gen<String?>.element(of: tokens).map { $0 ?? "" }),
  (1, anyCharacter.string(of: 0...4))
)

private let separator = Gen<String?>.element(of: [" ", " ", " ", "", "; ", " = "]).map {
  $0 ?? " "
}

@Suite("Session properties")
struct SessionPropertyTests {
  @Test func anyTextRoundTripsThroughQuotedAssignment() async {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,200,40")
    await propertyCheck(count: 100, input: anyCharacter.string(of: 0...24), Gen.bool) {
      text, useDouble in
      harness.clear()
      let quoted = useDouble ? doubleQuoted(text) : singleQuoted(text)
      #expect(harness.run("t.text = " + quoted) == .ok, "t.text = \(quoted): \(harness.err)")
      guard case .text(let stored)? = harness.engine.view(named: "t")?.value(of: "text") else {
        Issue.record("no text for t")
        return
      }
      #expect(stored.unicodeScalars.elementsEqual(text.unicodeScalars))
      // And `t.text` prints it verbatim plus a line break. (A text that already ends in "\n"
      // gets no second one: `Session.out` only adds a missing terminator.)
      harness.clear()
      #expect(harness.run("t.text") == .ok)
      let printed = text.hasSuffix("\n") ? text : text + "\n"
      #expect(harness.out.unicodeScalars.elementsEqual(printed.unicodeScalars))
    }
  }

  @Test func quotedTextSurvivesRepeatSubstitution() async {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,200,40")
    await propertyCheck(count: 100, input: anyCharacter.string(of: 0...16), Gen.bool) {
      text, useDouble in
      let quoted = useDouble ? doubleQuoted(text) : singleQuoted(text)
      #expect(harness.run("repeat 2 t.text = " + quoted) == .ok, "\(quoted): \(harness.err)")
      let stored = harness.engine.view(named: "t")?.value(of: "text")
      #expect(stored == .text(text))
    }
  }

  @Test func randomLinesNeverCrashAndFailWithOneErrorLine() async {
    let harness = SessionHarness()
    harness.prepare("new label t frame=0,0,200,40 text=hi")
    await propertyCheck(count: 100, input: piece.array(of: 1...8), separator.array(of: 8)) {
      pieces, separators in
      var line = ""
      for (index, text) in pieces.enumerated() {
        if index > 0 { line += separators[index % separators.count] }
        line += text
      }
      harness.clear()
      let outcome = harness.run(line)
      switch outcome {
      case .ok, .exit:
        #expect(harness.err == "", "\(line)")
      case .failed:
        #expect(harness.errLines.count == 1, "\(line)")
        #expect(harness.err.hasPrefix("error: "), "\(line)")
        #expect(harness.err.hasSuffix("\n"))
      case .interrupted:
        Issue.record("nothing interrupts these runs: \(line)")
      }
      // Whatever the line did, the session still answers.
      #expect(harness.run("show t") == .ok, "after \(line): \(harness.err)")
    }
    #expect(harness.engine.view(named: "t") != nil)
  }
}
