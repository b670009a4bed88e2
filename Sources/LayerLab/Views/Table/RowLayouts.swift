/// The height cache: each row's cell layout, kept as the measurements it is made from.
///
/// Why: a `CellLayout` is 176 bytes (its rects), so `[CellLayout?]` for 100 000 rows was
/// 17.6 MB even before a row was measured. Every layout a table makes is a function of the
/// table's width and a row's measured heights — a feed cell's body and retweet heights and
/// thumbnail count (`CellLayout.init`), a news cell's content height (`CellLayout.news`) —
/// so the cache keeps those (32 bytes a row) and makes the layout again when it is read. A
/// prototype's row keeps its frames (a reference to one `PrototypeLayout`).
struct RowLayouts: ExpressibleByArrayLiteral {
  /// One row's measurements; `none` until it is measured.
  enum Entry {
    case none
    case feed(text: Double, retweet: Double?, thumbnails: Int)
    case news(content: Double)
    case prototype(PrototypeLayout)
  }

  private var entries: [Entry]
  /// The width the layouts were made at (the table's).
  private var width = 0.0

  init(count: Int) {
    entries = Array(repeating: .none, count: count)
  }

  init(arrayLiteral elements: Never...) {
    entries = []
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
      case .news(let content): .cell(CellLayout.news(width: width, contentHeight: content))
      case .prototype(let layout): .prototype(layout)
      }
    }
    set {
      switch newValue {
      case nil: entries[row] = .none
      case .prototype(let layout)?: entries[row] = .prototype(layout)
      case .cell(let layout)?: store(layout, at: row)
      }
    }
  }

  /// Whether `row` was measured.
  func isMeasured(_ row: Int) -> Bool {
    if case .none = entries[row] { return false }
    return true
  }

  /// A demo cell's layout, kept as its measurements.
  private mutating func store(_ layout: CellLayout, at row: Int) {
    width = layout.width
    entries[row] =
      layout.newsTitleRect != nil
      ? .news(content: layout.textRect.height)
      : .feed(
        text: layout.textRect.height, retweet: layout.retweetTextRect?.height,
        thumbnails: layout.thumbnailRects.count)
  }
}

/// One row's layout as the height cache hands it out: a demo cell's or a prototype's.
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

  /// A demo cell's layout (nil for a prototype's).
  var cellLayout: CellLayout? {
    if case .cell(let layout) = self { return layout }
    return nil
  }
}
