/// A standalone feed cell (`new cell NAME …`): VVebo's cell as the shipped prototype declares
/// it (`Prototypes/feed.lab`, the cell every table shows by default), showing one post given by
/// properties rather than a table's row.
///
/// Why the prototype and not a cell of its own: a second feed cell written in Swift drifted
/// from the one tables draw (issue 38); this one lays out, draws and prices exactly as a
/// table's row does — the prototype's cell (`PrototypeCell`) with its views flattened into one
/// bitmap (VVebo's `layers=composite`), its texts through YYAsyncLayer labels off main. It is
/// registered under its name and draws that cell's bitmap; the cell's views are registered as
/// `NAME.VIEW` (`post.text`, `post.thumb0`, …). `draw()` is a no-op once drawn; `clear()`
/// blanks every layer and cancels what is in flight (VVebo's random flag).
public final class CellView: VVeboDrawnCell {
  public let name: String
  public let kind = ViewKind.cell
  /// The prototype's cell that lays the post out and draws it.
  let cell: PrototypeCell
  /// What it shows: the fields VVebo's `setData:` copies, as a table's row holds them.
  public internal(set) var post = FeedPost(name: "", text: "")
  /// The cell's top on screen, in points.
  public internal(set) var y = 0.0

  /// The prototype a standalone cell is made from: the shipped feed cell's (a prototype the
  /// user declared under this name wins, as for tables). The shell declares it first.
  public static let prototypeName = "feedCell"

  init(name: String, prototype: CellPrototype) {
    self.name = name
    cell = PrototypeCell(name: name, prototype: prototype)
    cell.applyLayering(.selfDrawn)
  }

  public var layer: Layer { cell.layer }

  /// VVebo's `drawed` flag: the cell's.
  public var drawn: Bool {
    get { cell.drawn }
    set { cell.drawn = newValue }
  }

  var imageViews: [any ImageTarget] { cell.imageViews }

  /// The cell and the views it draws through.
  public var family: [any View] { [self] + cell.members.map { $0 as any View } }

  /// The cell draws the views flattened into its bitmap.
  public var draws: Bool { cell.draws }
  public var expectsContent: Bool { cell.expectsContent }
  public func drawContent() -> DrawContent? { cell.drawContent() }

  /// Its geometry now (nil before it is laid out).
  public var layout: PrototypeLayout? { cell.layout }

  public static let methods =
    MethodInfo.common + [
      MethodInfo("draw", "VVebo's draw: start every layer's draw now, unless already drawn"),
      MethodInfo("clear", "VVebo's clear: blank every layer, cancel draws in flight"),
    ]

  /// The post laid out by `prototype` at the screen's width, and what measuring its texts
  /// costs on main (a table's row measure: the layout formula per text the height needs).
  static func measure(_ post: FeedPost, by prototype: CellPrototype, in engine: Engine)
    -> (layout: PrototypeLayout, price: Micros, record: RowRecord)?
  {
    let plan = prototype.plan(width: engine.device.screenWidth, scale: engine.device.scale)
    let record = prototype.record(post.record, showingImages: true)
    guard let row = plan.layouts([record], inBitmap: true, in: engine).first else { return nil }
    let price = row.texts.reduce(Micros(0)) { total, text in
      total
        + engine.costs.modelCost(
          of: .layout, counts: TextCounts(text).renderCounts, speedFactor: engine.slowdown)
    }
    return (row.layout, price, record)
  }

  /// Lays the cell out for its post (measuring on main), places its layers and asks every
  /// shown one to draw — VVebo's `setData:` then `setNeedsDisplay`.
  func relayout(in engine: Engine) {
    guard let measured = Self.measure(post, by: cell.prototype, in: engine) else { return }
    engine.main.charge(measured.price)
    cell.cellWidth = engine.device.screenWidth
    cell.show(measured.record, layout: measured.layout, width: cell.cellWidth, in: engine)
    cell.applyLayers(.composite, in: engine)
    place(in: engine)
    for view in family where view.draws && !view.layer.hidden {
      engine.drawing.setNeedsDisplay(view)
    }
  }

  /// Moves the layers to the cell's `y` (no measuring).
  func place(in engine: Engine) {
    cell.y = y
    cell.placeLayers(x: 0, clip: nil, in: engine)
  }

  /// Asks the pipeline for the post's pictures (ADImageView's `setImageWithURL`).
  func loadImages(in engine: Engine) { cell.loadImages(in: engine) }

  public var showDetails: [(name: String, value: String)] {
    [
      ("prototype", cell.prototype.name),
      (
        "height", layout.map { Rect.format($0.height) + " pt (follows the text)" } ?? "not laid out"
      ),
      ("drawn", drawn ? "true" : "false"),
      ("layers", family.filter { !$0.layer.hidden }.map(\.name).joined(separator: ", ")),
    ]
  }

  /// VVebo's `draw`: the cell's, its bitmap drawn as this view.
  func draw(in engine: Engine) {
    guard drawVVebo(cell.drawnByVVebo(owner: self), in: engine) else { return }
    loadImages(in: engine)
  }

  /// VVebo's `clear`: the cell's.
  func clear(in engine: Engine) {
    clearVVebo(cell.drawnByVVebo(owner: self), in: engine)
  }
}
