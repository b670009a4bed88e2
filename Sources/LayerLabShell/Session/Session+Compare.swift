import LayerLab
import LayerLabPango

/// `compare STRATEGY|POOL… -- FILE.lab`: the same session under several strategies or pools,
/// one table.
extension Session {
  /// The most runs one compare may make.
  /// The most runs one compare may make. Sixteen: a 2 × 2 × 4 grid of strategies, a
  /// property and devices. Raising it from 8 costs no more at once: runs share the host's
  /// cores one run per thread (``compareThreads(jobs:script:)`` never starts more threads
  /// than cores), so at most one engine per core is alive; what every run keeps until the
  /// next compare is its ``PlotRun`` (ticks and frame rows, bounded by the frames-kept limit).
  static let maxCompared = 16
  /// The most runs all the compares of one top-level statement may make together, nested
  /// compares (a compared file that compares) and repeats included: four full compares'
  /// worth. An estimate of what stays quick: a teaching script's run takes well under a
  /// second, so 64 runs cost about a minute at worst, where a self-comparing file's
  /// 8 + 64 + 512 + 4096 runs were unbounded in all but nesting depth.
  static let maxComparedPerStatement = 64

  /// One run of a comparison: a table strategy forced on every table, or a pool.
  /// Under `clock model` the runs share the host's cores (``compareThreads(jobs:script:)``)
  /// and print exactly what runs one after another print. Ctrl-C ends it early with
  /// `.interrupted`, after printing the rows of the runs that finished, in run order, and
  /// naming the first run that did not.
  func compare(_ names: [Word], file: String, from location: Location) throws(ShellError)
    -> Outcome
  {
    let runs = try Session.compareRuns(names)
    try nesting.checkNesting("compare")
    let resolved = try confine(resolve(file, from: location), for: "read")
    let text = try ScriptFile.read(resolved)
    try checkVariants(runs, script: text)
    let runBudget =
      compares.runBudget ?? (nesting.inRepeat ? nesting.budget.compareRuns : CompareRunBudget())
    try runBudget.reserve(runs.count)
    let jobs = runs.map { compareJob($0, script: text, name: resolved, budget: runBudget) }
    let threads =
      runs.contains { $0.clock == .measured } ? 1 : compareThreads(jobs: jobs.count, script: text)
    let outcomes =
      threads > 1
      ? CompareWorkers.run(jobs, threads: threads, interrupted: interrupted)
      : compareSerially(jobs)
    let tally = CompareTally(outcomes)
    experiment.comparedRuns = tally.plots
    if let failed = tally.failedAt {
      let message =
        tally.failure ?? "'\(resolved)' failed under \(runs[failed].name); run it alone to see why"
      // A nested compare that failed in the same words: count this level on its line.
      if let (lines, more) = RepeatedErrors.absorb(message, into: tally.errors) {
        for text in lines { write(.err, text) }
        throw ShellError(RepeatedErrors.countLine(more))
      }
      for text in tally.errors { write(.err, text) }
      throw ShellError(message)
    }
    for text in tally.errors { write(.err, text) }
    let first = CompareRun.header(runs)
    if settings.mode == .table {
      // Sentences for a reader: byte counts in MiB, a missing figure as n/a.
      let header = [first] + CompareJob.header.map { CompareJob.byteColumns[$0] ?? $0 }
      let rows = tally.rows.map { row in
        row.enumerated().map { column, cell in
          guard column > 0 else { return cell }
          if cell.isEmpty { return "n/a" }
          let bytes = CompareJob.byteColumns[CompareJob.header[column - 1]] != nil
          return bytes ? Int(cell).map(Format.bytes) ?? cell : cell
        }
      }
      printTable(header: header, rows: rows)
    } else {
      // Data for a program: plain numbers, an empty cell (JSON null) where a figure is missing.
      printTable(header: [first] + CompareJob.header, rows: tally.rows)
    }
    guard let stopped = tally.stoppedAt else {
      if settings.mode == .table { out(CompareWindow.note) }
      return .ok
    }
    out(
      "  interrupted during the \(runs[stopped].name) run; \(tally.rows.count) of "
        + "\(runs.count) runs finished")
    return .interrupted
  }

  /// Runs the jobs one after another on this thread until one does not finish. Each run's
  /// errors are kept with its outcome and written when the compare ends, as parallel runs'
  /// are, so that a nested compare's failure can be counted rather than repeated
  /// (``RepeatedErrors``).
  private func compareSerially(_ jobs: [CompareJob]) -> [CompareWorkers.Outcome?] {
    var outcomes: [CompareWorkers.Outcome?] = Array(repeating: nil, count: jobs.count)
    for (index, job) in jobs.enumerated() {
      var errors: [String] = []
      let result = job.perform(interrupted: interrupted) { errors.append($0) }
      outcomes[index] = CompareWorkers.Outcome(result: result, errors: errors)
      guard case .finished = result else { break }
    }
    return outcomes
  }

  /// A run of the script in a fresh session (same device and clock, output discarded, errors
  /// passed through). Settings the script changes win, as they would in a normal run, except
  /// what is compared: a forced pool survives `pool` lines, a forced strategy survives
  /// `strategy=` and `NAME.strategy =`, a forced property its `PROP=` and setters.
  private func compareJob(
    _ run: CompareRun, script: String, name: String, budget: CompareRunBudget
  ) -> CompareJob {
    var settings = settings
    settings.echo = false
    settings.strategyOverride = run.strategy ?? settings.strategyOverride
    let overrides = compares.propertyOverrides + run.properties
    let lines = ScriptFile.lines(script).map { line in
      run.keeps(line) ? line : "# (compare keeps \(run.name)) " + line
    }
    // A forced device runs under this session's ProMotion opt-in, as `device` would.
    let device = run.device.map { $0.optingIn(engine.device.promotionOptIn) } ?? engine.device
    return CompareJob(
      run: run, device: device, clock: run.clock ?? engine.clock,
      pool: run.pool ?? engine.pool, settings: settings,
      imageDirectory: imageFiles.library.directory, cacheDirectory: imageFiles.diskCache.directory,
      images: engine.images.settings, overrides: overrides, readDepth: nesting.readDepth + 1,
      script: lines.joined(separator: "\n"), name: name, runBudget: budget,
      cpuClock: engine.cpuClock, calibration: engine.costs.calibration)
  }
}
