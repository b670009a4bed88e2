import LayerLab

/// `save screen [OVERLAY] FILE.png`: the screen as the last vsync showed it, optionally with a
/// debug overlay over it.
extension SaveStatement {
  /// Every layer of the presented tree, back to front, over the page colour, at device scale,
  /// painted by the renderer port (`ScreenComposite` says what each layer inherits; the
  /// renderer how its `LayerStyle` looks). A layer with nothing on screen yet is blank: that
  /// is how the VVebo blank cell and YYLabel's clear-before-async flash look. With `overlay`,
  /// the overlay's tints are drawn over it.
  static func saveScreen(to path: String, overlay: ScreenOverlay?, in session: Session)
    throws(ShellError)
  {
    let engine = session.engine
    let device = engine.device
    let tree = engine.presentedTree
    var composite = ScreenComposite(tree: tree, device: device, page: ScreenComposite.feedPage)
    var figure = "\(composite.blank) blank"
    if overlay == .blank {
      (composite.tints, figure) = ScreenOverlay.blankTints(
        ContentCoverage(tree: tree, device: device), scale: device.scale)
    } else if let overlay {
      let analysis = CompositeAnalysis(tree: tree, device: device)
      (composite.tints, figure) = overlay.tints(for: analysis, scale: device.scale)
    }
    let vsync = engine.recording.frames.last.map { "vsync \($0.index)" } ?? "no vsync yet"
    let screen: any Bitmap
    do {
      screen = try engine.renderer.composite(composite)
    } catch {
      throw ShellError(error.message)
    }
    guard try writePNG(screen, to: path, in: session) else {
      throw ShellError("the renderer cannot write its screen as PNG; use the Pango/Cairo renderer")
    }
    let title = overlay.map { "screen \($0.rawValue)" } ?? "screen"
    session.narrate(
      "saved \(title) (\(screen.pixelWidth)x\(screen.pixelHeight) px, "
        + "\(composite.layers.count) layers, \(figure), as of \(vsync)) to \(path)")
  }
}
