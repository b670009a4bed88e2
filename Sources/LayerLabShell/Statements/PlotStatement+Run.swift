import LayerLab
import LayerLabRender

/// `plot fps|frametime|hist|hitches FILE.png [--session]`: frame-rate pictures of the session, or of
/// the last `compare`'s runs, one line each.
///
/// The rule: after a `compare`, `plot` draws the compared runs until `reset` or the next
/// `compare`; `--session` draws this session's own records instead. Why the comparison wins:
/// a plot right after a `compare` is almost always about it, and the session's own records
/// are then usually empty.
extension PlotStatement {
  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let given = self.path
    let own = self.session
    let engine = session.engine
    let comparedRuns = session.comparedRuns
    guard given.lowercased().hasSuffix(".png") else {
      throw ShellError(
        "plot \(kind.rawValue) writes PNG; name the file with .png, e.g. plot \(kind.rawValue) "
          + "\(kind.rawValue).png")
    }
    let path = try session.paths.outputPath(given)
    if kind == .sweep {
      guard let swept = session.experiment.swept else {
        throw ShellError(
          "nothing swept yet; run a sweep first (e.g. sweep hitches over gesture=0.5…1.5 step "
            + "0.5 sync async -- FILE.lab)")
      }
      let image = try Self.draw(swept.plotSpec())
      try AtomicFile.writePNG(image, to: path, within: session.paths.safeRoots)
      session.narrate(
        "wrote sweep plot (\(image.pixelWidth)×\(image.pixelHeight) px, \(swept.figure) over "
          + "\(swept.target.name)) to \(path)")
      return .ok
    }
    let compared = !own && !comparedRuns.isEmpty
    let kept = StatsWindow(engine)
    let runs =
      compared
      ? comparedRuns
      : [
        PlotRun(
          name: "this session", engine: engine, window: kept,
          windowName: kept.clampedAt.map { "from \(Format.ms($0)), the records kept" }
            ?? "the whole session")
      ]
    let image = try Self.draw(PlotBuilder(runs: runs).spec(kind))
    try AtomicFile.writePNG(image, to: path, within: session.paths.safeRoots)
    let what =
      compared
      ? "\(Format.count(runs.count, "compared run")): "
        + runs.map(\.name).joined(separator: ", ")
      : "this session"
    session.narrate(
      "wrote \(kind.title) plot (\(image.pixelWidth)×\(image.pixelHeight) px, \(what)) "
        + "to \(path)")
    return .ok
  }

  /// The spec's picture, or the renderer's refusal as the statement's error.
  private static func draw(_ spec: PlotSpec) throws(ShellError) -> RenderedImage {
    do {
      return try PlotRenderer().render(spec)
    } catch {
      throw ShellError(error.message)
    }
  }
}
