/// A value begun and not read yet: work started on other threads (a batch of text measures),
/// read once it is needed.
///
/// Why begun apart from read: a table's reload measures its rows batch after batch, and
/// between two batches main builds the next one's drawings (its posts, records and labels) —
/// a fifth of a 100 000-row reload, in which the host's other cores had nothing to measure.
/// Begun first, a batch is measured on those cores while main builds the next; reading it,
/// main measures what is left of it and waits for the rest. The measures are the same either
/// way (a measure is a pure function of its label), so the model cannot tell.
public final class Pending<Value> {
  private enum State {
    /// What reads the value: waits for it, doing the calling thread's share.
    case reading(() -> Value)
    case read(Value)
  }

  private var state: State

  /// A value that `reading` gives, the first time it is asked for.
  public init(reading: @escaping () -> Value) {
    state = .reading(reading)
  }

  /// A value already made.
  public init(_ value: Value) {
    state = .read(value)
  }

  /// The value; the first call waits for it, later ones give it again.
  public func finish() -> Value {
    switch state {
    case .read(let value):
      return value
    case .reading(let reading):
      let value = reading()
      state = .read(value)
      return value
    }
  }
}
