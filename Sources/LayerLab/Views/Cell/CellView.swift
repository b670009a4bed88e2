/// A VVebo feed cell: one background bitmap plus its body (and retweet) text in label layers.
///
/// Like VVeboTableViewCell it draws its background and decorations (avatar, name,
/// subtitle, retweet box, counts bar) into one bitmap and its texts through labels, each a
/// layer with its own sentinel. `draw()` is a no-op once drawn; `clear()` blanks every layer
/// and cancels what is in flight (VVebo's random flag), and only then may `draw()` run again.
public final class CellView: VVeboDrawnCell {
  public let name: String
  public let kind = ViewKind.cell
  public let layer: Layer
  public let textLabel: LabelView
  public let retweetLabel: LabelView
  /// What it shows: a standalone cell's properties, or its row's post.
  public private(set) var post = CellPost()
  /// Its avatar and thumbnails: their URLs and image views.
  public let images = CellImages()
  public internal(set) var y = 0.0
  /// VVebo's `drawed` flag.
  public internal(set) var drawn = false
  public internal(set) var layout = CellLayout(width: 0, textHeight: 0, retweetHeight: nil)

  init(name: String) {
    self.name = name
    layer = Layer(name: name, frame: .zero)
    textLabel = LabelView(name: name + ".text", frame: .zero)
    retweetLabel = LabelView(name: name + ".retweet", frame: .zero)
    layer.opaque = true
    layer.backgroundColor = CellLayout.page
    layer.display.displaysAsynchronously = true
    for (label, background, font) in [
      (textLabel, CellLayout.page, CellLayout.bodyFont),
      (retweetLabel, CellLayout.retweetBackground, CellLayout.retweetFont),
    ] {
      label.style.font = font
      label.style.textColor = CellLayout.bodyText
      label.style.lineSpacing = CellLayout.bodyLineSpacing
      label.style.numberOfLines = 0
      label.layer.opaque = true
      label.layer.backgroundColor = background
      label.layer.display.displaysAsynchronously = true
      label.clearContentsBeforeAsynchronouslyDisplay = false
      layer.addSublayer(label.layer)
    }
  }

  /// The cell's layers: its own, then its labels.
  public var layers: [Layer] {
    [layer, textLabel.layer, retweetLabel.layer] + images.thumbViews.map(\.layer)
      + (images.avatarView.map { [$0.layer] } ?? [])
  }

  /// The cell's image views: the avatar first, then the thumbnails.
  var imageViews: [any ImageTarget] { images.views }

  public static let methods =
    MethodInfo.common + [
      MethodInfo("draw", "VVebo's draw: start every layer's draw now, unless already drawn"),
      MethodInfo("clear", "VVebo's clear: blank every layer, cancel draws in flight"),
    ]

  /// VVebo's cell always draws its background bitmap.
  public var expectsContent: Bool { true }

  public func drawContent() -> DrawContent? {
    .cell(
      CellDrawing(
        author: post.author, subtitle: post.subtitle, avatarColor: post.avatarColor,
        initials: CellDrawing.initials(of: post.author), retweetBox: layout.retweetBox,
        reposts: String(post.reposts), comments: String(post.comments)))
  }

  /// Changes one field of what it shows (a standalone cell's `set`); the caller re-lays it
  /// out and redraws.
  func update<Value>(_ field: WritableKeyPath<CellPost, Value>, to value: Value) {
    post[keyPath: field] = value
  }
}
