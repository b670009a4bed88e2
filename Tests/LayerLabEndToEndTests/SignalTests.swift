import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Signals sent to the built binary while it works (issue 26): Ctrl-C stops the statement
/// within a tenth of a second and ends a batch run with 130; SIGTERM, SIGHUP and SIGQUIT end
/// it with 143, 129 and 131, dropping the `.output` file they cut short; SEGV sent with kill
/// ends it by that signal, with no crash report.
@Suite("Signals", .serialized)
struct SignalTests {
  /// ~10 000 characters: a wrapped label of it takes 25–50 ms to lay out and draw.
  static let longText = String(repeating: "lorem ipsum dolor sit amet ", count: 370)

  /// A label redrawn with new text every 16 ms, asynchronously: a stream of slow draws that
  /// `run until idle` takes ~15 s to get through (1000 of them, most cancelled).
  static let slowDraws = [
    "-c",
    "new label l frame=0,0,375,800 numberOfLines=0 font=\"DejaVu Sans 9\" "
      + "displaysAsynchronously=true text=x",
    "-c", "repeat 1000 every 16ms l.text = \"$i \(longText)\"",
  ]

  /// Starts `arguments`, waits for the marker and for `delay` more, sends `signal`.
  private func signalled(
    _ arguments: [String], _ signal: Int32, after delay: Double = 0.3,
    in directory: URL? = nil
  ) throws -> (run: SignalledRun, exit: SignalledRun.Exit?, after: Double) {
    let directory = try directory ?? SignalledRun.scratch()
    let run = try SignalledRun(["-X", "--keep-going"] + arguments, in: directory)
    try #require(run.waitForStderr("'marker'"), "no marker; stderr: \(run.stderr)")
    Thread.sleep(forTimeInterval: delay)
    let (exit, after) = run.stop(with: signal)
    return (run, exit, after)
  }

  /// 24 long labels drawn synchronously by one CA commit: ~0.4 s of host time (debug build)
  /// in a step of fewer than 1024 events. Ctrl-C during it stops the step after the commit,
  /// and the batch run ends before the next statement. The old engine polled every 1024th
  /// event, so it never looked: the step ran to its end, the next statement ran, and the
  /// run exited as if nothing had happened.
  @Test func ctrlCStopsAStepOfSlowDraws() throws {
    let labels =
      "repeat 24 new label l$i frame=0,0,375,400 numberOfLines=0 font=\"DejaVu Sans 9\" "
      + "text=\"$i \(Self.longText)\""
    let (run, exit, after) = try signalled(
      [
        "-c", labels, "-c", "show marker", "-c", "step 60 frame", "-c",
        "new label after text=after",
      ], SIGINT, after: 0.1)
    defer { try? FileManager.default.removeItem(at: run.directory) }
    #expect(exit == SignalledRun.Exit(status: 130, signal: SIGINT), "\(run.stderr)")
    #expect(after < 2)
    #expect(run.stdout.contains("  interrupted at "))
    #expect(!run.stdout.contains("after sentinel"), "the next statement ran")
  }

  /// Ctrl-C during `run until idle` around slow draws: the run stops at the next event, well
  /// within a tenth of a second of wall time (the old poll every 1024 events let it go on for
  /// a second or more), says where, and ends the batch run with 130 before the next statement.
  @Test func ctrlCStopsASlowRunAtOnce() throws {
    let (run, exit, after) = try signalled(
      Self.slowDraws + ["-c", "show marker", "-c", "run until idle", "-c", "new label after"],
      SIGINT, after: 1)
    defer { try? FileManager.default.removeItem(at: run.directory) }
    #expect(exit == SignalledRun.Exit(status: 130, signal: SIGINT), "\(run.stderr)")
    #expect(after < 0.5, "stopped \(after) s after Ctrl-C")
    #expect(run.stdout.contains("  interrupted at "))
    #expect(!run.stdout.contains("after sentinel"), "the next statement ran")
  }

  /// Issue 44: a price fixed a million times the fitted one makes one synchronous draw hours
  /// of virtual time, and the render server's vsyncs in them millions of events, all handled
  /// while main was busy (`Kernel.settle`), with no poll: SIGINT, SIGTERM, SIGHUP and SIGQUIT
  /// were ignored for hours. Each now ends the run within a second.
  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func aSignalStopsTheVsyncsUnderAnHoursLongDraw(_ signal: Int32, _ status: Int32) throws {
    let (run, exit, after) = try signalled(
      [
        "-c", "costs set speed.exponent=0.973", "-c", "costs set raster.pixel=5e7", "-c",
        "new label a frame=0,0,2000,2000 displaysAsynchronously=false", "-c", "show marker",
        "-c", "run 1s", "-c", "new label after",
      ], signal, after: 0.5)
    defer { try? FileManager.default.removeItem(at: run.directory) }
    #expect(exit == SignalledRun.Exit(status: status, signal: signal), "\(run.stderr)")
    #expect(after < 1, "stopped \(after) s after the signal")
    #expect(!run.stdout.contains("after sentinel"), "the next statement ran")
  }

  /// Ctrl-C during a typed `new table` of 100 000 rows (7 s of row generation and measuring):
  /// it stops within a tenth of a second, makes no table, and the run ends with 130. The old
  /// shell measured on for seconds, made the table and went on to the next statement.
  @Test func ctrlCStopsABigNewTable() throws {
    let (run, exit, after) = try signalled(
      ["-c", "show marker", "-c", "new table t rows=100000", "-c", "show t"], SIGINT)
    defer { try? FileManager.default.removeItem(at: run.directory) }
    #expect(exit == SignalledRun.Exit(status: 130, signal: SIGINT), "\(run.stderr)")
    #expect(after < 0.5, "stopped \(after) s after Ctrl-C")
    #expect(run.stdout.contains("  interrupted: 'new table t rows=100000' did not run"))
    #expect(!run.stdout.contains("reloadData"), "the table was made")
    #expect(!run.stdout.contains("strategy"), "'show t' ran")
  }

  /// Ctrl-C while piped stdin is half-way through a line: the run ends with 130 and the
  /// fragment is never run. The old reader took the interrupted read for the end of input:
  /// it ran `new label bbb`, a line that was not finished, and exited as if all went well.
  @Test func ctrlCWhileReadingStdinRunsNoFragment() throws {
    let directory = try SignalledRun.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try SignalledRun(["-X", "--keep-going"], in: directory)
    run.write("show marker\n")
    try #require(run.waitForStderr("'marker'"), "no marker; stderr: \(run.stderr)")
    run.write("new label bbb")
    Thread.sleep(forTimeInterval: 0.3)
    let (exit, after) = run.stop(with: SIGINT, seconds: 10)
    run.closeInput()
    #expect(exit == SignalledRun.Exit(status: 130, signal: SIGINT), "\(run.stderr)")
    #expect(after < 0.5)
    #expect(!run.stdout.contains("new label"), "a fragment ran:\n\(run.stdout)")
  }

  /// Ctrl-\ (SIGQUIT) quits: status 131 at the next poll, no crash report. Swift's runtime
  /// used to catch it, print a 64-line backtrace and let the run go on.
  @Test func sigquitQuitsWithoutABacktrace() throws {
    let (run, exit, after) = try signalled(
      Self.slowDraws + ["-c", "show marker", "-c", "run until idle"], SIGQUIT)
    defer { try? FileManager.default.removeItem(at: run.directory) }
    #expect(exit == SignalledRun.Exit(status: 131, signal: nil), "\(run.stderr)")
    #expect(after < 0.5)
    #expect(!run.stderr.contains("Backtrac") && !run.stderr.contains("crashed"), "\(run.stderr)")
  }

  /// SEGV sent with kill (not a fault): the process dies by it at once, with no crash report
  /// (Swift's backtracer printed one for a crash that never happened, and the run went on).
  @Test func aSegvSentWithKillEndsTheProcess() throws {
    let (run, exit, after) = try signalled(
      Self.slowDraws + ["-c", "show marker", "-c", "run until idle"], SIGSEGV)
    defer { try? FileManager.default.removeItem(at: run.directory) }
    #expect(exit?.signal == SIGSEGV, "\(String(describing: exit)); \(run.stderr)")
    #expect(after < 0.5)
    #expect(!run.stderr.contains("crashed"), "\(run.stderr)")
  }

  /// SIGTERM and SIGHUP during `.output`: the run ends with 143 or 129, the file it was
  /// writing is dropped — its temporary file removed, the previous file left as it was. The
  /// old shell died at once and left `.out.txt.layerlab-tmp-…` behind.
  @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
  func terminationDropsTheOutputFile(signal: Int32, status: Int32) throws {
    let directory = try SignalledRun.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let previous = directory.appendingPathComponent("out.txt")
    try "previous\n".write(to: previous, atomically: true, encoding: .utf8)
    let (run, exit, after) = try signalled(
      Self.slowDraws + [
        "-c", ".output \(previous.path)", "-c", "show l", "-c", "show marker", "-c",
        "run until idle",
      ], signal, in: directory)
    #expect(exit == SignalledRun.Exit(status: status, signal: signal), "\(run.stderr)")
    #expect(after < 0.5)
    #expect(try String(contentsOf: previous, encoding: .utf8) == "previous\n")
    #expect(run.files == ["out.txt"], "left behind: \(run.files)")
  }
}

/// SIGTERM to the interactive shell ends it with 143 and nothing else: libedit re-sent the
/// signals it caught to the whole process group (`kill(0, SIGTERM)`), so the shell that
/// started layerlab died with it and never printed the status.
@Suite(
  "Signals at the prompt",
  .enabled(
    if: InteractiveTmux.path != nil,
    "tmux is not installed; the pseudo-terminal test needs it (apt-get install tmux)"))
struct PromptSignalTests {
  @Test func sigtermAtThePromptSparesTheParentShell() throws {
    let binary = try #require(BinaryRunner.binary, "the layerlab binary was not built")
    let directory = try SignalledRun.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let command = [
      "env", "HOME=\(directory.path)", "XDG_STATE_HOME=\(directory.path)/s",
      "XDG_CONFIG_HOME=\(directory.path)/config", binary, "-X", "--clock", "model",
    ]
    let terminal = try InteractiveTmux(command: command, directory: directory)
    defer { terminal.kill() }
    // The screen's lines lose their trailing blanks, the prompt's included.
    let prompt = try terminal.wait(until: { $0.hasSuffix("layerlab>") })
    try #require(prompt != nil, "no prompt")
    try terminal.type("new label a")
    let shell = try terminal.run(["display", "-p", "-t", "main", "#{pane_pid}"])
    let parent = try #require(Int32(shell.trimmingCharacters(in: .whitespacesAndNewlines)))
    let child = try #require(Self.child(of: parent), "no layerlab under the pane's shell")
    kill(child, SIGTERM)
    let status = try terminal.exitStatus()
    let screen = try terminal.screen()
    #expect(status == 143, "the screen shows:\n\(screen)")
  }

  /// The process whose parent is `parent` and whose program is layerlab (from /proc).
  static func child(of parent: Int32) -> Int32? {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      for pid in entries.compactMap({ Int32($0) }) {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { continue }
        let name = stat[stat.index(after: stat.firstIndex(of: "(") ?? stat.startIndex)..<close]
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if name == "layerlab", fields.count > 1, Int32(fields[1]) == parent { return pid }
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return nil
  }
}
