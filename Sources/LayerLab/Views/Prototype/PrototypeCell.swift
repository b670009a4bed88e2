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
  public internal(set) var row: Int?
  public internal(set) var y = 0.0
  public internal(set) var drawn = false
  /// The row's geometry (nil before the first row).
  public internal(set) var layout: PrototypeLayout?
  /// Each member's image URL for the row ("" for none; only image views have one).
  private var urls: [String]

  init(name: String, prototype: CellPrototype) {
    self.name = name
    self.prototype = prototype
    layer = Layer(name: name, frame: .zero)
    var made: [any PrototypeMember] = []
    for member in prototype.members {
      guard let kind = CellPrototype.memberKinds[member.kind] else { continue }
      let view = kind.makeMember(named: "\(name).\(member.name)")
      view.layer.hidden = true
      let parent = member.superview.flatMap(prototype.memberIndex).map { made[$0].layer } ?? layer
      parent.addSublayer(view.layer)
      made.append(view)
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

  /// The content view draws nothing; its views do.
  public var draws: Bool { false }

  public func drawContent() -> DrawContent? { nil }

  public var layers: [Layer] { [layer] + members.map(\.layer) }

  public var family: [any View] { [self] + members.map { $0 as any View } }

  var imageViews: [ImageView] { members.compactMap { $0 as? ImageView } }

  /// Configures the cell for `record`: the prototype's values, then the row's.
  func configure(with record: RowRecord, layout: PrototypeLayout, row: Int) {
    copyLook()
    for (index, member) in prototype.members.enumerated() where index < members.count {
      let view = members[index]
      urls[index] = ""
      for setting in member.settings {
        if setting.name == "url", case .text(let url) = setting.value {
          urls[index] = url
        } else {
          view.assignMember(setting)
        }
      }
      for setting in member.boundSettings(in: record) {
        if setting.name == "url", case .text(let url) = setting.value {
          urls[index] = url
        } else {
          view.assignMember(setting)
        }
      }
    }
    self.layout = layout
    self.row = row
  }

  public func placeLayers(x: Double, clip: Rect?, in engine: Engine) {
    guard let layout else { return }
    var placed: [(Layer, Rect, Bool)] = [
      (layer, Rect(x: x, y: y, width: cellWidth, height: layout.height), false)
    ]
    for (index, view) in members.enumerated() where index < layout.frames.count {
      let frame = layout.frames[index]
      placed.append(
        (
          view.layer,
          Rect(x: frame.x + x, y: frame.y + y, width: frame.width, height: frame.height),
          layout.hidden[index]
        ))
    }
    for (layer, frame, hidden) in placed {
      layer.clip = clip
      guard layer.frame != frame || layer.hidden != hidden else { continue }
      layer.frame = frame
      layer.hidden = hidden
      layer.changedSinceCommit = true
      engine.main.transaction.open()
    }
  }

  /// The table's width, given when the table makes the cell.
  var cellWidth = 0.0

  func applyLayering(_ layering: CellLayering) {
    for layer in layers { layer.displaysAsynchronously = layering.drawsOffMain }
    for case let label as LabelView in members {
      label.clearContentsBeforeAsynchronouslyDisplay = layering.labelsClearFirst
      label.layer.layerClass = layering.labelClass
      label.measuresBeforeDrawing = layering.labelsMeasureBeforeDrawing
    }
  }

  /// Asks the pipeline for each shown image view's picture (a URL that cannot be loaded
  /// leaves the placeholder and says so in the event log).
  func loadImages(in engine: Engine) {
    for (index, view) in members.enumerated() {
      guard let image = view as? ImageView else { continue }
      let shown = !(layout?.hidden[index] ?? true)
      image.displayed = shown
      let url = shown ? urls[index] : ""
      guard !url.isEmpty else {
        if !image.url.isEmpty { engine.images.setImageURL(image, "", loaded: nil) }
        continue
      }
      engine.images.request(image, url)
    }
  }
}
