import Foundation
import Testing

@testable import LayerLabShell

/// Issue 43 item 8: a compare or sweep longer than a second keeps a progress line where the
/// executable gave one (a terminal's stderr), counts its runs to the end and clears it; a
/// session given none prints nothing of it.
@Suite struct RunProgressTests {
  final class Lines: @unchecked Sendable {
    var shown: [String?] = []
  }

  @Test func aLongCompareCountsItsRunsAndClearsTheLine() throws {
    let lines = Lines()
    try SessionHarness.withScratchDirectory { dir in
      let path = dir + "/s.lab"
      try AtomicFile.write(CompareRepeatsTests.scroll(velocity: 14000), to: path)
      let session = SessionHarness()
      session.session.progress = { lines.shown.append($0) }
      let started = ContinuousClock.now
      _ = session.run("compare sync async vvebo texture runs=4 -- \(path)")
      #expect(session.err.isEmpty, "\(session.err)")
      try #require(started.duration(to: .now) > .seconds(1.5), "the compare must outlast a second")
    }
    let texts = lines.shown.compactMap { $0 }
    #expect(!texts.isEmpty)
    #expect(
      texts.allSatisfy { $0.hasPrefix("compare: ") && $0.contains(" of 16 runs") }, "\(texts)")
    #expect(lines.shown.last == .some(nil), "the line is cleared at the end")
    // Counts never go back.
    let done = texts.compactMap { Int($0.dropFirst("compare: ".count).prefix { $0.isNumber }) }
    #expect(done == done.sorted())
  }

  @Test func noLineBeforeASecondAndNoneWithoutASink() throws {
    var shown: [String?] = []
    var progress = RunProgress("compare", total: 4) { shown.append($0) }
    progress.update(done: 1)
    progress.finish()
    #expect(shown.isEmpty, "a run under a second shows nothing and clears nothing")
    let session = SessionHarness()
    #expect(session.session.progress == nil)
  }
}
