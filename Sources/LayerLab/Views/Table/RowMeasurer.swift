/// What measures a table's rows: the rows, the cell they show in and the table's width — all a
/// row's height depends on. It lays the texts of a batch of rows out in one call to the
/// renderer, which may spread them over the host's cores.
///
/// Why the labels' drawings are built here and not read from a cell: a cell's label scans
/// its text for highlights, which only colour glyphs and cannot move a line break, so the
/// scan would be wasted on every row of a reload.
struct RowMeasurer {
  /// Rows measured per batch at most: enough to keep every host core busy (128 a thread at
  /// the measurer's 8 threads), few enough that the batch's drawings stay small.
  static let measureBatch = 1024
  /// Text measured per batch at most, in UTF-8 bytes. A batch's time follows its text, not
  /// its rows — on the 2-core development host a news row (~600 characters) took ~570 µs to
  /// measure, a feed row ~70 µs, so 1024 news rows took 0.6 s — and Ctrl-C is polled between
  /// batches: 16 KiB took 10–30 ms there, so a typed `new table` of 100 000 rows, which
  /// measures for 7 s (feed) to a minute (news), stops within ~100 ms of an interrupt.
  static let measureBatchBytes = 1 << 14

  let rows: TableRows
  let prototype: CellPrototype
  /// Whether the cells show their posts' thumbnails (which changes a feed cell's height).
  let thumbnails: Bool
  /// The table's width.
  let width: Double
  /// The table's `layers=`: under composite a prototype's flattened views are drawn into the
  /// cell's bitmap.
  let layers: CellLayers

  /// What measures `table`'s rows: its rows, its cell and its width.
  init(of table: TableView) {
    rows = table.rows
    prototype = table.prototype
    thumbnails = table.showsThumbnails
    width = table.frame.width
    layers = table.layers
  }

  /// The measured rows of all of `rows`, batch after batch.
  func measure(all rows: [Int], in engine: Engine) -> [MeasuredRow] {
    var measured: [MeasuredRow] = []
    measured.reserveCapacity(rows.count)
    while measured.count < rows.count {
      measured += measure(rows[measured.count...], in: engine)
    }
    return measured
  }

  /// The measured rows of the first of `rows` (at least one, at most ``measureBatch`` rows
  /// and about ``measureBatchBytes`` of text), their texts measured in one batch, each with
  /// the measures of the texts its height came from.
  func measure(_ rows: ArraySlice<Int>, in engine: Engine) -> [MeasuredRow] {
    guard !rows.isEmpty else { return [] }
    let plan = prototype.plan(width: width, scale: engine.device.scale)
    let fields = plan.fieldsRead
    var bytes = 0
    var records: [RowRecord] = []
    for row in rows {
      guard records.count < Self.measureBatch, bytes < Self.measureBatchBytes else { break }
      let record = prototype.record(
        self.rows.record(row, fields: fields), showingImages: thumbnails)
      bytes += plan.measuredBytes(record)
      records.append(record)
    }
    return plan.layouts(records, inBitmap: layers == .composite, in: engine)
  }
}

extension TableRows {
  /// Row `row` as a record (a prototype's bindings read it): the file's, or the post's.
  func record(_ row: Int) -> RowRecord { records?[row] ?? posts[row].record }

  /// Row `row` as a record with at least `fields` (a file's record is whole; a post's holds
  /// only those).
  func record(_ row: Int, fields: Set<String>) -> RowRecord {
    records?[row] ?? posts[row].record(fields: fields)
  }
}
