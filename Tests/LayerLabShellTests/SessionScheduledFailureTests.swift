import LayerLab
import Testing

@testable import LayerLabShell

/// Failures that used to pass in silence: a scheduled statement refused when its time comes,
/// and Ctrl-C in the middle of `compare`.
@Suite("Session: failures that happen later are reported")
struct SessionScheduledFailureTests {
  @Test func aScheduledStatementThatFailsIsReportedAtTheLineThatScheduledIt() {
    let harness = SessionHarness()
    let script = """
      after 10ms new label q text=later
      new label q text=now
      run 20ms
      q.text
      """
    #expect(harness.session.runScript(script, name: "s.lab") == .failed)
    #expect(
      harness.errLines == [
        "layerlab:s.lab:1: error: scheduled statement 'new label q text=later' failed at "
          + "10.009 ms: a view named 'q' already exists; pick another name"
      ])
    #expect(harness.session.hadError)
    #expect(!harness.out.hasSuffix("now\n"), "bail stops the script at the failing run")
  }

  @Test func scheduledStatementsThatSucceedReportNothing() {
    let harness = SessionHarness()
    harness.prepare("new label q text=a")
    #expect(harness.run("repeat 3 every 5ms q.text = t$i") == .ok)
    #expect(harness.run("run 20ms") == .ok)
    #expect(harness.err == "")
    #expect(harness.session.experiment.scheduled.isEmpty)
    #expect(harness.engine.view(named: "q")?.value(of: "text") == .text("t2"))
  }

  @Test func eachFailureIsReportedOnceAtItsOwnOrigin() {
    let harness = SessionHarness()
    harness.prepare("new label q text=a")
    #expect(harness.run("after 2ms q.text = fine", at: .file("a.lab", line: 4)) == .ok)
    #expect(harness.run("after 1ms new label r", at: .file("a.lab", line: 5)) == .ok)
    #expect(harness.run("after 3ms new label r", at: .file("b.lab", line: 9)) == .ok)
    #expect(harness.run("new label r") == .ok)
    #expect(harness.run("run 10ms") == .failed)
    #expect(
      harness.errLines.map { $0.prefix { $0 != " " } } == [
        "layerlab:a.lab:5:", "layerlab:b.lab:9:",
      ])
    harness.clear()
    #expect(harness.run("run 10ms") == .ok)
    #expect(harness.err == "")
  }

  static let script = """
    clock model
    new label t frame=0,0,300,40 displaysAsynchronously=true text="an old text"
    repeat 20 every 1ms t.text = "text $i"
    run until idle
    """

  /// Counts the polls of `interrupted` and answers true from poll `from` on.
  final class CountingInterrupt {
    var polls = 0
    let from: Int
    init(from: Int) { self.from = from }
    func poll() -> Bool {
      polls += 1
      return polls >= from
    }
  }

  /// One thread, as under `clock measured`: counting polls stops a run at an exact event only
  /// when the runs go one after another (the parallel case is in SessionCompareParallelTests).
  @Test func ctrlCDuringCompareStopsWithTheFinishedRows() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/race.lab"
      try AtomicFile.write(Self.script, to: path)
      let probe = SessionHarness()
      probe.session.compares.threadLimit = 1
      let counter = CountingInterrupt(from: .max)
      probe.session.interrupted = counter.poll
      #expect(probe.run("compare yy -- \(path)") == .ok)
      let firstRun = counter.polls
      #expect(firstRun > 2)

      let harness = SessionHarness()
      harness.session.compares.threadLimit = 1
      let stopper = CountingInterrupt(from: firstRun + 2)
      harness.session.interrupted = stopper.poll
      #expect(harness.run("compare yy ad global -- \(path)") == .interrupted)
      #expect(harness.err == "", "an interruption is not an error")
      let lines = harness.outLines
      try #require(lines.count == 5)
      #expect(lines[1].hasPrefix("pool"))
      #expect(lines[3].hasPrefix("yy "))
      #expect(lines[4] == "  interrupted during the ad run; 1 of 3 runs finished")
    }
  }
}
