import LayerLab

/// A statement whose effect a `repeat` checks for every iteration before the first runs, as
/// the iterations before it will have left the session: `signpost begin x` is fine once and
/// refused the second time, `.read f$i.lab` needs every file to be readable.
///
/// Why: a repeat that failed half-way left the iterations before the failure applied
/// (`repeat 3 signpost begin x` opened `x`, then failed). View statements are checked by the
/// model (`ScheduleStatement.checkIterations`); the rest adopt this protocol.
protocol CheckedAhead {
  /// Throws the error this iteration would meet after the ones before it (recorded in
  /// `ahead`), and records what it will change.
  func checkAhead(_ ahead: inout RepeatAhead, in session: Session) throws(ShellError)
}

/// What a `repeat`'s earlier iterations will have done, as far as its later ones' checks need.
struct RepeatAhead {
  /// Signpost intervals open once the earlier iterations have run.
  var openSignposts: Set<String>
  /// Signposts the earlier iterations add.
  var signposts = 0

  init(session: Session) {
    openSignposts = session.engine.recording.signposts.openNames
  }
}

extension SignpostStatement: CheckedAhead {
  /// The model's own rule (`[SignpostRecord].check`), on the signposts as the earlier iterations
  /// will have left them.
  func checkAhead(_ ahead: inout RepeatAhead, in session: Session) throws(ShellError) {
    let kept = session.engine.recording.signposts.count + ahead.signposts
    try session.model { () throws(ModelError) in
      try [SignpostRecord].check(name, phase: phase, open: &ahead.openSignposts, kept: kept)
    }
    ahead.signposts += 1
  }
}

extension ScriptCommands: CheckedAhead {
  /// `.read FILE`: the file is confined and read now; what its statements do is left to the run.
  func checkAhead(_ ahead: inout RepeatAhead, in session: Session) throws(ShellError) {
    guard case .read(let path) = self else { return }
    let location = session.currentLocation
    let resolved = try session.paths.confine(FilePaths.resolve(path, from: location), for: "read")
    _ = try ScriptFile.read(resolved, within: session.paths.safeRoots)
  }
}
