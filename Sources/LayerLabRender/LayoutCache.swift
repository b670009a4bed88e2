import CPangoCairo

/// Everything that changes a PangoLayout, and nothing else: two styles with equal keys lay out
/// identically, whatever their colour, shadow or decorations (those only change drawing).
///
/// Its hash is computed once: a key is looked up, inserted and later evicted (three hashes),
/// and hashing a post's text normalises it first — for CJK text that made the cache's
/// bookkeeping cost more than laying the text out (a long fling session's profile).
struct LayoutKey: Hashable {
  /// What lays the text out (synthesized equality and hash: a field added is compared).
  private struct Fields: Hashable {
    /// `LabelDrawing.text` as given; NUL removal is a function of it.
    let text: String
    /// The font description string.
    let font: String
    /// Alignment, including justification.
    let alignment: TextAlignment
    /// Line spacing in Pango units, after sanitising.
    let spacing: Int32
    /// The line limit after sanitising (0 = none).
    let lineLimit: Int
    /// Wrap width in Pango units, -1 for "do not wrap".
    let wrapWidth: Int32
    /// Word or character wrapping.
    let lineBreak: LineBreakMode
    /// Highlights become foreground attributes, which split runs and can change shaping.
    let highlights: [Highlight]
  }

  private let fields: Fields
  /// `fields`' hash, combined once.
  private let fieldsHash: Int

  init(
    text: String, font: String, alignment: TextAlignment, spacing: Int32, lineLimit: Int,
    wrapWidth: Int32, lineBreak: LineBreakMode, highlights: [Highlight]
  ) {
    fields = Fields(
      text: text, font: font, alignment: alignment, spacing: spacing, lineLimit: lineLimit,
      wrapWidth: wrapWidth, lineBreak: lineBreak, highlights: highlights)
    fieldsHash = fields.hashValue
  }

  static func == (a: LayoutKey, b: LayoutKey) -> Bool {
    a.fieldsHash == b.fieldsHash && a.fields == b.fields
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(fieldsHash)
  }
}

extension LayoutKey {
  /// The key of `style` laid out at a wrap width of `width` points.
  init(_ style: LabelDrawing, width: Double) {
    self.init(
      text: style.text, font: style.font, alignment: style.alignment,
      spacing: PangoUnits.of(style.effectiveLineSpacing), lineLimit: style.effectiveLineLimit,
      wrapWidth: PangoUnits.wrapWidth(width), lineBreak: style.lineBreak,
      highlights: style.highlights)
  }
}

/// A least-recently-used cache of forced PangoLayouts, bounded by entry count and by an
/// estimate of their memory.
///
/// Why: `YYTextLayout` is computed once (often in `sizeThatFits`) and then drawn, and a cell
/// scrolled back on screen redraws text it laid out a moment ago; building the layout is the
/// larger part of a label render here (itemising, shaping, line breaking), so reusing it makes
/// the hit-versus-miss difference measurable. The layouts belong to the owning renderer's
/// context, and a renderer is used by one thread, so reuse is safe.
///
/// Byte estimate per entry: `text.utf8.count + 64 * glyphs + 512`. Why those numbers: Pango
/// keeps a copy of the text; each glyph costs a `PangoGlyphInfo` (20 bytes), a log-cluster int
/// and its share of runs, items, attributes and line structures, about 64 bytes in all; 512
/// covers the layout object, its lines and the cached extents. It is an estimate for budgeting,
/// not a measurement: GLib's allocator hides the real figure.
///
/// Ownership: the cache holds one reference to every layout it keeps and drops it (with
/// `g_object_unref`) on eviction, when the limits shrink, and in `deinit`.
final class LayoutCache {
  /// One cached layout and its place in the recency list.
  private struct Node {
    let key: LayoutKey
    var value: LaidOutText
    let bytes: Int
    /// Slot of the next more recently used node, -1 at the newest.
    var newer: Int
    /// Slot of the next less recently used node, -1 at the oldest.
    var older: Int
  }

  /// Node slots; nil slots are listed in `freeSlots` for reuse.
  private var slots: [Node?] = []
  private var freeSlots: [Int] = []
  private var slotOfKey: [LayoutKey: Int] = [:]
  private var newest = -1
  private var oldest = -1

  /// At most this many layouts are kept (default 256); 0 disables the cache.
  private(set) var entryLimit = 256
  /// At most this many estimated bytes are kept (default 8 MiB).
  private(set) var byteLimit = 8 << 20
  /// Lookups that found a layout.
  private(set) var hits = 0
  /// Lookups that did not.
  private(set) var misses = 0
  /// Estimated bytes of the kept layouts.
  private(set) var bytes = 0
  /// Stand-in layouts kept (``LaidOutText/standsIn``).
  private(set) var standIns = 0
  /// Layouts kept.
  var count: Int { slotOfKey.count }

  deinit {
    for case let node? in slots { g_object_unref(UnsafeMutableRawPointer(node.value.layout)) }
  }

  /// The cached layout for `key`, now the most recently used, counting a hit; or nil, counting
  /// a miss. The returned layout is borrowed: callers that keep it must take a reference.
  func lookup(_ key: LayoutKey) -> LaidOutText? {
    guard let slot = slotOfKey[key], let node = slots[slot] else {
      misses += 1
      return nil
    }
    hits += 1
    unlink(slot)
    pushNewest(slot)
    return node.value
  }

  /// Whether a layout is kept for `key`, asked without counting a lookup or touching its
  /// recency.
  func contains(_ key: LayoutKey) -> Bool {
    slotOfKey[key] != nil
  }

  /// Puts the layout `build` makes in the place of the stand-in kept for `key`, if one is
  /// (``LaidOutText/standsIn``): the same text laid out, so its estimate, its recency and the
  /// counters stay as they are. A build that fails leaves the stand-in.
  func replaceStandIn(_ key: LayoutKey, build: () throws(RenderError) -> LaidOutText) {
    guard let slot = slotOfKey[key], let old = slots[slot]?.value, old.standsIn,
      let real = try? build()
    else { return }
    slots[slot]?.value = real  // the cache takes `build`'s reference
    standIns -= 1
    g_object_unref(UnsafeMutableRawPointer(old.layout))
  }

  /// Keeps `value` (taking its own reference) as the most recently used entry, then evicts the
  /// least recently used ones until both limits hold. An entry larger than the byte limit on
  /// its own is not kept at all.
  func insert(_ key: LayoutKey, _ value: LaidOutText) {
    let size = value.estimatedBytes
    guard entryLimit > 0, size <= byteLimit else { return }
    if let old = slotOfKey[key] { remove(old) }
    g_object_ref(UnsafeMutableRawPointer(value.layout))
    let node = Node(key: key, value: value, bytes: size, newer: -1, older: -1)
    let slot: Int
    if let reused = freeSlots.popLast() {
      slot = reused
      slots[slot] = node
    } else {
      slot = slots.count
      slots.append(node)
    }
    slotOfKey[key] = slot
    bytes += size
    if value.standsIn { standIns += 1 }
    pushNewest(slot)
    trim()
  }

  /// Sets both limits (negative values count as 0) and evicts at once down to them.
  func setLimits(entries: Int, bytes limit: Int) {
    entryLimit = max(0, entries)
    byteLimit = max(0, limit)
    trim()
  }

  /// Drops every entry and zeroes the counters. Why: the renderer's warm-up render must leave
  /// neither a layout nor a miss behind, so the stats describe only the caller's renders.
  func reset() {
    while oldest >= 0 { remove(oldest) }
    hits = 0
    misses = 0
  }

  /// Evicts from the old end until the entry and byte limits hold.
  private func trim() {
    while oldest >= 0, count > entryLimit || bytes > byteLimit {
      remove(oldest)
    }
  }

  /// Drops one entry and its reference to the layout.
  private func remove(_ slot: Int) {
    guard let node = slots[slot] else { return }
    unlink(slot)
    slots[slot] = nil
    freeSlots.append(slot)
    slotOfKey[node.key] = nil
    bytes -= node.bytes
    if node.value.standsIn { standIns -= 1 }
    g_object_unref(UnsafeMutableRawPointer(node.value.layout))
  }

  /// Takes a node out of the recency list (its slot stays occupied).
  private func unlink(_ slot: Int) {
    guard let node = slots[slot] else { return }
    if node.newer >= 0 { slots[node.newer]?.older = node.older } else { newest = node.older }
    if node.older >= 0 { slots[node.older]?.newer = node.newer } else { oldest = node.newer }
    slots[slot]?.newer = -1
    slots[slot]?.older = -1
  }

  /// Puts an unlinked node at the newest end of the recency list.
  private func pushNewest(_ slot: Int) {
    slots[slot]?.older = newest
    slots[slot]?.newer = -1
    if newest >= 0 { slots[newest]?.newer = slot }
    newest = slot
    if oldest < 0 { oldest = slot }
  }
}
