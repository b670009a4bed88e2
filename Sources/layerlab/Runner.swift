@preconcurrency import CEditLine
import Foundation
import LayerLab
import LayerLabShell

/// Runs a session in the mode the flags chose: `-c`, files, piped stdin or the prompt.
final class Runner {
  let session: Session
  /// stdout, every write checked (a failure ends the run with status 1).
  let output = StandardOutput()

  init(
    clock: ClockMode, device: DeviceProfile, seed: UInt64, keepGoing: Bool, echo: Bool,
    quiet: Bool = false, outDirectory: String? = nil, safe: Bool = false
  ) {
    let output = output
    session = Session(device: device, clock: clock) { stream, text in
      switch stream {
      case .out:
        output.write(text)
      case .err:
        output.flush()
        fputs(text, stderr)
      }
    }
    output.beforeExit = { [unowned session] in session.abandon() }
    session.settings.seed = seed
    session.settings.bail = !keepGoing
    session.settings.echo = echo
    session.settings.quiet = quiet
    session.settings.outputDirectory = outDirectory
    session.settings.safe = safe
    session.interrupted = { Signals.stopRequested }
    session.style = Runner.styles(environment: ProcessInfo.processInfo.environment)
    session.escapesControlCharacters = isatty(STDOUT_FILENO) == 1
    // A long compare's progress line: only on a terminal's stderr, never under -q; rewritten
    // in place (carriage return, erase the line) and erased when the compare ends.
    if isatty(STDERR_FILENO) == 1, !quiet {
      session.progress = { [output] line in
        output.flush()
        fputs("\r\u{1B}[2K" + (line ?? ""), stderr)
        fflush(stderr)
      }
    }
  }

  /// Colour per stream: only a terminal gets it (see `Style.detect`), so pipes, files and the
  /// transcript tests, which all run through pipes, never see an escape code.
  static func styles(environment: [String: String]) -> Styles {
    Styles(
      out: Style.detect(isTerminal: isatty(STDOUT_FILENO) == 1, environment: environment),
      err: Style.detect(isTerminal: isatty(STDERR_FILENO) == 1, environment: environment))
  }

  /// True once `.bail on` has stopped the run at a failed statement.
  private var stoppedAtError = false
  /// Set when the run stopped at a Ctrl-C outside the prompt (batch mode), which ends it.
  private var interruptedRun = false
  /// Set once the interactive prompt has run: a Ctrl-C there never ends the run.
  private var prompted = false

  /// Runs everything, ends any `.output` redirection (its file replaces the destination only
  /// now, unless the run stopped at an error), and returns the exit status: 1 if ending the
  /// redirection failed.
  ///
  /// A run a signal ended (see ``Signals``) does not return: its redirections are dropped
  /// (``Session/abandon()``) and the process ends by that signal.
  func start(files: [String], commands: [String], stayInteractive: Bool, readInit: Bool) -> Int32 {
    let status = runAll(
      files: files, commands: commands, stayInteractive: stayInteractive, readInit: readInit)
    if let signal = endingSignal {
      session.abandon()
      Signals.end(by: signal)
    }
    // Before the redirections end: results stdout could not take fail the run, and a failed
    // run keeps no `.output` file.
    output.flush()
    defer { output.flush() }
    let errorsBefore = session.hadError
    session.finish(stoppedAtError: stoppedAtError)
    return status == 0 && session.hadError && !errorsBefore ? 1 : status
  }

  /// Stops the run at a failed statement under `.bail on`: status 1, or 3 when the failures
  /// were `expect`s.
  private func stop() -> Int32 {
    stoppedAtError = true
    return session.failures.status
  }

  /// The signal that ended the run, if one did: SIGTERM, SIGHUP or SIGQUIT at any time;
  /// Ctrl-C in batch mode, whether it stopped a statement or came between two (sqlite3 ends
  /// a script on Ctrl-C the same way).
  private var endingSignal: Int32? {
    if let signal = Signals.stopSignal { return signal }
    if interruptedRun || (!prompted && Signals.interruptPending) { return SIGINT }
    return nil
  }

  private func runAll(files: [String], commands: [String], stayInteractive: Bool, readInit: Bool)
    -> Int32
  {
    if readInit, let outcome = runInitFile() {
      // The init file's failures were said where they happened; the run's status is its own.
      session.forgetFailures()
      if case .exit(let code) = outcome { return code ?? 0 }
    }
    if !commands.isEmpty {
      // Each -c is a line of its own, and so is each line of a -c holding newlines (one
      // was read as a blank inside a word: `-c $'seed 3\nseed'` set the seed '3\nseed'): a
      // failure stops the rest unless --keep-going.
      var last = Session.Outcome.ok
      for command in commands.flatMap(ScriptFile.lines) {
        last = session.run(line: command, at: .command)
        switch last {
        case .ok: continue
        case .failed: if session.settings.bail { return stop() }
        case .exit, .interrupted: return status(last)
        }
      }
      return status(last)
    }
    for file in files {
      let text: String
      do {
        text = try ScriptFile.read(file)
      } catch {
        let label = session.style.err.red("error:")
        fputs("layerlab: \(label) \(Location.printable(error.message))\n", stderr)
        return 66
      }
      let outcome = session.runScript(text, name: file)
      switch outcome {
      case .ok: continue
      case .failed: if session.settings.bail { return stop() }
      case .exit, .interrupted: return status(outcome)
      }
    }
    if !files.isEmpty, !stayInteractive { return status(.ok) }
    if isatty(STDIN_FILENO) == 1 {
      prompted = true
      return Prompt(session: session, output: output).loop()
    }
    return runPipedInput()
  }

  /// Reads statements from a pipe, numbering lines as `<stdin>:N` in errors. A signal while
  /// it waits for a line ends the run; the line being read is not run, whole or in part.
  private func runPipedInput() -> Int32 {
    var number = 0
    let reader = LineReader(stop: { Signals.stopRequested })
    while let line = reader.next() {
      number += 1
      let location = Location.file("<stdin>", line: number)
      let outcome =
        switch line {
        case .text(let text): session.run(line: text, at: location)
        case .tooLong: session.refuseLongLine(at: location)
        case .interrupted: Session.Outcome.interrupted
        }
      switch outcome {
      case .ok: continue
      case .failed: if session.settings.bail { return stop() }
      case .exit, .interrupted: return status(outcome)
      }
    }
    return status(.ok)
  }

  /// `${XDG_CONFIG_HOME:-~/.config}/layerlab/init`, when it exists.
  private func runInitFile() -> Session.Outcome? {
    let env = ProcessInfo.processInfo.environment
    let base =
      env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (env["HOME"].map { $0 + "/.config" })
    guard let base else { return nil }
    let path = base + "/layerlab/init"
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return session.runScript(try ScriptFile.read(path), name: path)
    } catch {
      // Said, not fatal: the shell still works without the init file's settings.
      let label = "warning:"
      fputs("layerlab: \(label) init file skipped: \(Location.printable(error.message))\n", stderr)
      return nil
    }
  }

  /// The exit status for how a run ended; an interruption is remembered, as it ends the run
  /// by SIGINT (``endingSignal``).
  func status(_ outcome: Session.Outcome) -> Int32 {
    switch outcome {
    case .exit(let code?):
      return code
    case .interrupted:
      interruptedRun = true
      return 130
    case .ok, .failed, .exit(nil):
      return session.hadError ? session.failures.status : 0
    }
  }
}
