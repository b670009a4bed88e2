/// The height cache: each row's layout (a reference to one `PrototypeLayout`, nil until the
/// row is measured), and beside it the counts of the texts measured (`RowTexts`), which price
/// the row's layout.
struct RowLayouts: ExpressibleByArrayLiteral {
  private var entries: [PrototypeLayout?]
  /// What each row's measured texts laid out, beside its layout: the counts its height is
  /// priced by, kept so that laying the row out again (Texture's nodes on every reload) costs
  /// the same. 13 to 33 bytes a row.
  private var texts: [RowTexts]
  /// Equal layouts as one object (`SharedLayouts`).
  private var shared = SharedLayouts()

  init(count: Int) {
    entries = Array(repeating: nil, count: count)
    texts = Array(repeating: .none, count: count)
  }

  init(arrayLiteral elements: Never...) {
    entries = []
    texts = []
  }

  var count: Int { entries.count }
  var indices: Range<Int> { entries.indices }

  subscript(row: Int) -> PrototypeLayout? { entries[row] }

  /// Keeps a measured row: its layout and what its texts laid out.
  mutating func store(_ measured: MeasuredRow, at row: Int) {
    entries[row] = shared.share(measured.layout)
    texts[row] = RowTexts(measured.texts.map(TextCounts.init))
  }

  /// The layout formula's inputs for each text `row` measured (none before it is measured).
  func layoutCounts(of row: Int) -> [RenderCounts] {
    texts[row].all.map(\.renderCounts)
  }

  /// Whether `row` was measured.
  func isMeasured(_ row: Int) -> Bool { entries[row] != nil }
}

/// A row as a measure made it: its layout, and each text measured for its height (what the
/// height cache prices it by).
struct MeasuredRow {
  let layout: PrototypeLayout
  let texts: [TextMeasure]
}

/// What laying out one measured text produced: the layout formula's inputs, kept small
/// (13 bytes) because a table keeps them for every row.
struct TextCounts: Equatable {
  let glyphs: Int32
  let lines: Int32
  let fallbackGlyphs: Int32
  let characterWrapped: Bool

  init(_ measure: TextMeasure) {
    glyphs = Int32(clamping: measure.glyphs)
    lines = Int32(clamping: measure.lines)
    fallbackGlyphs = Int32(clamping: measure.fallbackGlyphs)
    characterWrapped = measure.characterWrapped
  }

  /// The counts a draw's layout stage would report for the same text (no pixels).
  var renderCounts: RenderCounts {
    RenderCounts(
      pixels: 0, glyphs: Int(glyphs), lines: Int(lines), characterWrapped: characterWrapped,
      fallbackGlyphs: Int(fallbackGlyphs))
  }
}

/// One row's measured texts: none, one or two (inline: most cells measure one or two), or more.
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
