import LayerLabValues
import Synchronization

/// Sizes of texts measured before, shared by every renderer of the process.
///
/// Why: a text's measure is a pure function of its `LayoutKey` and insets — every renderer
/// loads the same fonts through the same fontconfig — and measures are never timed (see
/// `TextRenderer.measureAfresh`). Yet each compared run (`compare … runs=20`, a `sweep`) makes
/// its own renderer and measured the same 400 posts again, on every run: the same HarfBuzz
/// shaping eighty times for one table. Kept here, the second run finds them. The sizes are
/// what a fresh layout gives, so no figure changes (the model's layout cache, whose hits are
/// figures, is `LayoutCache` and is not touched).
///
/// Bounded: at 16 384 entries or 4 MiB of text the whole store is dropped and refilled, so a
/// table of 100 000 posts costs at most a few MiB here and a hash per row.
public final class MeasuredSizes: Sendable {
  /// The process's store.
  public static let shared = MeasuredSizes()

  /// Entries kept at most: a table of a few thousand distinct texts fits whole.
  let maxEntries: Int
  /// UTF-8 bytes of kept texts at most (4 MiB by default).
  let maxTextBytes: Int

  fileprivate struct Key: Hashable {
    let layout: LayoutKey
    let insets: EdgeInsets
  }

  fileprivate struct Store {
    var sizes: [Key: TextSize] = [:]
    var textBytes = 0
    var hits = 0
    var drops = 0

    /// The kept size under `key`, counted as a hit, or nil.
    mutating func lookUp(_ key: Key) -> TextSize? {
      guard let size = sizes[key] else { return nil }
      hits += 1
      return size
    }

    /// Keeps `size` under `entry`, first dropping everything when `limits` are reached.
    mutating func insert(_ size: TextSize, _ entry: Entry, limits: MeasuredSizes) {
      if sizes.count >= limits.maxEntries || textBytes + entry.bytes > limits.maxTextBytes {
        sizes.removeAll(keepingCapacity: true)
        textBytes = 0
        drops += 1
      }
      if sizes.updateValue(size, forKey: entry.key) == nil { textBytes += entry.bytes }
    }
  }

  private let store = Mutex(Store())

  init(maxEntries: Int = 16_384, maxTextBytes: Int = 4 << 20) {
    self.maxEntries = maxEntries
    self.maxTextBytes = maxTextBytes
  }

  /// Where a text's size is kept: its key, made and hashed once for the lookup and reused for
  /// the insert, and its text's UTF-8 bytes (what the store's byte bound counts).
  struct Entry {
    fileprivate let key: Key
    fileprivate let bytes: Int

    /// The entry of `style` laid out at `width` (its inner wrap width).
    init(_ style: LabelDrawing, width: Double) {
      key = Key(layout: LayoutKey(style, width: width), insets: style.insets)
      bytes = style.text.utf8.count
    }
  }

  /// The kept size of each entry, or nil, under one lock: a batch of a thousand rows takes the
  /// lock once, not once a row on each of its threads.
  func kept(_ entries: [Entry]) -> [TextSize?] {
    store.withLock { store in entries.map { store.lookUp($0.key) } }
  }

  /// Keeps each entry's measured size, under one lock.
  func keep(_ entries: [Entry], _ sizes: [TextSize]) {
    store.withLock { store in
      for (entry, size) in zip(entries, sizes) { store.insert(size, entry, limits: self) }
    }
  }

  /// The kept size of `style` laid out at `width` (its inner wrap width), or `measure()`'s,
  /// kept.
  func size(
    of style: LabelDrawing, width: Double, measure: () -> TextSize
  ) -> TextSize {
    let entry = Entry(style, width: width)
    if let kept = store.withLock({ $0.lookUp(entry.key) }) { return kept }
    let size = measure()
    store.withLock { $0.insert(size, entry, limits: self) }
    return size
  }

  /// Sizes kept now, and the measures answered from the store so far (tests read these).
  var count: Int { store.withLock { $0.sizes.count } }
  var hits: Int { store.withLock { $0.hits } }
  /// Times the store was dropped whole for being full.
  var drops: Int { store.withLock { $0.drops } }
}
