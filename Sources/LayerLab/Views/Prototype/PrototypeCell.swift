/// A table cell made from a `CellPrototype`: a content view (the cell's own layer, which draws
/// nothing, with the prototype's background and corners) holding a copy of each of the
/// prototype's views, named `TABLE.cellN.VIEW` so each can be looked at and set like any view.
///
/// Configuring it for a row is `cellForRowAtIndexPath:`: every view gets the prototype's values
/// again (so a value set on one cell lasts until the cell is reconfigured), then the row's
/// bound values, then the row's frames from the table's height cache.
public final class PrototypeCell: TableCell {
  public let name: String
  public let kind = ViewKind.cell
  public let layer: Layer
  let prototype: CellPrototype
  /// The copies of the prototype's views, in its order.
  let members: [any PrototypeMember]
  /// Their positions in drawing order (`CellPrototype.drawingOrder`, fixed once a table has
  /// cells: a view's zPosition is set before the first table), for every draw of the cell.
  private let drawingOrder: [Int]
  public internal(set) var row: Int?
  public internal(set) var y = 0.0
  public internal(set) var drawn = false
  /// The row's geometry (nil before the first row).
  public internal(set) var layout: PrototypeLayout?
  /// Each member's image URL for the row ("" for none; only image views have one).
  private var urls: [String]
  /// Whether its table shows pictures (`images=false` is the AsyncDraw demo's
  /// kOnlyShowText: the image views keep their places, empty, drawing nothing).
  var showsImages = true
  /// Whether its flattened views are drawn into its own bitmap (the table's
  /// `layers=composite` and a view with `flattened=true`), their layers hidden.
  private(set) var flattens = false

  init(name: String, prototype: CellPrototype) {
    self.name = name
    self.prototype = prototype
    layer = Layer(name: name, frame: .zero)
    var made: [any PrototypeMember] = []
    for member in prototype.members {
      guard let kind = CellPrototype.memberKinds[member.kind] else { continue }
      let view = kind.makeMember(named: "\(name).\(member.name)")
      view.layer.hidden = true
      made.append(view)
    }
    // Each view joins its superview's sublayers (the cell's by default) in zPosition order,
    // ties in declaration order, as Core Animation composites siblings.
    drawingOrder = prototype.drawingOrder
    for index in drawingOrder where index < made.count {
      let member = prototype.members[index]
      let parent = member.superview.flatMap(prototype.memberIndex).map { made[$0].layer } ?? layer
      parent.addSublayer(made[index].layer)
    }
    members = made
    urls = Array(repeating: "", count: made.count)
    copyLook()
  }

  /// The content view's look: the prototype's own layer's.
  private func copyLook() {
    layer.opaque = prototype.layer.opaque
    layer.backgroundColor = prototype.layer.backgroundColor
    layer.style = prototype.layer.style
  }

  /// The content view draws only its flattened views (VVebo's one bitmap); else its views
  /// draw and it is a container.
  public var draws: Bool { flattens }
  /// Its bitmap is content only when it draws its flattened views; else it is a container.
  public var expectsContent: Bool { flattens }

  /// The flattened views that show in this row, in drawing order (zPosition, then declaration): each one's box and
  /// text at its frame.
  public func drawContent() -> DrawContent? {
    guard flattens, let layout else { return nil }
    var elements: [FlattenedDrawing.Element] = []
    for index in drawingOrder where index < members.count {
      let view = members[index]
      guard flags(index).contains(.flattened), index < layout.frames.count, !layout.hidden[index]
      else { continue }
      elements.append(
        FlattenedDrawing.Element(
          frame: layout.frames[index], background: view.layer.backgroundColor,
          cornerRadius: view.layer.style.cornerRadius, text: (view as? LabelView)?.drawing))
    }
    return .flattened(FlattenedDrawing(elements: elements))
  }

  /// The table's `layers=`: composite flattens the views that say so into the cell's bitmap
  /// (when there are any), separate gives every view its layer.
  func applyLayers(_ mode: CellLayers, in engine: Engine) {
    let flattening =
      mode == .composite
      && prototype.members.contains { $0.codeFlags.contains(.flattened) }
    guard flattening != flattens else { return }
    flattens = flattening
    for layer in layers { layer.commitState.changed = true }
    // No longer drawing: the flattened bitmap goes, and a draw in flight is thrown away.
    if !flattening, layer.contents != nil || layer.display.needsDisplay {
      engine.drawing.bumpSentinel(layer, reason: "layers=separate")
      engine.drawing.setContents(layer, nil, draw: nil)
    }
  }

  public var layers: [Layer] { [layer] + members.map(\.layer) }

  public var family: [any View] { [self] + members.map { $0 as any View } }

  var imageViews: [any ImageTarget] { members.compactMap { $0 as? any ImageTarget } }

  /// Configures the cell for the table's `row`: the prototype's values, then the row's, its
  /// cached layout, its place in the viewport; its pictures load now if the strategy says so.
  func configure(row: Int, layout: PrototypeLayout, in table: TableView, engine: Engine) {
    let record = prototype.record(table.rows.record(row), showingImages: table.showsThumbnails)
    show(record, layout: layout, width: table.frame.width, in: engine)
    self.row = row
    showsImages = table.showsThumbnails
    y = table.screenY(ofRow: row)
    if table.behaviour.loadsImages(onConfigureOf: self, in: table) { loadImages(in: engine) }
    placeLayers(x: table.frame.x, clip: table.frame, in: engine)
  }

  /// `cellForRowAtIndexPath:`'s view side, for any data: every view gets the prototype's
  /// values again, then `record`'s bound values, and the cell takes `layout` (its fit widths
  /// measured now when the layout left them to the cell) at cell `width`.
  func show(_ record: RowRecord, layout: PrototypeLayout, width: Double, in engine: Engine) {
    copyLook()
    for (index, member) in prototype.members.enumerated() where index < members.count {
      let view = members[index]
      urls[index] = ""
      for setting in member.settings { assign(setting, to: view, at: index) }
      for setting in member.boundSettings(in: record) { assign(setting, to: view, at: index) }
    }
    self.layout =
      layout.widthsPending
      ? prototype.plan(width: width, scale: engine.device.scale)
        .completing(layout, record: record, in: engine)
      : layout
  }

  /// One of the member's values: a URL is kept for the pictures' load, the rest set.
  private func assign(_ setting: PropertySetting, to view: any PrototypeMember, at index: Int) {
    if setting.name == "url", case .text(let url) = setting.value {
      urls[index] = url
    } else {
      view.assignMember(setting)
    }
  }

  public func placeLayers(x: Double, clip: Rect?, in engine: Engine) {
    guard let layout else { return }
    place(
      layer, Rect(x: x, y: y, width: cellWidth, height: layout.height), hidden: false,
      clip: clip, in: engine)
    for (index, view) in members.enumerated() where index < layout.frames.count {
      let frame = layout.frames[index]
      // An image view left empty (`images=false`) keeps its place but has no contents: an
      // empty UIImageView draws nothing.
      let empty = !showsImages && view is any ImageTarget
      // A flattened view is drawn into the cell's bitmap: its own layer stays hidden.
      let flattened = flattens && flags(index).contains(.flattened)
      place(
        view.layer,
        Rect(x: frame.x + x, y: frame.y + y, width: frame.width, height: frame.height),
        hidden: layout.hidden[index] || empty || flattened, clip: clip, in: engine)
    }
  }

  /// Puts `layer` at `frame`, shown or `hidden`. A layer hidden before and after moves with
  /// its cell and is committed with nothing to show: a flattened view is drawing code in
  /// VVebo's cell, no layer at all, and a hidden view's frame in cell coordinates does not
  /// change as the cell scrolls.
  private func place(_ layer: Layer, _ frame: Rect, hidden: Bool, clip: Rect?, in engine: Engine) {
    layer.clip = clip
    if hidden, layer.hidden {
      layer.frame = frame
      return
    }
    guard layer.frame != frame || layer.hidden != hidden else { return }
    layer.frame = frame
    layer.hidden = hidden
    layer.markChanged(in: engine)
  }

  /// The table's width, given when the table makes the cell.
  var cellWidth = 0.0

  /// Whether its views draw on main (UIKit's, `strategy=sync`): then the cell's own code
  /// (``CellCodeFlag``) runs on main for them. The table's layering sets every one of its
  /// layers' display mode, its own included.
  private var drawsOnMain: Bool { !layer.display.displaysAsynchronously }

  func applyLayering(_ layering: CellLayering) {
    for layer in layers { layer.display.displaysAsynchronously = layering.drawsOffMain }
    for case let label as LabelView in members {
      label.clearContentsBeforeAsynchronouslyDisplay = layering.labelsClearFirst
      label.layer.display.layerClass = layering.labelClass
    }
  }

  /// Asks the pipeline for each shown image view's picture (a URL that cannot be loaded
  /// leaves the placeholder and says so in the event log) — except a picture the cell's code
  /// loads on main itself (``loadPicturesOnMain(in:)``).
  func loadImages(in engine: Engine) {
    for (index, view) in members.enumerated() {
      guard let image = view as? any ImageTarget else { continue }
      let shown = !(layout?.hidden[index] ?? true)
      image.displayed = shown
      if drawsOnMain, flags(index).contains(.loadsOnMain) { continue }
      let url = shown && showsImages ? urls[index] : ""
      guard !url.isEmpty else {
        if !image.url.isEmpty { engine.images.setImageURL(image, "", loaded: nil) }
        continue
      }
      engine.images.request(image, url)
    }
  }

  /// The cell's code building attributed strings on main for the row's labels
  /// (``CellCodeFlag/attributedText``), when its labels are UIKit's.
  func chargeAttributedTexts(in engine: Engine) {
    guard drawsOnMain else { return }
    for (index, view) in members.enumerated() where flags(index).contains(.attributedText) {
      guard let label = view as? LabelView else { continue }
      engine.main.charge(engine.costs.attributedTextCost(utf16Units: label.text.utf16.count))
    }
  }

  /// Its own layer's draw (its flattened views, VVebo's one bitmap) and its members'.
  func prefetchDrawings(in engine: Engine) {
    engine.drawing.prefetch(self)
    for view in members { engine.drawing.prefetch(view) }
  }

  /// The cell's code downloading and decoding pictures on main in `willDisplayCell:`
  /// (``CellCodeFlag/loadsOnMain``), when its image views are UIKit's: main is blocked for
  /// every download, no cache.
  func loadPicturesOnMain(in engine: Engine) {
    guard drawsOnMain, showsImages else { return }
    for (index, view) in members.enumerated() where flags(index).contains(.loadsOnMain) {
      guard let image = view as? any ImageTarget, !(layout?.hidden[index] ?? true),
        !urls[index].isEmpty
      else { continue }
      engine.images.loadSynchronously(image, urls[index])
    }
  }

  /// The cell-code flags of member `index`.
  func flags(_ index: Int) -> Set<CellCodeFlag> {
    prototype.members.indices.contains(index) ? prototype.members[index].codeFlags : []
  }
}
