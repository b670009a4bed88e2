/// The height cache: each row's cell layout, kept as the measurements it is made from.
///
/// Why: a `CellLayout` is 176 bytes (its rects), so `[CellLayout?]` for 100 000 rows was
/// 17.6 MB even before a row was measured. Every layout a table makes is a function of the
/// table's width and a row's measured heights — a feed cell's body and retweet heights and
/// thumbnail count (`CellLayout.init`) — so the cache keeps those (32 bytes a row) and makes the layout again when it is read. A
/// prototype's row keeps its frames (a reference to one `PrototypeLayout`). Beside them, the
/// counts of the texts measured (`RowTexts`), which price the row's layout.
struct RowLayouts: ExpressibleByArrayLiteral {
  /// One row's measurements; `none` until it is measured.
  enum Entry {
    case none
    case feed(text: Double, retweet: Double?, thumbnails: Int)
    case prototype(PrototypeLayout)
  }

  private var entries: [Entry]
  /// What each row's measured texts laid out, beside its measurements: the counts its
  /// height is priced by, kept so that laying the row out again (Texture's nodes on every
  /// reload) costs the same. 9 to 25 bytes a row.
  private var texts: [RowTexts]
  /// The width the layouts were made at (the table's).
  private var width = 0.0

  init(count: Int) {
    entries = Array(repeating: .none, count: count)
    texts = Array(repeating: .none, count: count)
  }

  init(arrayLiteral elements: Never...) {
    entries = []
    texts = []
  }

  var count: Int { entries.count }
  var indices: Range<Int> { entries.indices }

  subscript(row: Int) -> RowLayout? {
    get {
      switch entries[row] {
      case .none: nil
      case .feed(let text, let retweet, let thumbnails):
        .cell(
          CellLayout(width: width, textHeight: text, retweetHeight: retweet, thumbnails: thumbnails)
        )
      case .prototype(let layout): .prototype(layout)
      }
    }
  }

  /// Keeps a measured row: its layout and what its texts laid out.
  mutating func store(_ measured: MeasuredRow, at row: Int) {
    switch measured.layout {
    case .prototype(let layout): entries[row] = .prototype(layout)
    case .cell(let layout): store(layout, at: row)
    }
    texts[row] = RowTexts(measured.texts.map(TextCounts.init))
  }

  /// The layout formula's inputs for each text `row` measured (none before it is measured).
  func layoutCounts(of row: Int) -> [RenderCounts] {
    texts[row].all.map(\.renderCounts)
  }

  /// Whether `row` was measured.
  func isMeasured(_ row: Int) -> Bool {
    if case .none = entries[row] { return false }
    return true
  }

  /// A feed cell's layout, kept as its measurements.
  private mutating func store(_ layout: CellLayout, at row: Int) {
    width = layout.width
    entries[row] = .feed(
      text: layout.textRect.height, retweet: layout.retweetTextRect?.height,
      thumbnails: layout.thumbnailRects.count)
  }
}

/// One row's layout as the height cache hands it out: a feed cell's or a prototype's.
enum RowLayout {
  case cell(CellLayout)
  case prototype(PrototypeLayout)

  /// The row's height.
  var height: Double {
    switch self {
    case .cell(let layout): layout.height
    case .prototype(let layout): layout.height
    }
  }

  /// A feed cell's layout (nil for a prototype's).
  var cellLayout: CellLayout? {
    if case .cell(let layout) = self { return layout }
    return nil
  }
}

/// A row as a measure made it: its layout, and each text measured for its height (what the
/// height cache prices it by).
struct MeasuredRow {
  let layout: RowLayout
  let texts: [TextMeasure]
}

/// What laying out one measured text produced: the layout formula's inputs, kept small
/// (9 bytes) because a table keeps them for every row.
struct TextCounts: Equatable {
  let glyphs: Int32
  let lines: Int32
  let characterWrapped: Bool

  init(_ measure: TextMeasure) {
    glyphs = Int32(clamping: measure.glyphs)
    lines = Int32(clamping: measure.lines)
    characterWrapped = measure.characterWrapped
  }

  /// The counts a draw's layout stage would report for the same text (no pixels).
  var renderCounts: RenderCounts {
    RenderCounts(
      pixels: 0, glyphs: Int(glyphs), lines: Int(lines), characterWrapped: characterWrapped)
  }
}

/// One row's measured texts: none, the one or two of a feed cell (inline), or a prototype's.
enum RowTexts {
  case none
  case one(TextCounts)
  case two(TextCounts, TextCounts)
  case many([TextCounts])

  init(_ counts: [TextCounts]) {
    switch counts.count {
    case 0: self = .none
    case 1: self = .one(counts[0])
    case 2: self = .two(counts[0], counts[1])
    default: self = .many(counts)
    }
  }

  var all: [TextCounts] {
    switch self {
    case .none: []
    case .one(let a): [a]
    case .two(let a, let b): [a, b]
    case .many(let counts): counts
    }
  }
}
