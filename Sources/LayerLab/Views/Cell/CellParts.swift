/// A feed cell's part labels: for a `layers=separate` table the name, the subtitle and the
/// counts as label layers of their own — translucent, over the cell's background — instead
/// of text drawn into VVebo's one bitmap. Same words, same
/// places (`TextRenderer+Cell`'s metrics: name at (65, 16.5) 14 pt, subtitle at (65, 35.5)
/// 9 pt, counts right-aligned to `width - 25` in the 30 pt bar, 12 pt); only the layering
/// differs, so the GPU's blending can be compared. The cell owns one; this keeps the labels.
public final class CellParts {
  /// The three labels' grey (178/255, as VVebo's subtitle and counts).
  static let grey = Color(r: 178, g: 178, b: 178)

  /// The labels, in order (empty for a composite cell).
  public private(set) var labels: [LabelView] = []

  /// Makes a feed cell's labels once, as sublayers of `cell`, registered as views
  /// (`NAME.name`, `NAME.subtitle`, `NAME.counts`); nothing when the view limit would be
  /// passed.
  func makeFeedLabels(of cell: CellView, in engine: Engine) {
    guard labels.isEmpty, engine.views.count + 3 <= Engine.maxViews else { return }
    let parts: [(String, String, Color, TextAlignment)] = [
      ("name", "DejaVu Sans 14", Highlight.vveboBlue, .left),
      ("subtitle", "DejaVu Sans 9", CellParts.grey, .left),
      ("counts", "DejaVu Sans 12", CellParts.grey, .right),
    ]
    for (part, font, color, alignment) in parts {
      add(part, of: cell, font: font, color: color, alignment: alignment, in: engine)
    }
    update(cell.post)
  }

  /// A one-line label of the cell's (`NAME.PART`), translucent, drawn as the cell's layers
  /// are, hidden until placed; registered as a view.
  private func add(
    _ part: String, of cell: CellView, font: String, color: Color,
    alignment: TextAlignment = .left, in engine: Engine
  ) {
    let label = LabelView(name: "\(cell.name).\(part)", frame: .zero)
    label.style.font = font
    label.style.textColor = color
    label.style.textAlignment = alignment
    label.style.numberOfLines = 1
    label.layer.opaque = false
    label.layer.backgroundColor = nil
    label.layer.display.displaysAsynchronously = cell.layer.display.displaysAsynchronously
    label.clearContentsBeforeAsynchronouslyDisplay = false
    label.layer.hidden = true
    cell.layer.addSublayer(label.layer)
    engine.views[label.name] = label
    labels.append(label)
  }

  /// Copies the post's name, subtitle and counts into the labels.
  func update(_ post: CellPost) {
    let texts = [post.author, post.subtitle, "\(post.reposts)      \(post.comments)"]
    for (label, text) in zip(labels, texts) { label.text = text }
  }

  /// Where each label goes in a cell with `layout`, in cell coordinates (nil when the cell
  /// is composite).
  func rects(layout: CellLayout, layering: CellLayers) -> [(LabelView, Rect?)] {
    let width = layout.width
    let bar = layout.height - CellLayout.countsBar
    let textLeft = CellLayout.gapLeft + CellLayout.avatar + 10
    let rects = [
      Rect(x: textLeft, y: 16.5, width: max(0, width - textLeft - 10), height: 18),
      Rect(x: textLeft, y: 35.5, width: max(0, width - textLeft - 10), height: 12),
      Rect(
        x: CellLayout.gapLeft, y: bar + 7, width: max(0, width - 25 - CellLayout.gapLeft),
        height: 16),
    ]
    return zip(labels, rects).map { ($0, layering == .separate ? $1 : nil) }
  }
}
