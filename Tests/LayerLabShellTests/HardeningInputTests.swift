import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 44's smaller findings about what a user types: a repeat over statements that are not
/// view statements runs all or nothing, a NUL in a file name is refused, moments of a long
/// session can be named, and no error echoes a long input whole.
@Suite("Hardening: input")
struct HardeningInputTests {
  @Test func aRepeatOfSignpostsThatWouldFailOpensNone() {
    let harness = SessionHarness()
    #expect(harness.run("repeat 3 signpost begin x") == .failed)
    #expect(
      harness.errLines == [
        "error: signpost 'x' is already open; 'signpost end x' first (at $i = 1; the repeat "
          + "ran nothing)"
      ], "\(harness.errLines)")
    #expect(harness.engine.recording.signposts.count == 0)
    harness.clear()
    #expect(harness.run("signpost begin y") == .ok)
    #expect(harness.run("repeat 2 signpost end y") == .failed)
    #expect(harness.engine.recording.signposts.count == 1, "the repeat ended nothing")
  }

  @Test func aRepeatOfSeedsThatWouldFailSetsNone() {
    let harness = SessionHarness()
    harness.prepare("seed 5")
    #expect(harness.run("repeat 2 seed $(i*3000000000)") == .failed)
    #expect(harness.err.contains("(at $i = 1; the repeat ran nothing)"), "\(harness.err)")
    #expect(harness.session.settings.seed == 5)
  }

  @Test func aRepeatOfReadsWithAMissingFileReadsNone() throws {
    try SessionHarness.withScratchDirectory { dir in
      try "seed 9\n".write(toFile: dir + "/s0.lab", atomically: true, encoding: .utf8)
      let harness = SessionHarness()
      harness.prepare("seed 5")
      #expect(harness.run("repeat 2 .read \(dir)/s$i.lab") == .failed)
      #expect(harness.err.contains("s1.lab': no such file"), "\(harness.err)")
      #expect(harness.session.settings.seed == 5, "s0.lab was not read")
    }
  }

  /// `export draws "a\0b.csv"` wrote `a`: the C call stopped at the NUL, past the extension
  /// check that saw `.csv`.
  @Test func aNulInAFileNameIsRefused() throws {
    try SessionHarness.withScratchDirectory { dir in
      let harness = SessionHarness()
      harness.prepare("new label a text=hi", "run until idle")
      for line in [
        "export draws \"\(dir)/a\u{0}b.csv\"", "save a \"\(dir)/a\u{0}b.png\"",
        ".read \"\(dir)/a\u{0}b.lab\"",
      ] {
        harness.clear()
        #expect(harness.run(line) == .failed, "\(line)")
        #expect(harness.err.contains("a file name cannot hold a NUL character"), "\(harness.err)")
      }
      let written = try FileManager.default.contentsOfDirectory(atPath: dir)
      #expect(written.isEmpty, "\(written)")
    }
  }

  /// Sessions run past an hour (many runs); a window may start or end there. (Parsed only:
  /// running two virtual hours here takes a minute of a debug build.)
  @Test func aWindowMayLiePastAnHour() throws {
    let window = try TimeWindow.parse(["from", "3600s", "to", "7000s"], statement: "stats")
    #expect(window.from == 3_600_000_000 && window.to == 7_000_000_000)
    let harness = SessionHarness()
    harness.prepare("run 10ms")
    #expect(harness.run("stats from 7000s") == .ok, "\(harness.err)")
    #expect(harness.run("frames from 3600s") == .failed)
    #expect(harness.err.contains("beyond the session's end"), "\(harness.err)")
    harness.clear()
    #expect(harness.run("run 7000s") == .failed)
    #expect(harness.err.contains("the run-duration limit"))
    #expect(harness.run("stats from 99999999999999s") == .failed)
  }

  /// Errors that echoed the input without quotes printed a 20 000-character word whole.
  @Test(arguments: ["seed 1", "apropos x", "t.numberOfLines=1", "run 1"])
  func noMessageEchoesALongInputWhole(_ start: String) {
    let harness = SessionHarness()
    harness.prepare("new label t text=hi")
    _ = harness.run(start + String(repeating: "1", count: 20_000))
    for line in harness.errLines + harness.outLines {
      #expect(line.count < 400, "\(line.prefix(120))…")
    }
  }

  @Test func bandwidthIsHelpedAsItIsRead() {
    let harness = SessionHarness()
    #expect(harness.run("help images") == .ok)
    #expect(harness.out.contains("[bandwidth=N]") && harness.out.contains("N bytes a second"))
    #expect(harness.run("images bandwidth=1") == .ok, "\(harness.err)")
  }
}
