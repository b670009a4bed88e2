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
    let intervals = session.engine.recording.signposts.intervals
    openSignposts = Set(intervals.filter { $0.end == nil }.map(\.name))
  }
}

extension SignpostStatement: CheckedAhead {
  func checkAhead(_ ahead: inout RepeatAhead, in session: Session) throws(ShellError) {
    switch phase {
    case .begin where !ahead.openSignposts.insert(name).inserted:
      throw ShellError("signpost '\(name)' is already open; 'signpost end \(name)' first")
    case .end where ahead.openSignposts.remove(name) == nil:
      throw ShellError("no open signpost '\(name)'; begin it with 'signpost begin \(name)'")
    default: break
    }
    ahead.signposts += 1
    guard session.engine.recording.signposts.count + ahead.signposts <= Recording.maxSignposts
    else {
      throw ShellError(
        "too many signposts (at most \(Recording.maxSignposts), the signposts limit); 'reset' first"
      )
    }
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
