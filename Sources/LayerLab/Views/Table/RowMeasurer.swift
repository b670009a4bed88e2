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
    _ = measure(rows, in: engine, interrupted: { false }, take: { measured += $0 })
    return measured
  }

  /// Measures `rows` batch after batch, handing each batch's rows to `take` in order, and
  /// polling `interrupted` before each batch is begun; false when it said stop (the batches
  /// begun are taken first).
  ///
  /// Each batch is begun before the one ahead of it is read, so the host's other cores
  /// measure it while main builds the next (see `Pending`): the rows and the order
  /// they are taken in are those of one batch at a time.
  func measure(
    _ rows: [Int], in engine: Engine, interrupted: () -> Bool, take: ([MeasuredRow]) -> Void
  ) -> Bool {
    var next = 0
    var ahead: PendingRowLayouts?
    var stopped = false
    repeat {
      var begun: PendingRowLayouts?
      if next < rows.count {
        if interrupted() {
          stopped = true
        } else {
          begun = start(rows[next...], in: engine)
          next += begun?.count ?? 0
        }
      }
      if let ahead { take(ahead.finish()) }
      ahead = begun
    } while ahead != nil
    return !stopped
  }

  /// The first of `rows` (at least one, at most ``measureBatch`` rows and about
  /// ``measureBatchBytes`` of text) begun as one batch: their texts' measures started, each
  /// row laid out, with the measures of the texts its height came from, when it is finished.
  func start(_ rows: ArraySlice<Int>, in engine: Engine) -> PendingRowLayouts? {
    guard !rows.isEmpty else { return nil }
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
    return plan.startLayouts(records, inBitmap: layers == .composite, in: engine)
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
