/// A cell with VVebo's drawn flag: `draw()` starts its layers' draws unless drawn, `clear()`
/// blanks them and cancels what is in flight. A table's cells (`TableCell`) and the standalone
/// feed cell `new cell` makes (`CellView`, a prototype cell showing one post) both are.
protocol VVeboDrawnCell: View {
  /// VVebo's `drawed` flag; Texture's "rendered" flag for a node.
  var drawn: Bool { get set }
  /// Its image views (didEndDisplaying and `clear()` let go of their pictures).
  var imageViews: [any ImageTarget] { get }
  /// VVebo's `draw`: start every layer's draw now, unless drawn.
  func draw(in engine: Engine)
  /// VVebo's `clear`: blank every layer and cancel what is in flight.
  func clear(in engine: Engine)
}

/// A table's cell as the table, its strategies and Texture's node machinery see it: a view
/// with a row, a place, VVebo's drawn flag and draw/clear, layers to show and hide, and image
/// views to feed. Cells made from a prototype (`PrototypeCell`: every table's, `cell=NAME`,
/// the shipped feed cell by default) conform.
protocol TableCell: VVeboDrawnCell {
  /// The row it shows (nil for none yet).
  var row: Int? { get set }
  /// Its top on screen, in points.
  var y: Double { get set }
  /// Every layer it owns: its own, then its views'.
  var layers: [Layer] { get }
  /// `cellForRow`'s cell side: it takes the table's data for `row` and the row's cached
  /// layout, and goes to its row's place in the viewport.
  func configure(row: Int, layout: PrototypeLayout, in table: TableView, engine: Engine)
  /// Moves its layers to its layout with the left edge at `x`, cut to `clip`.
  func placeLayers(x: Double, clip: Rect?, in engine: Engine)
  /// How its layers draw under the table's strategy (on main or off it, labels clearing
  /// first or not, and their class).
  func applyLayering(_ layering: CellLayering)
  /// Splits its content into layers as the table's `layers=` says: VVebo's one bitmap
  /// (composite) or a layer per view (separate).
  func applyLayers(_ mode: CellLayers, in engine: Engine)
  /// The cell's code making attributed strings for its labels on main, as it is configured
  /// (``CellCodeFlag/attributedText``).
  func chargeAttributedTexts(in engine: Engine)
  /// The cell's code downloading pictures on main in `willDisplayCell:`
  /// (``CellCodeFlag/loadsOnMain``).
  func loadPicturesOnMain(in engine: Engine)
  /// Lets the renderer begin its views' coming async draws' text layouts on other cores
  /// (``Drawing/prefetch(_:)``), once it is configured for its row.
  func prefetchDrawings(in engine: Engine)
}

/// VVebo's drawn flag, for any cell: `draw()` starts the given layers' draws unless drawn;
/// `clear()` blanks them, moves their sentinels (VVebo's new random flag) and cancels the
/// cell's image loads.
extension VVeboDrawnCell {
  /// The CA commit drew the cell: VVebo's `drawed` flag is set.
  public func didDisplayInCommit() {
    drawn = true
  }

  /// Its own methods are VVebo's two.
  public func checkCall(_ method: String, in engine: Engine) throws(ModelError) {
    guard method == "draw" || method == "clear" else {
      throw ModelError.noMethod(method, on: self)
    }
  }

  public func call(_ method: String, in engine: Engine) {
    switch method {
    case "draw": draw(in: engine)
    case "clear": clear(in: engine)
    default: break
    }
  }

  /// Starts every shown one of `views` drawing (VVebo dispatches them itself rather than
  /// waiting for a commit); false, and a log line, when the cell was drawn already.
  func drawVVebo(_ views: [any View], in engine: Engine) -> Bool {
    guard !drawn else {
      engine.log(.drawNothing, layer: name)
      return false
    }
    drawn = true
    for view in views where !view.layer.hidden {
      view.layer.display.needsDisplay = false
      engine.drawing.displayVVebo(view)
    }
    return true
  }

  /// Blanks `views` and moves their sentinels, so draws in flight are thrown away; nothing
  /// unless drawn.
  func clearVVebo(_ views: [any View], in engine: Engine) {
    guard drawn else {
      engine.log(.clearNothing, layer: name)
      return
    }
    for view in views {
      engine.drawing.bumpSentinel(view.layer, reason: "clear()")
      engine.drawing.setContents(view.layer, nil, draw: nil)
    }
    cancelImages(in: engine)
    drawn = false
  }

  /// VVebo's clear cancels the cell's image loads (SDWebImage's cancel): its views leave the
  /// operations' targets, so nothing lands on them later.
  func cancelImages(in engine: Engine) {
    for view in imageViews {
      engine.images.cancelRequests(of: view.name)
      if view.image != nil {
        view.image = nil
        view.imageChanged(in: engine)
      }
    }
  }
}
