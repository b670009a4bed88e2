import LayerLab
import LayerLabPango

/// A LayerLab session: the engine, the shell settings and the statement interpreter.
///
/// It does no terminal I/O of its own: results go to `write(.out, …)`, errors to
/// `write(.err, …)`, so the executable, the tests and scripts all drive it the same way.
public final class Session {
  /// The two output streams.
  public enum Stream: Sendable {
    case out
    case err
  }

  /// What running a line or a file led to.
  public enum Outcome: Sendable, Equatable {
    case ok
    /// A statement failed (its error has been written).
    case failed
    /// `.quit` or `.exit N`: stop everything and exit with this status (nil = the usual one).
    case exit(Int32?)
    /// Ctrl-C stopped it.
    case interrupted
  }

  /// The engine and what the shell keeps about its run; `reset` makes a fresh one.
  var experiment: Experiment
  /// The simulation: the experiment's engine.
  public var engine: Engine { experiment.engine }
  public var settings = ShellSettings()
  /// Where output goes: the destination, the `.output` and `.once` files, colour.
  let router: OutputRouter
  /// Where output goes. Setting it replaces the destination (``OutputRouter/sink``); calling
  /// it routes the text: results go to the `.once` or `.output` file when one is set, and
  /// otherwise to the destination, decorated by ``style``. Every statement writes through
  /// here, so redirection and colour apply to all of them without each knowing about either.
  public var write: (Stream, String) -> Void {
    get { { stream, text in self.route(stream, text) } }
    set { router.sink = newValue }
  }
  /// Colour for each stream; the executable decides it (`Style.detect`), tests keep `plain`.
  public var style: Styles {
    get { router.style }
    set { router.style = newValue }
  }
  /// True when results go to a terminal: control characters in them are then escaped
  /// (``TerminalText``), as errors always are. The executable decides it.
  public var escapesControlCharacters: Bool {
    get { router.escapesControlCharacters }
    set { router.escapesControlCharacters = newValue }
  }
  /// Where a long `compare` or `sweep` keeps its progress line (nil clears it); the
  /// executable sets it when standard error is a terminal and the run is not quiet.
  public var progress: ((String?) -> Void)? {
    get { router.progress }
    set { router.progress = newValue }
  }
  /// Polled during long runs; true stops them at the next event (Ctrl-C).
  public var interrupted: () -> Bool = { false }
  /// How many statements failed, and how many of them were `expect`s, for the exit status of
  /// batch runs: a run whose only failures were expects ends with
  /// ``FailureTally/expectStatus``. The runner forgets them after the init file
  /// (``forgetFailures()``): a failed line there is reported, and the run goes on with the
  /// settings that did take, but it is not the run's failure.
  public internal(set) var failures = FailureTally()
  /// Whether any statement has failed.
  public var hadError: Bool { failures.statements > 0 }
  /// How deep `.read`, `compare` and `repeat` are nested, and the repeat budget.
  var nesting = ScriptNesting()
  /// The image folder and the disk cache's files.
  let imageFiles = ImageFiles()
  /// Where the statement being executed came from, so file arguments resolve against its
  /// script's directory (`new table … rows=posts.json`).
  var currentLocation = Location.interactive
  /// The most levels of `.read` and `compare` (``ScriptNesting``).
  static let maxReadDepth = 16
  /// How deep `repeat` (and `after`) bodies may nest: enough for a grid of a grid, and a cap
  /// on the recursion a typed line can cause.
  static let maxRepeatNesting = 4
  /// The longest line, in UTF-8 bytes, that the shell runs (64 KiB): more than the longest
  /// text a label takes (``ValueLimits/maxTextLength``) at four UTF-8 bytes a character plus
  /// the statement around it, so any text the model accepts fits on a line. A longer line is
  /// refused whole, never tokenized, and stdin never holds more than this of one.
  public static let maxLineBytes = 1 << 16
  /// The error for a line over ``maxLineBytes``.
  public static var lineTooLong: String {
    "line is longer than \(maxLineBytes) bytes, the line-length limit; split it into several "
      + "statements"
  }
  /// How `compare` runs here, and what a compare that started this session forces.
  var compares = CompareContext()

  /// Creates a session with its own Pango/Cairo renderer.
  public init(
    device: DeviceProfile = .iphone11, clock: ClockMode = .model,
    write: @escaping (Stream, String) -> Void
  ) {
    let renderer = PangoLayerRenderer()
    self.experiment = Experiment(engine: Engine(device: device, clock: clock, renderer: renderer))
    self.router = OutputRouter(sink: write)
    engine.images.loader = imageFiles.library
    engine.images.diskStore = imageFiles.diskCache
    pollsInterrupt(renderer)
  }

  /// Creates a session over a given renderer (tests use a double).
  public init(engine: Engine, write: @escaping (Stream, String) -> Void) {
    self.experiment = Experiment(engine: engine)
    self.router = OutputRouter(sink: write)
    if engine.images.loader == nil { engine.images.loader = imageFiles.library }
    if engine.images.diskStore == nil { engine.images.diskStore = imageFiles.diskCache }
    if let renderer = engine.renderer as? PangoLayerRenderer { pollsInterrupt(renderer) }
  }

  /// Lets `renderer` poll this session's Ctrl-C flag between timed renders, whatever
  /// ``interrupted`` is set to later.
  func pollsInterrupt(_ renderer: PangoLayerRenderer) {
    renderer.interrupted = { [weak self] in self?.interrupted() ?? false }
  }

  func out(_ text: String) {
    route(.out, OutputRouter.terminated(text))
  }

  /// Narration: what happened, not a result. Nothing under `.quiet on`.
  func narrate(_ text: String) {
    guard !settings.quiet else { return }
    out(text)
  }

  /// Several lines as one write: `route` then decorates and sends them once, not per line.
  func out(lines: [String]) {
    guard !lines.isEmpty else { return }
    var text = ""
    text.reserveCapacity(lines.reduce(0) { $0 + $1.utf8.count + 1 })
    for line in lines {
      text += line
      if !OutputRouter.endsWithNewline(line) { text += "\n" }
    }
    route(.out, text)
  }

  /// Runs every statement on one line. Stops at the line's first error.
  ///
  /// Each statement is the unit of `.once` (it takes the file a `.once` before it set) and of
  /// `.timer` (the time line follows it); statements that `repeat` runs belong to the repeat.
  ///
  /// An interrupt pending before a statement (Ctrl-C during one that does not poll, such as
  /// `save`) stops the line there: `.interrupted`, so the rest of the line, the rest of a
  /// script and in batch mode the run end, rather than the interrupt stopping whichever long
  /// statement comes next.
  public func run(line: String, at location: Location) -> Outcome {
    if interrupted() { return .interrupted }
    guard line.utf8.count <= Session.maxLineBytes else {
      return fail(Session.lineTooLong, at: location)
    }
    if settings.echo, !line.allSatisfy(\.isWhitespace) { out("layerlab> " + line) }
    let statements: [Statement]
    do {
      statements = try Tokenizer.statements(in: line)
    } catch {
      return fail(error.message, at: location)
    }
    for (index, statement) in statements.enumerated() {
      if index > 0, interrupted() { return .interrupted }
      let outcome = timed { runUnderOnce(statement, at: location) }
      if outcome != .ok { return outcome }
    }
    return .ok
  }

  /// Runs one statement, with its results going to the `.once` file set before it, if any.
  /// That file replaces its destination when the statement succeeds, and a failure to do so
  /// is the statement's error. When the statement fails or is interrupted its results are
  /// dropped and the destination is left whole, as a failed `export` leaves it: a half-made
  /// report must not take the place of the last good one (sqlite3 would have emptied the file
  /// at `.once`).
  private func runUnderOnce(_ statement: Statement, at location: Location) -> Outcome {
    guard let once = router.takeOnce() else { return run(statement, at: location) }
    let outcome = router.sending(to: once) { run(statement, at: location) }
    if outcome == .failed || outcome == .interrupted {
      if once.isOpen {
        once.discard()
        let why = outcome == .failed ? "failed" : "was interrupted"
        _ = fail(
          "'\(once.path)' is left as it was: the statement under .once \(why), so its results "
            + "were dropped; run .once and the statement again",
          at: location)
      }
      return outcome
    }
    do {
      try once.commit()
    } catch {
      return fail(error.message, at: location)
    }
    return outcome
  }

  /// Runs `body` and, when `.timer` was on before and after it, prints the time line:
  /// `time: host 1.204 ms · virtual +0.412 ms (now 16.667 ms)`.
  ///
  /// Host time is wall-clock time from a monotonic clock, different on every run, so it is
  /// measured and printed only when asked for. The line goes to the terminal's stdout, not to
  /// a `.output` or `.once` file, so that timing never corrupts the CSV or JSON written there.
  /// Neither `.timer on` nor `.timer off` is itself timed.
  func timed(_ body: () -> Outcome) -> Outcome {
    guard settings.timer else { return body() }
    let clock = ContinuousClock()
    let start = clock.now
    let virtualStart = engine.now
    let outcome = body()
    let elapsed = start.duration(to: clock.now).components
    guard settings.timer else { return outcome }
    let host = elapsed.seconds * 1_000_000 + elapsed.attoseconds / 1_000_000_000_000
    let virtual = engine.now - virtualStart
    let sign = virtual < 0 ? "" : "+"
    router.sink(
      .out,
      "time: host \(Format.ms(host)) · virtual \(sign)\(Format.ms(virtual)) "
        + "(now \(Format.ms(engine.now)))\n")
    return outcome
  }

  /// Runs one statement, reporting its error at `location`.
  /// Then reports any scheduled statement that failed while it ran.
  ///
  /// A statement Ctrl-C stopped before it changed anything (``ShellError/interrupted``) is
  /// not an error: one line says it did not run, and the outcome is `.interrupted`.
  func run(_ statement: Statement, at location: Location) -> Outcome {
    let outcome: Outcome
    do {
      let parsed = try Statements.parse(statement)
      try Self.refuseLoopVariableOutsideRepeat(parsed, statement)
      currentLocation = location
      outcome = try parsed.execute(in: self, statement: statement, at: location)
    } catch let error where error == .interrupted {
      out(Excerpt.shorteningQuotes(in: "  interrupted: '\(statement.spelling)' did not run"))
      outcome = .interrupted
    } catch {
      outcome = fail(error.message, at: location)
    }
    return reportDiskCacheFailure(after: reportScheduledFailures(after: outcome))
  }

  /// Reports the first write the image disk cache's files failed (`images cache=DIR` on a
  /// read-only or full disk) as the error of the statement during which it happened: once,
  /// one line, since every later image would fail the same way.
  private func reportDiskCacheFailure(after outcome: Outcome) -> Outcome {
    guard let message = imageFiles.diskCache.takeFailure() else { return outcome }
    let failed = fail(
      "images cache: \(message); the cache goes on without its files and further failures "
        + "are not reported (fix the folder, or stop the files with 'images cache=')",
      at: currentLocation)
    return outcome == .ok ? failed : outcome
  }

  /// `$i` and `$(EXPR)` mean something only in a `repeat` body, which substitutes them before
  /// the body runs; anywhere else they would reach a view or a file name as written
  /// (`save screen s$i.png` wrote `s$i.png`), so they are refused.
  static func refuseLoopVariableOutsideRepeat(_ parsed: any StatementFamily, _ statement: Statement)
    throws(ShellError)
  {
    // Most statements have no `$` at all: one byte scan of each piece decides them, before
    // the cast to a repeat (a dynamic cast of an existential) and the substitutions.
    guard statement.words.contains(where: { $0.parts.contains(where: \.mentionsDollar) }) else {
      return
    }
    if case .repeatN? = parsed as? ScheduleStatement { return }
    if statement.words.contains(where: { $0.refers(to: "i") }) {
      throw ShellError(
        "'$i' is defined only inside 'repeat', e.g. 'repeat 3 save screen s$i.png'; "
          + "write the value here, or \\$i for the two characters")
    }
    guard statement.words.contains(where: \.usesLoopVariable) else { return }
    throw ShellError(
      "'$(…)' is defined only inside 'repeat', e.g. 'repeat 3 new view c$i "
        + "frame=0,$(i*50),100,40'; write the value here, or \\$( for the two characters")
  }

  /// Reports a line over ``maxLineBytes`` that the caller did not keep (stdin skips the rest
  /// of such a line rather than hold it).
  public func refuseLongLine(at location: Location) -> Outcome {
    fail(Session.lineTooLong, at: location)
  }

  /// Forgets the failures so far (the init file's).
  public func forgetFailures() {
    failures = FailureTally()
  }

  func fail(_ message: String, at location: Location) -> Outcome {
    failures.statements += 1
    let line = location.error(Excerpt.shorteningQuotes(in: message))
    let wordAt = location.error("").count - "error: ".count
    router.error(line, at: wordAt)
    return .failed
  }

  /// Sends text through the router, reporting a file it had to drop as an error here. Text
  /// sent is whole lines, each ended by a newline (``out(_:)`` and ``out(lines:)`` end them).
  func route(_ stream: Stream, _ text: String) {
    router.route(stream, text) { message in _ = fail(message, at: currentLocation) }
  }

  /// Ends the session's redirections: a pending `.once` is dropped unused and the `.output`
  /// file replaces its destination. The executable calls it before exiting; errors are
  /// reported like a statement's and make the exit status 1.
  ///
  /// `stoppedAtError` is true when `.bail on` ended the run at a failed statement. The
  /// `.output` file is then dropped and its destination left whole: the script did not get
  /// to the end of what it meant to write there, and a half-written report must not replace
  /// the last good one. (With `--keep-going` or `.bail off` the run goes on past errors and
  /// the file is kept, the failed statements' results missing from it.)
  public func finish(stoppedAtError: Bool = false) {
    guard let message = router.finish(stoppedAtError: stoppedAtError) else { return }
    _ = fail(message, at: currentLocation)
  }

  /// Ends the session's redirections without their results, when a signal ends the run
  /// (Ctrl-C in batch mode, SIGTERM, SIGHUP, SIGQUIT): the `.output` and `.once` temporary
  /// files are removed and their destinations left as they were, since what was written is
  /// cut short.
  public func abandon() {
    router.abandon()
  }
}

extension Session {
  /// Converts a model refusal into the shell's error.
  func model<T>(_ body: () throws(ModelError) -> T) throws(ShellError) -> T {
    do {
      return try body()
    } catch {
      throw ShellError(error.message)
    }
  }
}

/// How many statements of a run failed, and how many of those were `expect`s.
public struct FailureTally: Sendable, Equatable {
  public var statements = 0
  /// Of those, `expect`s (an expect counts here when it fails, and as a statement when its
  /// error is reported).
  public var expectations = 0

  /// The exit status of a batch run whose only failures were `expect`s: 3, apart from 1 (a
  /// statement failed), so CI can tell a missed threshold from a broken script.
  public static let expectStatus: Int32 = 3

  /// The status for a run that had failures: 3 when every one was an `expect`, else 1.
  public var status: Int32 {
    statements > 0 && statements == expectations ? Self.expectStatus : 1
  }
}
