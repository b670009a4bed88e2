/// Measures begun and not read yet: what ``LayerRenderer/startMeasuring(_:width:)`` answers.
///
/// Why begun apart from read: a table's reload measures its rows batch after batch, and
/// between two batches main builds the next one's drawings (its posts, records and labels) —
/// a fifth of a 100 000-row reload, in which the host's other cores had nothing to measure.
/// Begun first, a batch is measured on those cores while main builds the next; reading it,
/// main measures what is left of it and waits for the rest. The measures are the same either
/// way (a measure is a pure function of its label), so the model cannot tell.
public final class PendingMeasures {
  /// What reads the measures: waits for them, measuring its share on the calling thread.
  private var reading: (() -> [TextMeasure])?
  private var measures: [TextMeasure] = []

  /// Measures that `reading` gives, the first time they are asked for.
  public init(reading: @escaping () -> [TextMeasure]) {
    self.reading = reading
  }

  /// Measures already made.
  public init(_ measures: [TextMeasure]) {
    self.measures = measures
  }

  /// The measures, in the order of the labels begun; the first call waits for them.
  public func finish() -> [TextMeasure] {
    if let reading {
      measures = reading()
      self.reading = nil
    }
    return measures
  }
}
