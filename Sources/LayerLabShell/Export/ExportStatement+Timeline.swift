import LayerLab
import LayerLabRender

/// `export timeline FILE.png [--from DURATION] [--to DURATION]`: the session as a swimlane
/// picture, main first, then one lane per render queue.
///
/// Why the conversion lives in the shell: the render library knows nothing of the model, so
/// this is where the trace's spans and draw records become lanes, depths and colours. Nothing
/// here reads a wall clock, so a `clock model` session exports the same bytes every time.
extension ExportStatement {
  static func exportTimeline(to path: String, from: Micros?, until: Micros?, in session: Session)
    throws(ShellError)
  {
    let engine = session.engine
    guard path.lowercased().hasSuffix(".png") else {
      throw ShellError(
        "export timeline writes PNG; name the file with .png, e.g. export timeline timeline.png")
    }
    let spec = try TimelineBuilder(engine: engine).spec(from: from, until: until)
    let image: RenderedImage
    do {
      image = try TimelineRenderer().render(spec)
    } catch {
      throw ShellError(error.message)
    }
    try AtomicFile.writePNG(image, to: path, within: session.paths.safeRoots)
    session.narrate(
      "wrote timeline (\(image.pixelWidth)×\(image.pixelHeight) px, from \(Format.ms(spec.from)) "
        + "to \(Format.ms(spec.to))) to \(path)")
  }
}
