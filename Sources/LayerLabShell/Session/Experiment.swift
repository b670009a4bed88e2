import LayerLab

/// What `reset` starts over: the engine and what the shell keeps about its run (the turn
/// header last printed, where scheduled statements came from, the last `compare`'s runs).
///
/// Why one value: `reset` used to clear four fields by hand, and a field added later and
/// missed there would have carried one run's state into the next. Now `reset` makes a fresh
/// `Experiment` around a fresh engine, so whatever is added here starts over with it; what
/// outlives a reset (settings, redirections, nesting, a compare run's forced values) lives
/// elsewhere in the session.
struct Experiment {
  let engine: Engine
  /// Remembers the last turn header printed, across statements.
  var transcript = Transcript()
  /// Where each statement still scheduled was written.
  var scheduled = ScheduledOrigins()
  /// The runs of the last `compare`, which `plot` draws one line each until `reset`.
  var comparedRuns: [PlotRun] = []
  /// The last finished `compare`'s rows, which `expect` checks (nil: it checks this session's
  /// own figures).
  var compared: ComparedFigures?
  /// The last finished `sweep`, which `plot sweep` draws until `reset`.
  var swept: SweptFigures?

  init(engine: Engine) {
    self.engine = engine
  }
}

extension Session {
  /// The runs of the last `compare`, for `plot`.
  var comparedRuns: [PlotRun] { experiment.comparedRuns }
}
