import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 26's invariant fuzzer: random sessions (`InvariantScript`) run through the shell's
/// `Session` over a deterministic renderer, the model's laws (`InvariantChecker`) checked after
/// every statement.
///
/// The suite runs a few dozen sessions (about 1.5 s). A campaign runs as many as asked, from a
/// release build (`swift build -c release --build-tests -Xswiftc -enable-testing`: the checker
/// reads the model's internals through `@testable import`), then the test binary (~13 ms a
/// session; two processes with different seeds use both cores):
///
///     LAYERLAB_INVARIANT_SESSIONS=100000 [LAYERLAB_INVARIANT_SEED=N] \
///       .build/release/LayerLabPackageTests.xctest --testing-library swift-testing \
///       --filter InvariantFuzzTests
///
/// It prints the figures (sessions, statements, time, violations); each violation names its
/// seed, and `LAYERLAB_INVARIANT_REPLAY=SEED` replays that one session with its transcript.
@Suite("Invariants: random sessions keep the model's laws")
struct InvariantFuzzTests {
  /// Sessions in a normal test run: about a second in a debug build.
  static let suiteSessions = 40

  /// One session's result.
  struct Outcome {
    var statements = 0
    /// Statements refused (or failed part-way): the generator aims for a minority.
    var refused = 0
    /// Draws ended and vsyncs recorded, over every engine of the session (`reset` starts one).
    var draws = 0
    var frames = 0
    var violations: [String] = []
    var transcript = ""

    /// Adds what `engine` recorded.
    mutating func count(_ engine: Engine) {
      draws += engine.recording.outcomes.total
      frames += engine.recording.frames.count + engine.recording.droppedFrames
    }
  }

  /// Runs session `seed` and checks it after every statement.
  static func run(seed: UInt64, keepTranscript: Bool = false) -> Outcome {
    let lines = InvariantScript.session(seed: seed)
    var outcome = Outcome()
    let engine = Engine(device: .iphone11, clock: .model, renderer: InvariantRenderer())
    let transcript = Transcript()
    let session = Session(engine: engine) { _, text in
      if keepTranscript { transcript.text += text }
    }
    session.settings.bail = false
    let checker = InvariantChecker()
    var current = engine
    for (index, line) in lines.enumerated() {
      if keepTranscript { transcript.text += "> \(line)\n" }
      checker.willRun(session.engine)
      let result = session.run(line: line, at: .file("invariants.lab", line: index + 1))
      outcome.statements += 1
      if result == .failed { outcome.refused += 1 }
      if session.engine !== current {
        outcome.count(current)
        current = session.engine
      }
      checker.check(session.engine, after: line)
      if case .exit = result { break }
    }
    checker.willRun(session.engine)
    session.finish()
    checker.check(session.engine, after: "(end of session)")
    outcome.count(session.engine)
    outcome.violations = checker.violations
    outcome.transcript = transcript.text
    return outcome
  }

  final class Transcript {
    var text = ""
  }

  static func environment(_ name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }

  @Test func randomSessionsKeepTheLaws() {
    let sessions =
      Self.environment("LAYERLAB_INVARIANT_SESSIONS").flatMap(Int.init)
      ?? Self.suiteSessions
    let base = Self.environment("LAYERLAB_INVARIANT_SEED").flatMap(UInt64.init) ?? 26
    let clock = ContinuousClock()
    let start = clock.now
    var statements = 0
    var refused = 0
    var draws = 0
    var frames = 0
    var failingSessions = 0
    var failing: [(seed: UInt64, violations: [String])] = []
    var violations = 0
    for offset in 0..<UInt64(sessions) {
      let seed = base &+ offset &* 0x9E37_79B9
      let outcome = Self.run(seed: seed)
      statements += outcome.statements
      refused += outcome.refused
      draws += outcome.draws
      frames += outcome.frames
      if !outcome.violations.isEmpty {
        violations += outcome.violations.count
        failingSessions += 1
        if failing.count < 20 { failing.append((seed, outcome.violations)) }
      }
    }
    let elapsed = clock.now - start
    let figures =
      "invariants: \(sessions) sessions, \(statements) statements (\(refused) refused), "
      + "\(draws) draws ended, \(frames) vsyncs, \(elapsed), \(violations) violations in "
      + "\(failingSessions) sessions"
    print(figures)
    for (seed, found) in failing {
      let shown = found.prefix(5).joined(separator: "\n  ")
      Issue.record(
        "session seed \(seed):\n  \(shown)\n\(InvariantScript.session(seed: seed).joined(separator: "\n"))"
      )
    }
  }

  /// `LAYERLAB_INVARIANT_REPLAY=SEED`: one session, its statements, output and violations.
  @Test(.enabled(if: environment("LAYERLAB_INVARIANT_REPLAY") != nil))
  func replay() throws {
    let seed = try #require(Self.environment("LAYERLAB_INVARIANT_REPLAY").flatMap(UInt64.init))
    let outcome = Self.run(seed: seed, keepTranscript: true)
    print(outcome.transcript)
    print(outcome.violations.joined(separator: "\n"))
    #expect(outcome.violations.isEmpty)
  }
}
