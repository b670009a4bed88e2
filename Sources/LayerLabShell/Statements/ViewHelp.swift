import LayerLab

/// What `help` says about view kinds and their members, derived from the model's property and
/// method tables so that every property and method has help with an example.
enum ViewHelp {
  /// The view name examples use for each kind.
  static func exampleName(_ kind: ViewKind) -> String { ViewKinds.entry(kind).exampleName }

  /// A `new` statement that makes the kind's example view.
  static func creation(_ kind: ViewKind) -> String { ViewKinds.entry(kind).creationExample }

  /// Help for `KIND.MEMBER` or a bare member name (`fling`): one entry per kind that has it.
  static func members(named topic: String) -> [StatementHelp] {
    if let dot = topic.firstIndex(of: "."), let kind = ViewKind(rawValue: String(topic[..<dot])) {
      let member = String(topic[topic.index(after: dot)...])
      return all(of: kind).filter { $0.name == "\(kind.rawValue).\(member)" }
    }
    return ViewKind.allCases.flatMap { kind in
      all(of: kind).filter { $0.name == "\(kind.rawValue).\(topic)" }
    }
  }

  /// Every property, then every method, of `kind`, named `KIND.MEMBER`.
  static func all(of kind: ViewKind) -> [StatementHelp] {
    kind.properties.map { property($0, of: kind) }
      + kind.methods.map { method($0, of: kind) }
  }

  static func property(_ info: PropertyInfo, of kind: ViewKind) -> StatementHelp {
    let name = exampleName(kind)
    let member = "\(kind.rawValue).\(info.name)"
    let shape = info.name == "estimatedRowHeight" ? "automatic|PT|0" : valueShape(info.type)
    let usage: String
    let example: String
    if kind.readOnly.contains(info.name) {
      usage = member
      example = "\(name).\(info.name)"
    } else if isSetAtCreation(info, of: kind) {
      let made = creation(kind)
      usage = "new \(kind.rawValue) NAME \(info.name)=\(shape)"
      example =
        made.contains(" \(info.name)=") ? made : made + " \(info.name)=\(exampleValue(info))"
    } else if info.name == "superview" {
      // Another example view: the plain view's goes under the label, the others under it.
      usage = member + " = NAME|none"
      example = "\(name).superview = " + (kind == .view ? exampleName(.label) : exampleName(.view))
    } else {
      usage = member + " = " + shape
      example = "\(name).\(info.name) = \(exampleValue(info))"
    }
    return StatementHelp(
      name: member, group: .views, usage: usage, summary: info.summary, example: example)
  }

  /// Properties only `new` may set: those whose summary says so, and a table's frame (its
  /// viewport, which the model refuses to change later).
  static func isSetAtCreation(_ info: PropertyInfo, of kind: ViewKind) -> Bool {
    info.summary.hasPrefix("at creation") || (kind == .table && info.name == "frame")
  }

  /// `drag(dy: PT, duration: TIME): move …` spells its arguments in its summary; the
  /// others take none.
  static func method(_ info: MethodInfo, of kind: ViewKind) -> StatementHelp {
    var usage = "\(kind.rawValue).\(info.name)()"
    var summary = info.summary
    if info.summary.hasPrefix(info.name + "("), let close = info.summary.range(of: "): ") {
      usage = "\(kind.rawValue)." + info.summary[..<close.lowerBound] + ")"
      summary = String(info.summary[close.upperBound...])
    }
    let call = TableCallParser.signatures[info.name]?.example ?? "\(info.name)()"
    return StatementHelp(
      name: "\(kind.rawValue).\(info.name)", group: .views, usage: usage, summary: summary,
      example: "\(exampleName(kind)).\(call)")
  }

  /// How a value of `type` is written: `true|false`, `0…1000`, `x,y,width,height`.
  static func valueShape(_ type: PropertyType) -> String {
    switch type {
    case .text: "TEXT"
    case .font: "FONT"
    case .color(let optional): optional ? "COLOR|nil" : "COLOR"
    case .bool: "true|false"
    case .integer(let range): "\(range.lowerBound)…\(range.upperBound)"
    case .number(let range): Rect.format(range.lowerBound) + "…" + Rect.format(range.upperBound)
    case .rect: "x,y,width,height"
    case .size: "dx,dy"
    case .insets: "top,left,bottom,right"
    case .choice(let options): options.joined(separator: "|")
    }
  }

  /// A value the property accepts, for its example.
  static func exampleValue(_ info: PropertyInfo) -> String {
    switch info.type {
    case .text where info.name == "height": "fit+10"
    case .text where info.name == "cell": "news"
    case .text where info.name == "estimatedRowHeight": "0"
    case .text:
      ["url", "avatar", "thumbnails"].contains(info.name)
        ? "https://example.com/a.png" : "\"Hello\""
    case .font: "\"DejaVu Sans 17\""
    case .color: "#333333"
    case .bool: "true"
    case .integer(let range): String(min(max(1, range.lowerBound), range.upperBound))
    case .number(let range): Rect.format(min(max(10, range.lowerBound), range.upperBound))
    case .rect: "0,0,200,40"
    case .size: "1,1"
    case .insets: "8,12,8,12"
    // layerClass=ad needs a prototype table, and no displaysAsynchronously on a label: the
    // example views have neither.
    case .choice(let options): (info.name == "layerClass" ? options.first : options.last) ?? ""
    }
  }
}

extension ViewHelp {
  /// `help UIImageView`'s guide: what it costs and where, against AsyncDraw's image view.
  static let uiImageViewGuide = [
    "a UIImageView's layer shows its decoded image, scaled by the GPU; it never draws "
      + "(`new image` is AsyncDraw's ADImageView, which redraws its picture into a bitmap)",
    "  the decode is its cost: decode=commit (UIKit's own) decodes on main in the CA commit "
      + "that first shows the image — the frame waits; decode=background decodes on a global "
      + "queue first, then sets it; a JPEG's pixel is priced at jpeg.pixel, a PNG's at "
      + "decode.pixel ('costs' lists both)",
    "  downsample=true decodes ImageIO's thumbnail at the view's pixel size: decode time and "
      + "memory (4 bytes a decoded pixel) follow it; 'images size=PX' sets the generated "
      + "pictures' side",
    "  in a prototype: new UIImageView NAME.photo frame=0,50,width,375 url=$row.photo "
      + "contentMode=scaleAspectFill",
  ]

  /// `help prototype`'s guide after the property table: how views are declared, placed and
  /// bound, with an example of each part.
  static let prototypeGuide = [
    "views: new label|image|UIImageView|view NAME.VIEW frame=X,Y,WIDTH,HEIGHT prop=value … declares one "
      + "(before 'new table'); every property of its kind, plus hidden= and trailing=",
    "  frame sides, in cell points: a number; width-N (the cell's width); NAME.maxX+N, "
      + "NAME.minX, NAME.width (x, width); NAME.maxY+N, NAME.minY, NAME.height (y, height); "
      + "fit (a label's height: its text, capped by numberOfLines; or its width: its text on "
      + "one line, as sizeToFit, cut at the cell's edge; with an x ending in -fit, such as "
      + "width-25-fit, that x is its right edge); bottom (a y: the lowest visible view's maxY "
      + "so far, for a footer); a term times R (0 to 100): width*0.5, NAME.maxY*2+4, and in "
      + "a height width*R is the view's own width times R (width*1 a square photo, "
      + "width*0.75 a 4:3 one; a prototype's height=width*R follows the cell's width; not "
      + "after a fit width). A frame names views declared above it; a hidden view collapses "
      + "to height 0 (a fit width to 0)",
    "  example: new label item.body frame=15,name.maxY+8,width-30,fit numberOfLines=3 "
      + "text=$row.text",
    "  example: new label item.comments frame=reposts.maxX+20,body.maxY+8,fit,16 "
      + "text=$row.comments",
    "  a capped fit width, fit<=W, is UILabel's preferredMaxLayoutWidth: the text wraps at W "
      + "and the label is as wide as its widest line (a chat bubble); a plain fit width is one "
      + "line, so fit,fit with numberOfLines other than 1 is refused",
    "  example: new label msg.text frame=27,12,fit<=width*0.7,fit numberOfLines=0 "
      + "text=$row.text",
    "  trailing=true (or trailing=$row.FIELD, per row) lays a view out from the cell's "
      + "trailing edge: its frame mirrored in the cell, x from the right (your own messages)",
    "  example: new view msg.bubble frame=15,4,text.width+24,text.height+16 zPosition=-1 "
      + "trailing=$row.mine",
    "  a label's textContainerInset=TOP,LEFT,BOTTOM,RIGHT pads its text (YYLabel's; a padded "
      + "UILabel's drawText(in:)): it wraps and draws inside, and fit sizes include it",
    "  example: new label msg.text frame=15,4,fit<=width*0.7,fit numberOfLines=0 "
      + "textContainerInset=8,12,8,12 backgroundColor=systemGray5 cornerRadius=16",
    "  superview=VIEW nests a view's layer in another's (a shadow container around a clipped "
      + "picture); frames stay cell points",
    "  example: new view item.card frame=15,body.maxY+10,width-30,200 shadowOpacity=0.3 "
      + "shadowRadius=6",
    "  example: new image item.photo frame=15,body.maxY+10,width-30,200 superview=card "
      + "cornerRadius=8 masksToBounds=true url=$row.photo",
    "bindings: PROP=$row.FIELD reads each row's field (text from a string or number, a colour "
      + "from \"#RRGGBB\", hidden from true/false); $row.FIELD[N] an array's item (past the end "
      + "hides the view); $row.FIELD.isEmpty is true for an empty string or array or null "
      + "(hidden=$row.retweet.isEmpty); a leading ! negates a true-or-false reading "
      + "(hidden=!$row.mine)",
    "tables: new table feed rows=posts.json cell=item (or rows=N: synthetic posts with fields "
      + "name, initials, subtitle, text, retweet, avatar, thumbnails, reposts, comments, "
      + "avatarColor; "
      + "new prototype item synthetic=asyncdraw gives the AsyncDraw demo's rows instead)",
    "the cell's own code: attributedText=true on a label (an NSAttributedString built for "
      + "every row shown), loadsOnMain=true on an image view (downloaded and decoded on main "
      + "in willDisplayCell:) — both on main under strategy=sync only",
    "  example: new label item.body frame=15,10,width-30,fit text=$row.text attributedText=true",
    "flattening (VVebo's): flattened=true on a label or plain view draws it into the cell's one "
      + "opaque bitmap under the table's layers=composite (the default); layers=separate gives "
      + "it its layer again — the same pixels, fewer layers to blend",
    "  example: new label item.name frame=15,10,width-30,20 text=$row.name flattened=true",
    "pictures off (new table … images=false): image views keep their place, empty "
      + "(AsyncDraw's kOnlyShowText), unless the prototype says imagesOff=collapse (laid out "
      + "as rows without pictures, as VVebo's cell); the prototype's images=false is its "
      + "tables' default",
    "  example: new prototype item height=fit images=false imagesOff=collapse",
    "heights: measured on main in heightForRow as UIKit asks, or every row when the data loads "
      + "with heightsMeasured=atLoad (VVebo's loadData) — the app's own code, its texts only; "
      + "heightsMeasured=selfSizing is UIKit's self-sizing cells: systemLayoutSizeFitting of "
      + "each cell cellForRow hands over (its texts and one engine pass), again after every "
      + "reloadData",
    "  example: new prototype item height=fit heightsMeasured=atLoad",
    "layout: the same frames, priced as what finds them — layout=frames (by hand, the "
      + "default), autolayout or stackview: every cell configured solves its views on main "
      + "(autolayout.view or stackview.view a view; costs PROTOTYPE prices it)",
    "  example: new prototype item height=fit layout=autolayout heightsMeasured=selfSizing",
    "a file of rows: records of any shape (rowsFile=records, the default), or a feed of posts "
      + "with its defaults and every synthetic field (rowsFile=posts, as the feed cell reads)",
    "  example: new prototype item height=fit rowsFile=posts",
    "shipped: cell=news declares newsCell from Prototypes/news.lab (the AsyncDraw demo's "
      + "cell); a table without cell= (or cell=feed) declares feedCell from "
      + "Prototypes/feed.lab (VVebo's feed cell); show newsCell lists it",
    "changes: item.body.numberOfLines = 2 reaches every table made from it (a reload); "
      + "feed.cell3.body.numberOfLines = 2 one cell until it is reconfigured",
  ]
}
