/// Laying a prototype's cell out for rows, as manual layout does in `layoutSubviews`: x and
/// width from the cell's width (the same in every row, resolved once here, unless a label's
/// width is `fit`: then per row, from its text's width), then top to bottom — each label
/// whose height is `fit` gets its text's measured height, a hidden view collapses to height 0
/// (a `fit` width to 0 too), and views below (or after) follow; a y of `bottom` is the lowest
/// visible view's maxY so far.
///
/// A plan is made for one cell width from the prototype's members as they are now
/// (``CellPrototype/plan(width:scale:)``), and lays out any number of rows
/// (``layouts(_:in:)``); a change to the prototype makes its tables measure again with a new
/// plan.
struct PrototypeLayoutPlan {
  /// A member's side, resolved to positions in `members` once per plan: the view an edge
  /// names is its position (`reference`), so laying a row out copies no names.
  struct Side {
    /// What the side follows, without the view's name.
    enum Term: Equatable {
      case zero, cellWidth, fit, contentBottom, ownWidth
      case edge(LayoutExpression.Edge)
    }

    var term: Term
    var reference: Int?
    /// The term's multiplier (`width*0.5`).
    var factor = 1.0
    var offset: Double
    /// An x that is the right edge of a `fit` width (`width-25-fit`).
    var endsAtRight = false
  }

  /// The prototype's views, in declaration order.
  private let members: [PrototypeView]
  /// x and width per member (used only when no width is `fit`).
  private let horizontal: [(x: Double, width: Double)]
  /// x and width per member as written, when a label's width is `fit` (nil otherwise): the
  /// row's horizontal layout follows that label's text.
  private let rowHorizontal: [(x: Side, width: Side)]?
  /// Per member: the width a capped `fit` width wraps its text at (`fit<=EXPR`, resolved once:
  /// a cap never follows a fit width), nil for the rest.
  private let capWidths: [Double?]
  /// Per member: laid out from the cell's trailing edge in every row, or in the rows whose
  /// `trailing=$row.FIELD` is true (its frame mirrored in the cell's width).
  private let trailing: [(always: Bool, binding: RowBinding?)]
  /// The cell's width.
  private let cellWidth: Double
  /// y and height per member.
  private let vertical: [(y: Side, height: Side)]
  /// The cell's height expression.
  private let height: LayoutExpression
  /// Members whose height or width is their measured text.
  private let fitting: [Int]
  /// The distinct tests that may hide a member in a row: a binding read by `hidden=` (true
  /// hides) or an array element (hidden past the array's end). Views share them (a quote, its
  /// box and its line all say `hidden=$row.retweet.isEmpty`), so a row reads each once.
  private let hidingTests: [(binding: RowBinding, isHidden: Bool)]
  /// Per member: hidden in every row, and the positions in `hidingTests` of the tests that may
  /// hide it in a row — the rest cannot: the rows were checked when the table was made.
  private let hiding: [(always: Bool, tests: [Int])]
  /// Per member: the one binding a label whose only bound property is its text reads (its
  /// drawing is then the prober's style with the row's text), else nil.
  private let boundText: [RowBinding?]
  /// Per fitting label: the field its text is bound to, or its text's UTF-8 bytes.
  private let measuredTexts: [(field: String?, fixedBytes: Int)]
  /// How a measured text height is rounded to whole points.
  private let rounding: FitRounding
  /// The tallest a view or the cell may be: a bitmap's side limit at the device's scale
  /// (`BitmapBudget.maxSide`), so a row of long text is cut there rather than asking for a
  /// bitmap the session refuses everywhere else.
  private let maxHeight: Double

  /// The plan for `members` and a cell `height` at cell `width`, for a device of `scale`.
  init(
    members: [PrototypeView], height: LayoutExpression, width: Double, scale: Double,
    rounding: FitRounding = .up
  ) {
    var index: [String: Int] = [:]
    for (position, member) in members.enumerated() { index[member.name] = position }
    func side(_ expression: LayoutExpression) -> Side {
      Side(
        term: Side.term(expression.term), reference: expression.reference.flatMap { index[$0] },
        factor: expression.factor, offset: expression.offset,
        endsAtRight: expression.endsAtRight)
    }
    let sides = members.map { (x: side($0.frame.x), width: side($0.frame.width)) }
    let horizontal = Self.horizontal(sides, cellWidth: width) { _ in nil }
    self.horizontal = horizontal
    // Every member's cap as a side (a plain 0 for none), then resolved for those that have one.
    // Not a map over the optional caps with `side` inside: Swift 6.3.1's optimizer
    // (CopyPropagation, release builds) crashed on that closure ("Found outside of lifetime
    // use").
    let capSides = members.map { side($0.frame.widthCap ?? LayoutExpression()) }
    capWidths = Self.capWidths(
      of: members, caps: capSides, cellWidth: width, frames: horizontal)
    trailing = members.map { member in
      (
        member.trailing,
        member.bindings.last { $0.property == PrototypeView.trailingProperty }?.binding
      )
    }
    self.rounding = rounding
    rowHorizontal = members.contains { $0.frame.fitsWidth } ? sides : nil
    cellWidth = width
    self.members = members
    vertical = members.map { (side($0.frame.y), side($0.frame.height)) }
    self.height = height
    fitting = members.indices.filter { members[$0].frame.fits || members[$0].frame.fitsWidth }
    var tests: [(binding: RowBinding, isHidden: Bool)] = []
    hiding = members.map { member in
      let positions = member.bindings.filter {
        $0.property == "hidden" || $0.binding.index != nil
      }.map { bound in
        let test = (binding: bound.binding, isHidden: bound.property == "hidden")
        if let known = tests.firstIndex(where: { $0 == test }) { return known }
        tests.append(test)
        return tests.count - 1
      }
      return (member.hidden, positions)
    }
    hidingTests = tests
    measuredTexts = fitting.map { index in
      let member = members[index]
      if let bound = member.bindings.last(where: { $0.property == "text" }) {
        return (bound.binding.field, 0)
      }
      if case .text(let text)? = member.settings.last(where: { $0.name == "text" })?.value {
        return (nil, text.utf8.count)
      }
      return (nil, 0)
    }
    boundText = members.map { member in
      let shown = member.bindings.filter { !PrototypeView.layoutProperties.contains($0.property) }
      guard member.kind == .label, shown.count == 1, shown[0].property == "text" else {
        return nil
      }
      return shown[0].binding
    }
    maxHeight = Double(BitmapBudget.maxSide) / max(1, scale)
  }

  /// Each member's x and width in order: a `fit` width is `fitWidth(index)` (the text's
  /// width) plus its offset, cut at the cell's right edge — or, for an x written from the right
  /// (`width-25-fit`), ending there and cut at the left edge; 0 when there is no text (a hidden
  /// label, which is not measured), whatever its offset, as a hidden view's height is 0.
  /// A fit width is always rounded up: any less and the label would cut its own text.
  private static func horizontal(
    _ sides: [(x: Side, width: Side)], cellWidth: Double, fitWidth: (Int) -> Double?
  ) -> [(x: Double, width: Double)] {
    var frames: [(x: Double, width: Double)] = []
    frames.reserveCapacity(sides.count)
    for (index, side) in sides.enumerated() {
      let anchor = resolve(side.x, width: cellWidth, frames: frames)
      var w = max(0, resolve(side.width, width: cellWidth, frames: frames))
      if side.width.term == .fit {
        let room = side.x.endsAtRight ? anchor : cellWidth - anchor
        w = fitWidth(index).map { max(0, min($0.rounded(.up) + side.width.offset, room)) } ?? 0
      }
      frames.append((side.x.endsAtRight ? anchor - w : anchor, w))
    }
    return frames
  }

  /// Each member's `fit<=` cap (``PrototypeFrame/widthCap``) resolved at `cellWidth` against
  /// the frames laid out before it; nil for a member without one.
  private static func capWidths(
    of members: [PrototypeView], caps: [Side], cellWidth: Double,
    frames: [(x: Double, width: Double)]
  ) -> [Double?] {
    var widths: [Double?] = Array(repeating: nil, count: members.count)
    for index in members.indices where members[index].frame.widthCap != nil {
      widths[index] = max(0, resolve(caps[index], width: cellWidth, frames: frames))
    }
    return widths
  }

  /// A horizontal side's value.
  private static func resolve(_ side: Side, width: Double, frames: [(x: Double, width: Double)])
    -> Double
  {
    switch side.term {
    case .zero, .fit, .contentBottom, .ownWidth: return side.offset
    case .cellWidth: return width * side.factor + side.offset
    case .edge(let edge):
      guard let reference = side.reference, frames.indices.contains(reference) else {
        return side.offset
      }
      let (x, w) = frames[reference]
      let value =
        switch edge {
        case .minX: x
        case .maxX: x + w
        case .width: w
        default: 0.0
        }
      return value * side.factor + side.offset
    }
  }

  /// Which members `record` hides: `hidden=true`, `hidden=$row.FIELD` true, or a binding
  /// whose index is past its array's end. The rows were checked when the table was made, so
  /// a lookup that fails here (it cannot) hides the view rather than stopping the layout.
  private func hiddenMask(_ record: RowRecord) -> [Bool] {
    let hides = hidingTests.map { test in
      switch try? test.binding.lookUp(in: record) {
      case .pastEnd?, nil: true
      case .value(.bool(let flag))? where test.isHidden: flag
      case .value?: false
      }
    }
    return hiding.map { member in member.always || member.tests.contains { hides[$0] } }
  }

  /// Which members `record` lays out from the cell's trailing edge: `trailing=true`, or
  /// `trailing=$row.FIELD` true (a lookup that fails leaves it leading).
  private func trailingMask(_ record: RowRecord) -> [Bool] {
    trailing.map { member in
      guard !member.always else { return true }
      guard let binding = member.binding,
        case .value(.bool(let flag))? = try? binding.lookUp(in: record)
      else { return false }
      return flag
    }
  }

  /// `frames` with the members `mirrored` says laid out from the trailing edge: x measured
  /// from the right, `cellWidth − x − width`, as a chat app places its own bubbles.
  private func mirroring(_ frames: [Rect], _ mirrored: [Bool]) -> [Rect] {
    guard mirrored.contains(true) else { return frames }
    return zip(frames, mirrored).map { frame, mirror in
      mirror
        ? Rect(
          x: cellWidth - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height
        ) : frame
    }
  }

  /// A label prober for member `index`: the member's values set once, highlights off (they
  /// only colour glyphs, they cannot move a line break).
  private func prober(for index: Int) -> LabelView {
    let probe = LabelView(name: "", frame: .zero)
    for setting in members[index].settings { probe.assignMember(setting) }
    probe.style.highlights = false
    return probe
  }

  /// What member `index` measures for `record` (its bound values put on `probe`).
  private func measuringDrawing(_ index: Int, record: RowRecord, probe: LabelView)
    -> LabelDrawing
  {
    if let binding = boundText[index],
      case .text(let text)?? = try? binding.value(for: .text, property: "text", in: record)
    {
      probe.text = text
      return probe.drawing
    }
    for setting in members[index].boundSettings(in: record) { probe.assignMember(setting) }
    return probe.drawing
  }

  /// The row's frames and height: `texts` gives each visible fitting label's measured size
  /// (heights rounded to whole points by `fitRounding`: up by default, as `ceil` of
  /// `boundingRectWithSize:`; widths up); a hidden label's `fit` width is 0.
  private func layout(
    hidden: [Bool], mirrored: [Bool], texts: (Int) -> TextMeasure?, widthsPending: Bool
  ) -> PrototypeLayout {
    let horizontal =
      rowHorizontal.map {
        Self.horizontal($0, cellWidth: cellWidth) { texts($0)?.width }
      } ?? self.horizontal
    var frames: [Rect] = []
    frames.reserveCapacity(members.count)
    var bottom = 0.0
    for (index, sides) in vertical.enumerated() {
      let y =
        sides.y.term == .contentBottom
        ? bottom + sides.y.offset : Self.vertical(sides.y, frames: frames)
      let (x, w) = horizontal[index]
      var h =
        switch sides.height.term {
        case .fit: rounding(texts(index)?.height ?? 0) + sides.height.offset
        case .ownWidth: w * sides.height.factor + sides.height.offset
        default: Self.vertical(sides.height, frames: frames)
        }
      if hidden.indices.contains(index), hidden[index] { h = 0 }
      let frame = Rect(x: x, y: y, width: w, height: min(maxHeight, max(0, h)))
      frames.append(frame)
      if !hidden[index] { bottom = max(bottom, frame.y + frame.height) }
    }
    let cellHeight =
      switch height.term {
      case .fit: bottom + height.offset
      case .ownWidth: cellWidth * height.factor + height.offset
      default: height.offset
      }
    return PrototypeLayout(
      height: min(maxHeight, max(1, cellHeight.rounded(.up))), frames: mirroring(frames, mirrored),
      hidden: hidden, widthsPending: widthsPending)
  }

  /// A vertical side's value.
  private static func vertical(_ side: Side, frames: [Rect]) -> Double {
    guard case .edge(let edge) = side.term, let reference = side.reference,
      frames.indices.contains(reference)
    else { return side.offset }
    let frame = frames[reference]
    let value =
      switch edge {
      case .minY: frame.y
      case .maxY: frame.y + frame.height
      case .height: frame.height
      default: 0.0
      }
    return value * side.factor + side.offset
  }

  /// The layouts of `records`, their fitting labels measured in one batch per label (each
  /// label has one wrap width in every row, so the renderer may spread a batch over the
  /// host's cores), each with the measures of its visible fitting labels (what its height is
  /// priced by) — but for a label drawn into the cell's bitmap (`flattened`, under
  /// `layers=composite`: `inBitmap`) whose height is not `fit`: it is not measured here. Its
  /// width is found when a cell shows the row (``completing(_:record:in:)``) and priced when
  /// the bitmap is drawn, off main, with the text (VVebo's `draw` sizes its counts with
  /// `sizeWithConstrainedToSize:`; its `loadData` measures only the texts the height needs),
  /// so a thousand rows' counts are not measured for the few rows a scroll shows.
  func layouts(_ records: [RowRecord], inBitmap: Bool, in engine: Engine)
    -> [MeasuredRow]
  {
    startLayouts(records, inBitmap: inBitmap, in: engine).finish()
  }

  /// ``layouts(_:inBitmap:in:)`` begun: the texts' measures started, the rows laid out when
  /// ``PendingRowLayouts/finish()`` reads them.
  func startLayouts(_ records: [RowRecord], inBitmap: Bool, in engine: Engine)
    -> PendingRowLayouts
  {
    let masks = records.map(hiddenMask)
    let priced = fitting.filter { index in
      !(inBitmap && !members[index].frame.fits && members[index].codeFlags.contains(.flattened))
    }
    // The texts to measure, grouped by wrap width, so each width is one batch however many
    // labels share it (a body and a quote): the renderer spreads a batch over the host's
    // cores only when it is large enough.
    var batches: [Double: (entries: [PendingRowLayouts.Entry], drawings: [LabelDrawing])] = [:]
    for index in priced {
      let probe = prober(for: index)
      // A `fit` width lays the text out unwrapped (a wrap width of 0: "do not wrap"), unless
      // it is capped: then at its cap, and the label is as wide as the widest line.
      let oneLine = members[index].frame.fitsWidth && capWidths[index] == nil
      let wrap = oneLine ? 0 : capWidths[index] ?? horizontal[index].width
      // A one-line text repeats (counts, badges: the synthetic feed's counts are below 20 in
      // six rows of ten): a row that binds the values an earlier row bound shares its drawing.
      var seen: [[RowBinding.Lookup?]: Int] = [:]
      for (row, record) in records.enumerated() where !masks[row][index] {
        let key = oneLine ? members[index].bindings.map { try? $0.binding.lookUp(in: record) } : nil
        if let key, let slot = seen[key] {
          batches[wrap, default: ([], [])].entries.append((index, row, slot))
          continue
        }
        let slot = batches[wrap, default: ([], [])].drawings.count
        batches[wrap, default: ([], [])].drawings.append(
          measuringDrawing(index, record: record, probe: probe))
        batches[wrap, default: ([], [])].entries.append((index, row, slot))
        if let key { seen[key] = slot }
      }
    }
    return PendingRowLayouts(
      plan: self, records: records, masks: masks, priced: priced,
      batches: batches.map { wrap, batch in
        // Labels with the same one-line text measure it once.
        (
          batch.entries,
          PendingBatchMeasures(batch.drawings, width: wrap, once: wrap == 0, in: engine)
        )
      })
  }

  /// The rows of `pending`, laid out with its measures (read now).
  func layouts(finishing pending: PendingRowLayouts) -> [MeasuredRow] {
    let (records, masks, priced) = (pending.records, pending.masks, pending.priced)
    let deferred = fitting.filter { !priced.contains($0) }
    // Each row's measures by member, rows one after another.
    let width = members.count
    var sizes = [TextMeasure?](repeating: nil, count: records.count * width)
    for (entries, pendingMeasures) in pending.batches {
      let measures = pendingMeasures.finish()
      for entry in entries {
        sizes[entry.row * width + entry.index] = measures[entry.slot]
      }
    }
    return records.indices.map { row in
      let pending = deferred.contains { !masks[row][$0] }
      return MeasuredRow(
        layout: layout(
          hidden: masks[row], mirrored: trailingMask(records[row]),
          texts: { sizes[row * width + $0] }, widthsPending: pending),
        texts: priced.compactMap { sizes[row * width + $0] })
    }
  }

  /// `layout` with the fit widths it left to the cell (``PrototypeLayout/widthsPending``)
  /// measured for `record` now, as ``layouts(_:inBitmap:in:)`` would have measured them: every
  /// shown label whose width is `fit` is measured (as a row's height measure does, from the
  /// prototype's values and the row's), and x and width laid out again; y and height stay.
  func completing(_ layout: PrototypeLayout, record: RowRecord, in engine: Engine)
    -> PrototypeLayout
  {
    guard layout.widthsPending, let rowHorizontal else { return layout }
    let shown = fitting.filter { members[$0].frame.fitsWidth && !layout.hidden[$0] }
    var widths: [Int: Double] = [:]
    // One batch per wrap width: unwrapped (0), or each cap.
    for (wrap, indices) in Dictionary(grouping: shown, by: { capWidths[$0] ?? 0 }) {
      let drawings = indices.map { measuringDrawing($0, record: record, probe: prober(for: $0)) }
      for (index, measure) in zip(indices, engine.renderer.measure(drawings, width: wrap)) {
        widths[index] = measure.width
      }
    }
    let horizontal = Self.horizontal(rowHorizontal, cellWidth: cellWidth) { widths[$0] }
    let frames = zip(layout.frames, horizontal).map { frame, side in
      Rect(x: side.x, y: frame.y, width: side.width, height: frame.height)
    }
    return PrototypeLayout(
      height: layout.height, frames: mirroring(frames, trailingMask(record)),
      hidden: layout.hidden)
  }

  /// The fields laying a row out reads: those that may hide a view, and those the fitting
  /// labels are bound to.
  var fieldsRead: Set<String> {
    Set(
      hidingTests.map(\.binding.field) + trailing.compactMap(\.binding?.field)
        + fitting.flatMap { members[$0].bindings.map(\.binding.field) })
  }

  /// The UTF-8 bytes of what laying `record` out measures: the texts of its fitting labels
  /// (what a batch of rows is sized by, so that one holds enough text to be worth spreading
  /// over the host's cores).
  func measuredBytes(_ record: RowRecord) -> Int {
    measuredTexts.reduce(0) { sum, text in
      sum + (text.field.flatMap { record[$0]?.textBytes } ?? text.fixedBytes)
    }
  }
}

extension PrototypeLayoutPlan.Side {
  /// An expression's term as a plan keeps it.
  static func term(_ term: LayoutExpression.Term) -> Term {
    switch term {
    case .zero: .zero
    case .cellWidth: .cellWidth
    case .fit: .fit
    case .contentBottom: .contentBottom
    case .ownWidth: .ownWidth
    case .edge(_, let edge): .edge(edge)
    }
  }
}
