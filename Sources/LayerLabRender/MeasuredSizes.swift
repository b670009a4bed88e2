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

  private struct Key: Hashable {
    let layout: LayoutKey
    let insets: EdgeInsets
  }

  private struct Store {
    var sizes: [Key: TextSize] = [:]
    var textBytes = 0
    var hits = 0
    var drops = 0
  }

  private let store = Mutex(Store())

  init(maxEntries: Int = 16_384, maxTextBytes: Int = 4 << 20) {
    self.maxEntries = maxEntries
    self.maxTextBytes = maxTextBytes
  }

  /// The kept size of `style` laid out at `width` (its inner wrap width), or nil.
  func kept(_ style: LabelDrawing, width: Double) -> TextSize? {
    lookup(Key(layout: LayoutKey(style, width: width), insets: style.insets))
  }

  /// The kept size of `style` laid out at `width` (its inner wrap width), or `measure()`'s,
  /// kept. The key is made and hashed for the lookup and reused for the insert.
  func size(
    of style: LabelDrawing, width: Double, measure: () -> TextSize
  ) -> TextSize {
    let key = Key(layout: LayoutKey(style, width: width), insets: style.insets)
    if let kept = lookup(key) { return kept }
    let size = measure()
    let bytes = style.text.utf8.count
    store.withLock { store in
      if store.sizes.count >= maxEntries || store.textBytes + bytes > maxTextBytes {
        store.sizes.removeAll(keepingCapacity: true)
        store.textBytes = 0
        store.drops += 1
      }
      if store.sizes.updateValue(size, forKey: key) == nil { store.textBytes += bytes }
    }
    return size
  }

  private func lookup(_ key: Key) -> TextSize? {
    store.withLock { store -> TextSize? in
      guard let size = store.sizes[key] else { return nil }
      store.hits += 1
      return size
    }
  }

  /// Sizes kept now, and the measures answered from the store so far (tests read these).
  var count: Int { store.withLock { $0.sizes.count } }
  var hits: Int { store.withLock { $0.hits } }
  /// Times the store was dropped whole for being full.
  var drops: Int { store.withLock { $0.drops } }
}
