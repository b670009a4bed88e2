import LayerLab
import PropertyBased
import Testing

@testable import LayerLabShell

/// Statement templates, good and bad; `N` is replaced by a view name and `V` by a value, so
/// a sequence mixes creations, settings, calls, time and refusals on a few views.
private let templates: [String] = [
  "new label N frame=0,0,V,40 text=V", "new label N", "new cell N", "N.text = V", "N.frame = V",
  "N.numberOfLines = V", #"N.font = "DejaVu Sans V""#, "N.textColor = V",
  "N.displaysAsynchronously = V", "N.setNeedsDisplay()", "N.display()", "N.layoutIfNeeded()",
  "step", "step turn", "step frame", "run V", "run until idle", "seed V", "pool yy", "pool ad",
  "repeat V N.text = x$i", "repeat V N.setNeedsDisplay()", "bogus V", "N.nosuch = V", "show N",
]
private let names = ["t", "u", "c"]
private let values = [
  "1", "0", "-5", "3", "200", "5000", "99999", "hi", "\"a b\"", "#333333", "#12", "red", "nil",
  "true", "maybe", "0,0,100,20", "0,0,-1,4", "1ms", "16.7ms", "1e3ms", "100us", "1001",
]

private let statement = zip(
  Gen<String?>.element(of: templates), Gen<String?>.element(of: names),
  Gen<String?>.element(of: values), Gen<String?>.element(of: values)
).map { template, name, first, second -> String in
  var text = (template ?? "step").replacingOccurrences(of: "N", with: name ?? "t")
  if let range = text.range(of: "V") { text.replaceSubrange(range, with: first ?? "1") }
  return text.replacingOccurrences(of: "V", with: second ?? "1")
}

/// Random statement sequences on the model clock: no crash, a refused statement changes
/// nothing that `show` or `stats` can see, and the same sequence gives the same transcript.
@Suite("Session: random statement sequences")
struct SessionSequencePropertyTests {
  /// What `show` of every name and `stats` print now (errors included).
  private func look(_ harness: SessionHarness) -> String {
    let saved = (harness.out, harness.err)
    harness.clear()
    for name in names { harness.run("show \(name)") }
    harness.run("stats")
    let seen = harness.out + harness.err
    harness.output.out = saved.0
    harness.output.err = saved.1
    return seen
  }

  /// Runs `statements` in a fresh session, checking each refusal left the state alone;
  /// returns the transcript.
  private func transcript(_ statements: [String]) -> String {
    let harness = SessionHarness()
    for line in statements {
      let before = look(harness)
      let errorsBefore = harness.err.count
      let outcome = harness.run(line, at: .file("random.lab", line: 1))
      guard outcome == .failed else { continue }
      let error = String(harness.err.dropFirst(errorsBefore))
      // A run that advanced time and then found a limit or a late failure is not a refusal.
      if error.contains("still busy") || error.contains("scheduled statement")
        || error.contains("stopped after")
      {
        continue
      }
      #expect(look(harness) == before, "'\(line)' failed (\(error)) yet changed the state")
    }
    return harness.out + "--- stderr\n" + harness.err
  }

  @Test func refusalsChangeNothingAndTranscriptsAreDeterministic() async {
    await propertyCheck(count: 25, input: statement.array(of: 1...14)) { statements in
      let first = transcript(statements)
      let second = transcript(statements)
      #expect(first == second, "\(statements)")
    }
  }
}
