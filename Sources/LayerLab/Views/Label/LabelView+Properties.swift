/// The label's property table: each property once, with its type, range, getter, setter and
/// what YYLabel's setter does when it changes.
extension LabelView {
  static let table = PropertyTable<LabelView>(
    [
      ViewProperty(
        "text", .text, "the string drawn", get: { .text($0.text) },
        assign: { if case .text(let v) = $1 { $0.text = v } }, effect: redraw),
      ViewProperty(
        "font", .font, "a Pango font description, e.g. \"DejaVu Sans 17\"",
        get: { .text($0.style.font) },
        assign: { if case .text(let v) = $1 { $0.style.font = v } }, effect: redraw),
      ViewProperty(
        "textColor", .color(optional: false), "colour of the text",
        get: { .color($0.style.textColor) },
        assign: { if case .color(let v?) = $1 { $0.style.textColor = v } }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "backgroundColor", .color(optional: true), "layer background; nil for none",
        get: { .color($0.layer.backgroundColor) },
        assign: { if case .color(let v) = $1 { $0.layer.backgroundColor = v } },
        effect: { label, engine, _ in
          // The background is a layer property the commit sends, and the bitmap's fill.
          label.layer.markChanged(in: engine)
          label.contentsNeedUpdated(in: engine)
        }
      ).looksOnly(),
      ViewProperty(
        "opaque", .bool, "opaque layers fill their bitmap (white under translucency)",
        get: { .bool($0.layer.opaque) },
        assign: { if case .bool(let v) = $1 { $0.layer.opaque = v } }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "frame", .rect, "x,y,width,height in points", get: { .rect($0.layer.frame) },
        assign: { if case .rect(let v) = $1 { $0.layer.frame = v } },
        effect: { label, engine, old in
          // A move only changes what the next commit sends; a resize also lays out and redraws.
          label.layer.markChanged(in: engine)
          guard case .rect(let before)? = old,
            before.width != label.layer.frame.width
              || before.height != label.layer.frame.height
          else { return }
          engine.main.setNeedsLayout(label)
          label.contentsNeedUpdated(in: engine)
        }),
      ViewProperty(
        "numberOfLines", .integer(0...1000), "0 = unlimited; else truncate with …",
        get: { .integer($0.style.numberOfLines) },
        assign: { if case .integer(let v) = $1 { $0.style.numberOfLines = v } }, effect: redraw),
      ViewProperty(
        "lineSpacing", .number(0...1000), "extra points between lines",
        get: { .number($0.style.lineSpacing) },
        assign: { if case .number(let v) = $1 { $0.style.lineSpacing = v } }, effect: redraw),
      ViewProperty(
        "lineBreakMode", .choice(LineBreakMode.allCases.map(\.rawValue)),
        "word (UILabel's default) or char (NSLineBreakByCharWrapping)",
        get: { .choice($0.style.lineBreakMode.rawValue) },
        assign: {
          if case .choice(let v) = $1 {
            $0.style.lineBreakMode = LineBreakMode(rawValue: v) ?? .word
          }
        },
        effect: redraw),
      ViewProperty(
        "textAlignment", .choice(TextAlignment.allCases.map(\.rawValue)), "horizontal alignment",
        get: { .choice($0.style.textAlignment.rawValue) },
        assign: {
          if case .choice(let v) = $1 {
            $0.style.textAlignment = TextAlignment(rawValue: v) ?? .natural
          }
        },
        effect: redraw),
      ViewProperty(
        "layerClass", .choice(LayerClasses.names),
        "at creation: yy = YYLabel on a YYAsyncLayer (sentinel; setters mark at once); ad = "
          + "AsyncDraw's ADLabel on an ADLayer (two-state flag, no fade, no clear, no check on "
          + "main; setters go through ADManager's task set, so the draw starts a turn later)",
        get: { .choice($0.layer.display.layerClass.name) },
        assign: {
          if case .choice(let v) = $1, let made = LayerClasses.named(v) {
            $0.layer.display.layerClass = made
          }
        }),
      ViewProperty(
        "displaysAsynchronously", .bool, "draw on a render queue instead of main",
        get: { .bool($0.layer.display.displaysAsynchronously) },
        assign: { if case .bool(let v) = $1 { $0.layer.display.displaysAsynchronously = v } }),
      ViewProperty(
        "clearContentsBeforeAsynchronouslyDisplay", .bool,
        "blank the old bitmap when an async redraw starts",
        get: { .bool($0.clearContentsBeforeAsynchronouslyDisplay) },
        assign: { if case .bool(let v) = $1 { $0.clearContentsBeforeAsynchronouslyDisplay = v } }),
      ViewProperty(
        "fadeOnAsynchronouslyDisplay", .bool,
        "fade new async contents in over 0.08 s (YYLabel's CATransition)",
        get: { .bool($0.fadeOnAsynchronouslyDisplay) },
        assign: { if case .bool(let v) = $1 { $0.fadeOnAsynchronouslyDisplay = v } }),
      ViewProperty(
        "commit", .choice(CommitMode.allCases.map(\.rawValue)),
        "direct: setters call setNeedsDisplay; transaction: through YYTransaction",
        get: { .choice($0.commit.rawValue) },
        assign: { if case .choice(let v) = $1 { $0.commit = CommitMode(rawValue: v) ?? .direct } }),
      ViewProperty(
        "highlights", .bool, "colour @mentions, #topics# and URLs (VVeboLabel); off/on",
        get: { .bool($0.style.highlights) },
        assign: { if case .bool(let v) = $1 { $0.style.highlights = v } }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "highlightColor", .color(optional: false), "the colour of highlights",
        get: { .color($0.style.highlightColor) },
        assign: { if case .color(let v?) = $1 { $0.style.highlightColor = v } }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "shadowColor", .color(optional: true), "text shadow colour; nil for none",
        get: { .color($0.style.shadowColor) },
        assign: { if case .color(let v) = $1 { $0.style.shadowColor = v } }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "shadowOffset", .size(-100...100), "text shadow offset dx,dy in points",
        get: { .size($0.style.shadowOffset.x, $0.style.shadowOffset.y) },
        assign: { if case .size(let x, let y) = $1 { $0.style.shadowOffset = (x, y) } },
        effect: redraw
      ).looksOnly(),
      ViewProperty(
        "shadowBlur", .number(0...100), "text shadow blur radius in points",
        get: { .number($0.style.shadowBlur) },
        assign: { if case .number(let v) = $1 { $0.style.shadowBlur = v } }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "underline", .bool, "underline the text (its own drawing pass)",
        get: { .bool($0.style.underline) },
        assign: { if case .bool(let v) = $1 { $0.style.underline = v } }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "strikethrough", .bool, "strike the text through (its own drawing pass)",
        get: { .bool($0.style.strikethrough) },
        assign: { if case .bool(let v) = $1 { $0.style.strikethrough = v } }, effect: redraw
      ).looksOnly(),
      ViewProperty(
        "textContainerInset", .insets(0...1000),
        "padding top,left,bottom,right in points (YYLabel's; a padded UILabel's drawText(in:)): "
          + "the text wraps and draws inside it, and a measured size includes it",
        get: { .insets($0.style.textContainerInset) },
        assign: { if case .insets(let v) = $1 { $0.style.textContainerInset = v } },
        effect: redraw),
      Superview.row(),
    ] + LayerStyleRows.rows(excluding: LabelView.ownLayerRows))

  /// Label rows of the shared layer rows' names that keep their own meaning: YYAsyncLayer
  /// captures `opaque` and `backgroundColor` at display, so they redraw; `shadowOffset` is
  /// UILabel's text shadow (with `shadowColor` and `shadowBlur`), not the layer's.
  static let ownLayerRows: Set<String> = ["opaque", "backgroundColor", "shadowOffset"]

  /// Every property `new label` and `NAME.PROP = VALUE` accept, in `show` order.
  public static let properties = table.infos

  /// A drawing attribute changed: YYLabel asks for a redraw.
  private static func redraw(_ label: LabelView, _ engine: Engine, _ old: PropertyValue?) {
    label.contentsNeedUpdated(in: engine)
  }

  /// Nil for a property its class lacks, as for one no label has.
  public func value(of property: String) -> PropertyValue? {
    guard !layer.display.layerClass.absentLabelProperties.contains(property) else { return nil }
    return LabelView.table.value(of: property, in: self)
  }

  /// An ADLabel's rows leave out YYLabel's switches.
  public var shownProperties: [PropertyInfo] {
    let absent = layer.display.layerClass.absentLabelProperties
    return LabelView.properties.filter { !absent.contains($0.name) }
  }

  public func checkGet(_ property: String) throws(ModelError) {
    try LabelView.checkPresent(property, name: name, layerClass: layer.display.layerClass)
  }

  /// `'fade…' is YYLabel's; label 't' is an ADLabel …`: a property its class lacks.
  static func checkPresent(_ property: String, name: String, layerClass: any LayerClass)
    throws(ModelError)
  {
    guard layerClass.absentLabelProperties.contains(property) else { return }
    throw ModelError(
      "label '\(name)' is an \(layerClass.labelClassName) (layerClass=\(layerClass.name)), which "
        + "has no '\(property)' (a YYLabel switch); make it with layerClass=yy to use it")
  }
}
