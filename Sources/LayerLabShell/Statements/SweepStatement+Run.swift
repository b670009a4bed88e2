import LayerLab

/// Running a sweep: every point's runs as `compare` would make them (the point's forcing
/// crossed with the strategies or pools named, `runs=N` each), on the host's cores under
/// `clock model`, then one figure per point and column.
extension SweepStatement {
  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    guard let column = CompareJob.column(named: figure) else {
      throw ShellError(
        "compare's table has no column '\(Excerpt.of(figure))'\(CompareJob.guess(for: figure)); "
          + "sweep one of its columns (help compare lists them)")
    }
    let (repeats, series) = try CompareRepeats.split(names)
    guard repeats.columns == nil else {
      throw ShellError("a sweep prints one figure, the one it names; drop 'columns='")
    }
    for word in series where !CompareStatement.names.contains(word.text) {
      throw ShellError(
        "'\(Excerpt.of(word.text))' is not a strategy or pool; a sweep's columns are "
          + "strategies or pools (\(CompareStatement.names.joined(separator: ", ")))")
    }
    let (resolved, text) = try CompareStatement.readScript(
      file, from: location, for: "sweep", in: session)
    var pointRuns: [[Session.CompareRun]] = []
    for point in target.points.indices {
      let words = series + target.compareWords(at: point)
      pointRuns.append(words.isEmpty ? [Session.CompareRun()] : try Session.CompareRun.parse(words))
    }
    let runs = pointRuns.flatMap { $0 }
    try CompareContext.checkVariants(runs, script: text, in: session)
    let budget = try CompareStatement.reserveRuns(runs.count * repeats.count, in: session)
    let jobs = makeJobs(
      pointRuns, repeats: repeats, script: text, path: resolved, budget: budget, in: session)
    let tally = CompareStatement.perform(
      jobs, measured: runs.contains { $0.clock == .measured }, script: text, path: resolved,
      what: "sweep", in: session)
    try CompareStatement.report(
      tally, runs: runs, repeats: repeats.count, path: resolved, in: session)
    guard tally.stoppedAt == nil else {
      session.out(
        "  interrupted: \(tally.rows.count) of \(jobs.count) runs finished; nothing swept")
      return .interrupted
    }
    let swept = SweptFigures(
      figure: column, target: target, series: pointRuns[0].map(Self.seriesName),
      rows: tally.rows, repeats: repeats, file: file,
      window: tally.plots.first?.windowName ?? "the whole run", devices: tally.plots.map(\.device),
      conditions: tally.plots.map(\.conditions))
    session.experiment.swept = swept
    swept.print(in: session)
    return .ok
  }

  /// Point by point, each run of the point `repeats.count` times: a gesture sweep's runs carry
  /// the point's factor (varied around it when repeated), every other's the compare's variation.
  private func makeJobs(
    _ pointRuns: [[Session.CompareRun]], repeats: CompareRepeats, script: String, path: String,
    budget: CompareRunBudget, in session: Session
  ) -> [CompareJob] {
    var jobs: [CompareJob] = []
    for (point, runs) in pointRuns.enumerated() {
      let scale = target.gestureScale(at: point)
      for run in runs {
        for index in 0..<repeats.count {
          var job = CompareStatement.compareJob(
            run, script: script, name: path, budget: budget, in: session)
          if let varied = repeats.variation(index) {
            job.engine.variation = GestureVariation(seed: varied.seed, scale: scale)
          } else if scale != 1 {
            job.engine.variation = GestureVariation(seed: 0, scale: scale, halfWidth: 0)
          }
          jobs.append(job)
        }
      }
    }
    return jobs
  }

  /// A column's name: the strategy and pool it forces, or the file's own when none.
  static func seriesName(_ run: Session.CompareRun) -> String {
    let name = [run.strategy?.rawValue, run.pool?.rawValue].compactMap { $0 }
    return name.isEmpty ? "as written" : name.joined(separator: " ")
  }
}
