import LayerLab
import Testing

@testable import LayerLabShell

/// `compare` on several threads: the same table, errors, plot runs and Ctrl-C behaviour as one
/// run after another.
@Suite("Session: compare in parallel")
struct SessionCompareParallelTests {
  static let scroll = """
    clock model
    device iphone6
    new table feed rows=200 seed=3 strategy=async
    run until idle
    feed.fling(velocity: -9000)
    run 300ms
    feed.tap()
    run until idle
    """

  /// A compare's transcript and its plot runs with at most `threads` threads.
  private static func compare(_ line: String, threads: Int) -> (
    outcome: Session.Outcome, out: String, err: String, runs: [PlotRun]
  ) {
    let harness = SessionHarness()
    harness.session.compares.threadLimit = threads
    let outcome = harness.run(line)
    return (outcome, harness.out, harness.err, harness.session.comparedRuns)
  }

  @Test func aParallelCompareWritesWhatASerialOneWrites() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/scroll.lab"
      try AtomicFile.write(Self.scroll, to: path)
      #expect(
        CompareStatement.threads(jobs: 4, script: Self.scroll, in: SessionHarness().session) > 1)
      for names in ["sync async vvebo texture", "yy ad global"] {
        let line = "compare \(names) -- \(path)"
        let parallel = Self.compare(line, threads: 4)
        let serial = Self.compare(line, threads: 1)
        #expect(parallel.outcome == .ok && serial.outcome == .ok)
        #expect(parallel.err == "" && serial.err == "")
        #expect(parallel.out == serial.out)
        // conditions, header, rule, a row per run, the window note
        #expect(SessionHarness.lines(parallel.out).count == 4 + names.split(separator: " ").count)
        #expect(parallel.runs.map(\.name) == names.split(separator: " ").map(String.init))
        #expect(parallel.runs.map(\.rows) == serial.runs.map(\.rows))
        #expect(parallel.runs.map(\.ticks) == serial.runs.map(\.ticks))
      }
    }
  }

  /// Each run's errors are held until all finish, then written in run order up to the first
  /// failing run, whose failure ends the compare, exactly as when the runs go in turn.
  @Test func errorsComeInRunOrderAndTheFirstFailureEndsIt() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/broken.lab"
      try AtomicFile.write("clock model\nnew label t text=a\nt.nosuch = 1\n", to: path)
      let line = "compare sync async vvebo -- \(path)"
      let parallel = Self.compare(line, threads: 3)
      let serial = Self.compare(line, threads: 1)
      #expect(parallel.outcome == .failed && serial.outcome == .failed)
      #expect(parallel.err == serial.err)
      let errors = SessionHarness.lines(parallel.err)
      #expect(errors.count == 2)
      #expect(errors.first?.contains("broken.lab:3: error:") == true)
      #expect(errors.last?.hasSuffix("failed under sync; run it alone to see why") == true)
      #expect(parallel.out == "" && serial.out == "")
    }
  }

  /// Ctrl-C raised before any run can end stops every running run; none has a row, and the
  /// message names the first run in order.
  @Test func ctrlCStopsTheRunningRunsAndNamesTheFirst() throws {
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/long.lab"
      let long =
        Self.scroll.replacingOccurrences(of: "rows=200", with: "rows=1000")
        + "\nrepeat 20 feed.fling(velocity: -9000)\nrun 20s\n"
      try AtomicFile.write(long, to: path)
      let harness = SessionHarness()
      harness.session.compares.threadLimit = 2
      // Raised once the line has started (an interrupt pending before a line stops it
      // before it runs at all).
      var polls = 0
      harness.session.interrupted = {
        polls += 1
        return polls > 1
      }
      #expect(harness.run("compare texture sync async -- \(path)") == .interrupted)
      #expect(harness.err == "", "an interruption is not an error")
      let lines = harness.outLines
      try #require(lines.count == 4)
      #expect(lines[0] == "conditions: none (no run finished)")
      #expect(lines[1].hasPrefix("strategy"))
      #expect(lines[3] == "  interrupted during the texture run; 0 of 3 runs finished")
      #expect(harness.session.comparedRuns.isEmpty)
    }
  }

  @Test func scriptsThatWriteFilesOrMeasureTimeRunSerially() {
    for script in [
      "save screen s.png", "repeat 3 export draws d$i.csv", "run 1ms; plot fps p.png",
      ".output o.txt", ".once o.txt", ".read other.lab", "compare sync -- other.lab",
      "clock measured", "after 1ms clock measured", "images cache=/tmp", "\"unterminated",
    ] {
      #expect(CompareStatement.comparesSerially(script), "\(script)")
    }
    for script in ["clock model\nnew label t text=save\nrun until idle", "images dir=pics"] {
      #expect(!CompareStatement.comparesSerially(script), "\(script)")
    }
    // A `.read` of a file that writes nothing (a prototype's declaration) stays parallel; one
    // that writes, reads further, or cannot be read does not.
    let files = [
      "proto.lab": "new prototype p height=40\np.add label t frame=0,0,10,10",
      "writes.lab": "save screen s.png", "reads.lab": ".read proto.lab",
    ]
    #expect(!CompareStatement.comparesSerially(".read proto.lab", reading: { files[$0] }))
    for name in ["writes.lab", "reads.lab", "missing.lab"] {
      #expect(CompareStatement.comparesSerially(".read \(name)", reading: { files[$0] }), "\(name)")
    }
    let measured = SessionHarness()
    #expect(measured.run("clock measured") == .ok)
    #expect(CompareStatement.threads(jobs: 4, script: "run 1ms", in: measured.session) == 1)
    let model = SessionHarness()
    model.session.compares.threadLimit = 8
    #expect(CompareStatement.threads(jobs: 3, script: "run 1ms", in: model.session) == 3)
  }
}
