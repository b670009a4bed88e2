import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Whether `line` is a timer line: `time: host 1.204 ms · virtual +0.412 ms (now 16.667 ms)`.
private func isTimerLine(_ line: String) -> Bool {
  let pattern = #/time: host [0-9.]+ ms · virtual \+[0-9.]+ ms \(now [0-9.]+ ms\)/#
  return (try? pattern.wholeMatch(in: line)) != nil
}

@Suite("Timer")
struct TimerTests {
  @Test func timerOnPrintsOneLabelledLineAfterEachStatement() {
    let harness = SessionHarness()
    #expect(harness.run(".timer on") == .ok)
    #expect(harness.out == "", "turning the timer on is not itself timed")
    #expect(harness.run("new label t frame=0,0,200,40 text=Hi; run 20ms") == .ok)
    let timed = harness.outLines.filter { $0.hasPrefix("time: ") }
    #expect(timed.count == 2)
    for line in timed {
      #expect(isTimerLine(line), "not a timer line: \(line)")
    }
    // The second statement ran 20 ms of virtual time, and the line says where that left us.
    #expect(timed.last?.hasSuffix("virtual +20.000 ms (now 20.000 ms)") == true)
    #expect(harness.outLines.last == timed.last)
  }

  @Test func timerOffStopsIt() {
    let harness = SessionHarness()
    harness.prepare(".timer on")
    #expect(harness.run(".timer off") == .ok)
    #expect(harness.run("seed; stats") == .ok)
    #expect(!harness.out.contains("time: "))
  }

  @Test func hostTimeNeverAppearsUnlessAsked() {
    let harness = SessionHarness()
    harness.run("new label t frame=0,0,200,40 text=Hi; run until idle; stats; trace; .show")
    #expect(!harness.out.contains("host"))
    #expect(harness.outLines.contains("timer      off"))
  }

  @Test func failedAndNestedStatementsAreTimedOnce() throws {
    try SessionHarness.withScratchDirectory { dir in
      let script = dir + "/two.lab"
      try "seed 3\nseed\n".write(toFile: script, atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      harness.prepare(".timer on")
      #expect(harness.run("nosuch") == .failed)
      #expect(harness.outLines.count == 1 && harness.out.hasPrefix("time: host "))
      harness.clear()
      // A `.read` times each statement of the file and then the `.read` as a whole; a
      // `repeat` is one statement.
      #expect(harness.run(".read \(script)") == .ok)
      #expect(harness.outLines.filter { $0.hasPrefix("time: ") }.count == 3)
      harness.clear()
      #expect(harness.run("repeat 3 seed") == .ok)
      #expect(harness.outLines.filter { $0.hasPrefix("time: ") }.count == 1)
    }
  }

  @Test func timerLinesStayOutOfOnceFiles() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare(".timer on", ".mode csv")
      harness.clear()
      #expect(harness.run(".once \(dir)/s.csv") == .ok)
      #expect(harness.run("stats") == .ok)
      let csv = SessionHarness.fileBytes(dir + "/s.csv").map { String(decoding: $0, as: UTF8.self) }
      #expect(csv?.contains("time:") == false)
      #expect(harness.outLines.count == 2)
      #expect(harness.outLines.allSatisfy { $0.hasPrefix("time: host ") })
    }
  }
}
