/// One side of a prototype view's frame, as manual layout computes it in `layoutSubviews`:
/// a number, the cell's width, another view's edge (`body.maxY`), or a label's measured text
/// (`fit`: its height, or its width as `sizeToFit` gives it), plus or minus points —
/// `body.maxY+10` is `CGRectGetMaxY(body.frame) + 10`.
///
/// Horizontal sides (x, width) may name only horizontal edges and vertical sides only vertical
/// ones, so a cell's widths never wait for a measured height. A label's `fit` width is its text
/// on one line, unwrapped (the counts and badges VVebo places one after another); a label whose
/// height is `fit` needs a wrap width known before any text is measured, as in an app that
/// measures with `boundingRectWithSize:`, so its width may not follow a `fit` width.
public struct LayoutExpression: Sendable, Equatable, CustomStringConvertible {
  /// What the points are added to.
  public enum Term: Sendable, Equatable {
    /// Nothing: the expression is a plain number.
    case zero
    /// The cell's width (the table's).
    case cellWidth
    /// A label's text height at its width, capped by its `numberOfLines`; as a width, its text's
    /// width unwrapped, capped by the cell's right edge.
    case fit
    /// An edge of a view declared earlier in the prototype.
    case edge(view: String, Edge)
    /// The lowest visible view's maxY so far (y only): where a footer goes after content whose
    /// optional parts may be hidden (`bottom` in `layoutSubviews`, raised by each part shown).
    case contentBottom
    /// The view's own width (height only, written `width`): a height that follows the width,
    /// a square photo's `width*1` or a 4:3 one's `width*0.75`, as `layoutSubviews` sets
    /// `height = width * ratio`; a prototype's own height: the cell's width.
    case ownWidth
  }

  /// The edges a side may name, as `CGRect`'s getters.
  public enum Edge: String, Sendable, CaseIterable {
    case minX, maxX, width, minY, maxY, height

    /// x, maxX and width are horizontal; the rest vertical.
    public var isHorizontal: Bool { self == .minX || self == .maxX || self == .width }
  }

  public var term: Term
  /// What the term is multiplied by before `offset` is added (`width*0.5`, `avatar.maxY*2`):
  /// 1 for none.
  public var factor: Double = 1
  public var offset: Double
  /// An x written from the right: `width-25-fit` puts a `fit`-width label's right edge at
  /// `width-25`, as `x = right - size.width` after `sizeToFit` does.
  public var endsAtRight: Bool

  public init(_ term: Term = .zero, offset: Double = 0, endsAtRight: Bool = false) {
    self.term = term
    self.offset = offset
    self.endsAtRight = endsAtRight
  }

  /// The view it refers to, if any.
  public var reference: String? {
    if case .edge(let view, _) = term { return view }
    return nil
  }

  /// The expression as written: `15`, `width-30`, `body.maxY+10`, `fit`, `width-25-fit`.
  public var description: String {
    let head: String
    switch term {
    case .zero: head = Rect.format(offset)
    case .cellWidth: head = "width"
    case .fit: head = "fit"
    case .contentBottom: head = "bottom"
    case .ownWidth: head = "width"
    case .edge(let view, let edge): head = "\(view).\(edge.rawValue)"
    }
    let scaled = factor == 1 ? head : head + "*" + Rect.format(factor)
    let tail = endsAtRight ? "-fit" : ""
    if offset == 0 || term == .zero { return scaled + tail }
    return scaled + (offset > 0 ? "+" : "-") + Rect.format(abs(offset)) + tail
  }

  /// Reads `TERM`, `TERM+N`, `TERM-N` or `N`, and for an x any of them followed by `-fit`.
  /// `horizontal` says which edges the side may name.
  public static func parse(_ text: String, side: String, horizontal: Bool) throws(ModelError)
    -> LayoutExpression
  {
    let trimmed = text.filter { $0 != " " }
    if side == "x", trimmed.count > 4, trimmed.hasSuffix("-fit") {
      let anchor = String(trimmed.dropLast(4))
      guard !anchor.hasSuffix("-fit") else { throw bad(text, side: side) }
      var expression = try parse(anchor, side: side, horizontal: horizontal)
      expression.endsAtRight = true
      return expression
    }
    if let number = Double(trimmed), number.isFinite {
      return LayoutExpression(offset: try Self.points(number, text, side: side))
    }
    // The term ends at the first + or - after its first character; `*R` scales it.
    let split = trimmed.dropFirst().firstIndex { $0 == "+" || $0 == "-" } ?? trimmed.endIndex
    var head = String(trimmed[..<split])
    let tail = String(trimmed[split...])
    var factor = 1.0
    if let star = head.firstIndex(of: "*") {
      guard let number = Double(head[head.index(after: star)...]), number.isFinite, number >= 0,
        number <= 100
      else {
        throw ModelError(
          "'\(text)': a term is scaled by a number from 0 to 100, e.g. width*0.75 or "
            + "width*0.5+10")
      }
      factor = number
      head = String(head[..<star])
    }
    var offset = 0.0
    if !tail.isEmpty {
      guard let number = Double(tail), number.isFinite else {
        throw bad(text, side: side)
      }
      offset = try Self.points(number, text, side: side)
    }
    let term: Term
    switch head {
    case "width" where side == "height":
      term = .ownWidth
    case "width":
      guard horizontal else { throw bad(text, side: side) }
      term = .cellWidth
    case "fit":
      guard side == "height" || side == "width" else {
        throw ModelError(
          "'fit' is a width or a height (a label's measured text): frame=X,Y,fit,H or X,Y,W,fit")
      }
      term = .fit
    case "bottom":
      guard side == "y" else {
        throw ModelError(
          "'bottom' is a y only (the lowest visible view's maxY so far): frame=X,bottom,W,H")
      }
      term = .contentBottom
    default:
      let parts = head.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 2, let edge = Edge(rawValue: String(parts[1])), !parts[0].isEmpty
      else { throw bad(text, side: side) }
      guard edge.isHorizontal == horizontal else {
        let allowed = Edge.allCases.filter { $0.isHorizontal == horizontal }.map(\.rawValue)
        throw ModelError(
          "'\(text)': a frame's \(side) may name \(allowed.joined(separator: ", ")) edges "
            + "only (x and width are horizontal, y and height vertical)")
      }
      term = .edge(view: String(parts[0]), edge)
    }
    if factor != 1, term == .fit || term == .contentBottom {
      throw ModelError(
        "'\(text)': '\(head)' cannot be scaled; scale width, a view's edge or the view's own "
          + "width (height=width*0.75)")
    }
    var expression = LayoutExpression(term, offset: offset)
    expression.factor = factor
    return expression
  }

  /// The most points a frame's number may say, either way: a prototype's height limit. A
  /// `fit+1e308` was accepted (and a cell of it drawn at no height) where `height=100000` was
  /// refused; every number of a frame now meets the same bound, at declaration.
  public static let maxPoints = 10_000.0

  private static func points(_ number: Double, _ text: String, side: String) throws(ModelError)
    -> Double
  {
    guard abs(number) <= maxPoints else {
      throw ModelError(
        "'\(text)': a prototype frame's \(side) must be within ±\(Int(maxPoints)) points")
    }
    return number
  }

  private static func bad(_ text: String, side: String) -> ModelError {
    ModelError(
      "bad \(side) '\(text)' in a prototype frame; write a number, "
        + (side == "x" || side == "width" ? "width-N, NAME.maxX+N" : "NAME.maxY+N")
        + (side == "y" ? ", bottom+N" : "")
        + (side == "height" ? ", width*R (the view's own width times R)" : "")
        + (side == "height" ? " or fit" : "")
        + (side == "width" ? ", fit (one line) or fit<=W (wrapped at W)" : ""))
  }
}

/// A prototype view's frame in cell coordinates: four `LayoutExpression`s,
/// `frame=15,body.maxY+10,width-30,fit`.
public struct PrototypeFrame: Sendable, Equatable, CustomStringConvertible {
  public var x: LayoutExpression
  public var y: LayoutExpression
  public var width: LayoutExpression
  public var height: LayoutExpression
  /// The most a `fit` width may be, written `fit<=EXPR` (`fit<=width*0.7`): UILabel's
  /// `preferredMaxLayoutWidth` — the text is wrapped at this width, and the label is as wide
  /// as its widest line, a chat bubble's shape. Nil: a `fit` width is one unwrapped line.
  public var widthCap: LayoutExpression?

  public init(
    x: LayoutExpression, y: LayoutExpression, width: LayoutExpression, height: LayoutExpression,
    widthCap: LayoutExpression? = nil
  ) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.widthCap = widthCap
  }

  /// A fixed frame.
  public init(_ rect: Rect) {
    self.init(
      x: LayoutExpression(offset: rect.x), y: LayoutExpression(offset: rect.y),
      width: LayoutExpression(offset: rect.width), height: LayoutExpression(offset: rect.height))
  }

  public var description: String {
    "\(x),\(y),\(widthCap.map { "fit<=\($0)" } ?? width.description),\(height)"
  }

  /// The views the frame names.
  public var references: [String] {
    [x, y, width, height, widthCap].compactMap { $0?.reference }
  }

  /// Whether the height is the label's measured text.
  public var fits: Bool { height.term == .fit }

  /// Whether the width is the label's measured text, unwrapped.
  public var fitsWidth: Bool { width.term == .fit }

  /// The `fit`-width label a horizontal side follows among `members` (views declared above
  /// it), directly or through their x and width; nil when it follows none.
  static func fitWidthReference(of side: LayoutExpression, in members: [PrototypeView])
    -> String?
  {
    guard case .edge(let view, let edge) = side.term,
      let member = members.first(where: { $0.name == view })
    else { return nil }
    if edge != .minX || member.frame.x.endsAtRight, member.frame.fitsWidth { return view }
    let sides =
      switch edge {
      case .minX: [member.frame.x]
      case .width: [member.frame.width]
      default: [member.frame.x, member.frame.width]
      }
    return sides.lazy.compactMap { fitWidthReference(of: $0, in: members) }.first
  }

  /// Reads `X,Y,W,H`.
  public static func parse(_ text: String) throws(ModelError) -> PrototypeFrame {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 4 else {
      throw ModelError(
        "a prototype frame is X,Y,WIDTH,HEIGHT (e.g. frame=15,body.maxY+10,width-30,fit), "
          + "not '\(text)'")
    }
    let widthText = parts[2].filter { $0 != " " }
    var cap: LayoutExpression?
    if widthText.hasPrefix("fit<=") {
      let capped = try LayoutExpression.parse(
        String(widthText.dropFirst(5)), side: "width", horizontal: true)
      guard capped.term != .fit else {
        throw ModelError(
          "width '\(parts[2])': a fit width is capped by a number, width-N or a view's edge "
            + "(fit<=width-80), not by another fit")
      }
      cap = capped
    }
    let frame = PrototypeFrame(
      x: try .parse(parts[0], side: "x", horizontal: true),
      y: try .parse(parts[1], side: "y", horizontal: false),
      width: cap == nil
        ? try .parse(parts[2], side: "width", horizontal: true) : LayoutExpression(.fit),
      height: try .parse(parts[3], side: "height", horizontal: false), widthCap: cap)
    guard frame.height.term != .ownWidth || !frame.fitsWidth else {
      throw ModelError(
        "height '\(parts[3])' follows a fit width, which a cell may learn only when it shows "
          + "the row; give the view a width (frame=\(parts[0]),\(parts[1]),W,\(parts[3]))")
    }
    guard !frame.x.endsAtRight || frame.fitsWidth else {
      throw ModelError(
        "x '\(parts[0])' ends at the right of a fit width; write frame=\(parts[0]),Y,fit,H "
          + "(or give x without -fit)")
    }
    return frame
  }
}
