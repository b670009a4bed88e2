/// The cell as UIKit apps usually build it, for a `layers=separate` table: the name, the
/// subtitle and the counts are label layers of their own — translucent, over the cell's
/// background — instead of text drawn into VVebo's one bitmap. Same words, same places
/// (`TextRenderer+Cell`'s metrics: name at (65, 16.5) 14 pt, subtitle at (65, 35.5) 9 pt,
/// counts right-aligned to `width - 25` in the 30 pt bar, 12 pt); only the layering differs,
/// so the GPU's blending can be compared.
extension CellView {
  /// The three labels' grey (178/255, as VVebo's subtitle and counts).
  static let partGrey = Color(r: 178, g: 178, b: 178)

  /// Makes the labels once, as sublayers of the cell, registered as views (`NAME.name`,
  /// `NAME.subtitle`, `NAME.counts`); nothing when the view limit would be passed.
  func makePartLabels(in engine: Engine) {
    guard partLabels.isEmpty, engine.views.count + 3 <= Engine.maxViews else { return }
    let parts: [(String, String, Color, TextAlignment)] = [
      ("name", "DejaVu Sans 14", Highlight.vveboBlue, .left),
      ("subtitle", "DejaVu Sans 9", CellView.partGrey, .left),
      ("counts", "DejaVu Sans 12", CellView.partGrey, .right),
    ]
    for (part, font, color, alignment) in parts {
      addPartLabel(part, font: font, color: color, alignment: alignment, in: engine)
    }
    updatePartTexts()
  }

  /// A one-line label of the cell's (`NAME.PART`), translucent, drawn as the cell's layers
  /// are, hidden until placed; registered as a view.
  @discardableResult
  func addPartLabel(
    _ part: String, font: String, color: Color, alignment: TextAlignment = .left,
    in engine: Engine
  ) -> LabelView {
    let label = LabelView(name: "\(name).\(part)", frame: .zero)
    label.font = font
    label.textColor = color
    label.textAlignment = alignment
    label.numberOfLines = 1
    label.layer.opaque = false
    label.layer.backgroundColor = nil
    label.layer.displaysAsynchronously = layer.displaysAsynchronously
    label.clearContentsBeforeAsynchronouslyDisplay = false
    label.layer.hidden = true
    layer.addSublayer(label.layer)
    engine.views[label.name] = label
    partLabels.append(label)
    return label
  }

  /// Copies the cell's name, subtitle and counts into its labels.
  func updatePartTexts() {
    if style == .news {
      partLabels.first?.text = post.author
      return
    }
    let texts = [post.author, post.subtitle, "\(post.reposts)      \(post.comments)"]
    for (label, text) in zip(partLabels, texts) { label.text = text }
  }

  /// The news cell's title label (`NAME.title`): 17 pt black on yellow, one line
  /// (TestTableViewCell.m `loadSubViews`), opaque like a UILabel with a background colour.
  func makeNewsTitle(in engine: Engine) {
    guard partLabels.isEmpty, engine.views.count < Engine.maxViews else { return }
    let title = addPartLabel("title", font: CellLayout.newsTitleFont, color: .black, in: engine)
    title.layer.opaque = true
    title.layer.backgroundColor = CellLayout.newsYellow
  }

  /// Where each label goes, in cell coordinates (nil when the cell has none or is composite).
  var partRects: [(LabelView, Rect?)] {
    if style == .news {
      return partLabels.prefix(1).map { ($0, layout.newsTitleRect) }
    }
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
    return zip(partLabels, rects).map { ($0, layering == .separate ? $1 : nil) }
  }
}
