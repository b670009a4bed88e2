import LayerLab
import LayerLabPango

/// Running `compare STRATEGY|POOL… -- FILE.lab`: the same session under several strategies or
/// pools, one table.
extension CompareStatement {
  /// One run of a comparison: a table strategy forced on every table, or a pool.
  /// Under `clock model` the runs share the host's cores (``threads(jobs:script:in:)``)
  /// and print exactly what runs one after another print. Ctrl-C ends it early with
  /// `.interrupted`, after printing the rows of the runs that finished, in run order, and
  /// naming the first run that did not.
  func run(in session: Session, from location: Location) throws(ShellError) -> Session.Outcome {
    let (repeats, compared) = try CompareRepeats.split(names)
    let runs = try Session.CompareRun.parse(compared)
    let (resolved, text) = try Self.readScript(file, from: location, for: "compare", in: session)
    try CompareContext.checkVariants(runs, script: text, in: session)
    let runBudget = try Self.reserveRuns(runs.count * repeats.count, in: session)
    // Each row's runs one after another: row r's run k is job r × count + k.
    let jobs = runs.flatMap { run in
      (0..<repeats.count).map { index in
        var job = Self.compareJob(
          run, script: text, name: resolved, budget: runBudget, in: session)
        job.engine.variation = repeats.variation(index)
        return job
      }
    }
    let tally = Self.perform(
      jobs, measured: runs.contains { $0.clock == .measured }, script: text, path: resolved,
      in: session)
    // `plot` draws each row's first run (the script's gestures, varied by seed 1 when
    // repeated), one line a row.
    session.experiment.comparedRuns = stride(
      from: 0, to: tally.plots.count, by: repeats.count
    ).map { tally.plots[$0] }
    try Self.report(tally, runs: runs, repeats: repeats.count, path: resolved, in: session)
    let first = Session.CompareRun.header(runs)
    if tally.stoppedAt == nil {
      session.experiment.compared = ComparedFigures(rows: tally.rows, repeats: repeats)
    }
    if repeats.count > 1 {
      return try printRepeated(tally, repeats: repeats, first: first, runs: runs, in: session)
    }
    let conditions = tally.plots.map(\.conditions)
    if session.settings.mode == .table {
      // Sentences for a reader: byte counts in MiB, a missing figure as n/a.
      session.out(RunConditions.heading(conditions))
      let header = [first] + CompareJob.tableHeader
      let rows = tally.rows.map { row in
        row.enumerated().map { column, cell in
          guard column > 0 else { return cell }
          if cell.isEmpty { return "n/a" }
          let bytes = CompareJob.byteColumns[CompareJob.header[column - 1]] != nil
          return bytes ? Int(cell).map(Format.bytes) ?? cell : cell
        }
      }
      let shown = repeats.cut(header: header, rows: rows)
      session.printTable(header: shown.header, rows: shown.rows)
    } else {
      // Data for a program: plain numbers, an empty cell (JSON null) where a figure is missing.
      // Each row stamped with what it was measured under, in the last columns.
      let shown = repeats.cut(header: [first] + CompareJob.header, rows: tally.rows)
      session.printTable(
        header: shown.header + RunConditions.columns,
        rows: zip(shown.rows, conditions).map { $0 + $1.values })
    }
    guard let stopped = tally.stoppedAt else {
      if session.settings.mode == .table { session.out(CompareWindow.note(tally.plots)) }
      return .ok
    }
    session.out(
      "  interrupted during the \(runs[stopped].name) run; \(tally.rows.count) of "
        + "\(runs.count) runs finished")
    return .interrupted
  }

  /// The table of a repeated compare (medians and spreads), then its verdict; the rows of an
  /// interrupted one cover only the rows whose runs all finished.
  private func printRepeated(
    _ tally: CompareTally, repeats: CompareRepeats, first: String,
    runs: [Session.CompareRun], in session: Session
  ) throws(ShellError) -> Session.Outcome {
    // A row's runs share its conditions (only their gestures vary): its first run's.
    let conditions = stride(from: 0, to: tally.plots.count, by: repeats.count).map {
      tally.plots[$0].conditions
    }
    if session.settings.mode == .table {
      session.out(RunConditions.heading(conditions))
      let header = [first] + CompareJob.tableHeader
      let shown = repeats.cut(header: header, rows: repeats.tableRows(tally.rows))
      session.printTable(header: shown.header, rows: shown.rows)
      session.out(CompareWindow.note(tally.plots))
      session.out(CompareRepeats.note)
      for line in repeats.verdictLines(tally.rows) { session.out(line) }
    } else {
      session.printTable(
        header: repeats.dataHeader(first: first) + RunConditions.columns,
        rows: zip(repeats.dataRows(tally.rows), conditions).map { $0 + $1.values })
      session.printTable(
        header: CompareRepeats.verdictHeader, rows: repeats.verdictRows(tally.rows))
    }
    guard let stopped = tally.stoppedAt else { return .ok }
    session.out(
      "  interrupted during the \(runs[stopped / repeats.count].name) runs; "
        + "\(tally.rows.count) of \(runs.count * repeats.count) runs finished")
    return .interrupted
  }

  /// The script a compare or sweep runs: its nesting checked, `file` resolved from
  /// `location` and confined under `--safe`, then read.
  static func readScript(
    _ file: String, from location: Location, for statement: String, in session: Session
  ) throws(ShellError) -> (path: String, text: String) {
    try session.nesting.checkNesting(statement)
    let resolved = try session.paths.confine(FilePaths.resolve(file, from: location), for: "read")
    return (resolved, try ScriptFile.read(resolved, within: session.paths.safeRoots))
  }

  /// Reserves `count` runs in the budget this statement counts against — the compared
  /// script's when nested, the repeat's inside one, else a fresh one — and returns it.
  static func reserveRuns(_ count: Int, in session: Session) throws(ShellError)
    -> CompareRunBudget
  {
    let budget =
      session.compares.runBudget
      ?? (session.nesting.inRepeat ? session.nesting.budget.compareRuns : CompareRunBudget())
    try budget.reserve(count)
    return budget
  }

  /// Writes the runs' error text in run order; when a run failed, throws the statement's
  /// error naming it (`runs[k]` made jobs k × `repeats` …), a nested compare's failure in the
  /// same words counted on one line (``RepeatedErrors``).
  static func report(
    _ tally: CompareTally, runs: [Session.CompareRun], repeats: Int, path: String,
    in session: Session
  ) throws(ShellError) {
    if let failed = tally.failedAt.map({ $0 / repeats }) {
      let message =
        tally.failure ?? "'\(path)' failed under \(runs[failed].name); run it alone to see why"
      // A nested compare that failed in the same words: count this level on its line.
      if let (lines, more) = RepeatedErrors.absorb(message, into: tally.errors) {
        for text in lines { session.write(.err, text) }
        throw ShellError(RepeatedErrors.countLine(more))
      }
      for text in tally.errors { session.write(.err, text) }
      throw ShellError(message)
    }
    for text in tally.errors { session.write(.err, text) }
  }

  /// Runs `jobs` (made from `script` at `path`) and reads their outcomes: on the host's cores
  /// (``threads(jobs:script:path:in:)``) unless a run is `measured` or the script writes
  /// files, then one after another on this thread.
  /// A terminal keeps a progress line meanwhile (``RunProgress``, named by `what`).
  static func perform(
    _ jobs: [CompareJob], measured: Bool, script: String, path: String, what: String = "compare",
    in session: Session
  ) -> CompareTally {
    // The script is judged once: isolated runs share the cores and, since nothing reads
    // their pixels, draw none (the figures do not depend on them).
    let isolated = !measured && Self.runsAreIsolated(script: script, path: path, in: session)
    let threads = Self.threads(jobs: jobs.count, isolated: isolated, in: session)
    let jobs = jobs.map { job in
      var job = job
      job.drawsPixels = !isolated
      return job
    }
    var progress = session.progress.map { RunProgress(what, total: jobs.count, show: $0) }
    defer { progress?.finish() }
    let report = { (done: Int) -> Void in progress?.update(done: done) }
    return CompareTally(
      threads > 1
        ? CompareWorkers.run(
          jobs, threads: threads, interrupted: session.interrupted, progress: report)
        : compareSerially(jobs, in: session, progress: report))
  }

  /// Runs the jobs one after another on this thread until one does not finish. Each run's
  /// errors are kept with its outcome and written when the compare ends, as parallel runs'
  /// are, so that a nested compare's failure can be counted rather than repeated
  /// (``RepeatedErrors``).
  private static func compareSerially(
    _ jobs: [CompareJob], in session: Session, progress: (Int) -> Void
  ) -> [CompareWorkers.Outcome?] {
    var outcomes: [CompareWorkers.Outcome?] = Array(repeating: nil, count: jobs.count)
    for (index, job) in jobs.enumerated() {
      var errors: [String] = []
      let result = job.perform(interrupted: session.interrupted) { errors.append($0) }
      outcomes[index] = CompareWorkers.Outcome(result: result, errors: errors)
      progress(index + 1)
      guard case .finished = result else { break }
    }
    return outcomes
  }

  /// A run of the script in a fresh session (same device and clock, output discarded, errors
  /// passed through). Settings the script changes win, as they would in a normal run, except
  /// what is compared: a forced pool survives `pool` lines, a forced strategy survives
  /// `strategy=` and `NAME.strategy =`, a forced property its `PROP=` and setters.
  static func compareJob(
    _ run: Session.CompareRun, script: String, name: String, budget: CompareRunBudget,
    in session: Session
  ) -> CompareJob {
    let engine = session.engine
    var settings = session.settings
    settings.echo = false
    settings.strategyOverride = run.strategy ?? settings.strategyOverride
    let overrides = session.compares.propertyOverrides + run.properties
    let lines = ScriptFile.lines(script).map { line in
      run.keeps(line) ? line : "# (compare keeps \(run.name)) " + line
    }
    return CompareJob(
      run: run, engine: run.forcing(engine.settings), settings: settings,
      imageDirectory: session.imageFiles.library.directory,
      cacheDirectory: session.imageFiles.diskCache.directory, overrides: overrides,
      readDepth: session.nesting.readDepth + 1,
      script: lines.joined(separator: "\n"), name: name, runBudget: budget)
  }
}
