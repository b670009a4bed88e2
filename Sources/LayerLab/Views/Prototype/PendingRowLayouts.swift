/// A batch of rows whose texts are being measured (``PrototypeLayoutPlan/startLayouts(_:inBitmap:in:)``):
/// what their plan needs to lay each row out once the measures are read.
struct PendingRowLayouts {
  /// Which row's member a measure sizes, and where the measure is in its batch.
  typealias Entry = (index: Int, row: Int, slot: Int)

  let plan: PrototypeLayoutPlan
  let records: [RowRecord]
  /// Per row, which members are hidden.
  let masks: [[Bool]]
  /// The members whose measures price a row's layout.
  let priced: [Int]
  /// Per wrap width: which row's member each measure sizes, and the measures begun.
  let batches: [(entries: [Entry], measures: PendingBatchMeasures)]

  /// Rows in the batch.
  var count: Int { records.count }

  /// The rows laid out, their measures read (waiting for those still being made).
  func finish() -> [MeasuredRow] {
    plan.layouts(finishing: self)
  }
}

/// One wrap width's measures begun, the drawings that repeat (one-line texts: counts, names)
/// measured once when asked.
struct PendingBatchMeasures {
  /// Per drawing, its measure's place among the distinct ones; nil when all were measured.
  private let slots: [Int]?
  private let pending: Pending<[TextMeasure]>

  /// Begins measuring `drawings` at `width`, each distinct drawing once when `once`: the
  /// measures are the same as one each, in the same order.
  init(_ drawings: [LabelDrawing], width: Double, once: Bool, in engine: Engine) {
    guard once else {
      slots = nil
      pending = engine.renderer.startMeasuring(drawings, width: width)
      return
    }
    var slot: [LabelDrawing: Int] = [:]
    var distinct: [LabelDrawing] = []
    slots = drawings.map { drawing in
      if let known = slot[drawing] { return known }
      slot[drawing] = distinct.count
      distinct.append(drawing)
      return distinct.count - 1
    }
    pending = engine.renderer.startMeasuring(distinct, width: width)
  }

  /// The measures, in the order of the drawings begun.
  func finish() -> [TextMeasure] {
    let measures = pending.finish()
    return slots.map { $0.map { measures[$0] } } ?? measures
  }
}
