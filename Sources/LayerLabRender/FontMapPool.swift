import CPangoCairo
import Synchronization

/// Font maps (with their contexts) that no renderer uses now, lent to the next renderer.
///
/// Why: each compared run (`compare … runs=20`, a `sweep`) makes a renderer, and each used to
/// make a font map and load every font into it again — fontconfig's matching, the font files,
/// HarfBuzz's faces: with the measures `MeasuredSizes` shares, what made a 20-run compare
/// take 1.45× its time now (5.2–5.7 s against 3.6–3.9 s). A map is lent to one renderer at
/// a time, so two threads never use it at once (see `PangoContextFactory`); what it caches
/// (fontsets, fonts) is what any map loads for the same descriptions, and its context is
/// configured once and never changed, so layouts and pixels are those of a new map.
final class FontMapPool: Sendable {
  /// The process's pool, which every `TextRenderer` borrows from.
  static let shared = FontMapPool()

  /// A font map and its context, owned by whoever holds the value.
  struct Lent: @unchecked Sendable {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
  }

  /// Idle maps kept at most (a few MiB each, with their loaded fonts): as many as the threads
  /// that measure or run compares at once.
  let maxIdle: Int
  private let idle = Mutex<[Lent]>([])

  init(maxIdle: Int = 8) {
    self.maxIdle = maxIdle
  }

  /// An idle map, or a new one (`PangoContextFactory.makePrivate()`); nil if Pango failed.
  func borrow() -> Lent? {
    if let kept = idle.withLock({ $0.popLast() }) { return kept }
    let made = PangoContextFactory.makePrivate()
    guard let fontMap = made.fontMap, let context = made.context else {
      if let context = made.context { g_object_unref(UnsafeMutableRawPointer(context)) }
      if let fontMap = made.fontMap { g_object_unref(UnsafeMutableRawPointer(fontMap)) }
      return nil
    }
    return Lent(fontMap: fontMap, context: context)
  }

  /// Takes back a map whose renderer has released its layouts; frees it when ``maxIdle`` are
  /// kept.
  func giveBack(_ lent: Lent) {
    let kept = idle.withLock { idle -> Bool in
      guard idle.count < maxIdle else { return false }
      idle.append(lent)
      return true
    }
    guard !kept else { return }
    g_object_unref(UnsafeMutableRawPointer(lent.context))
    g_object_unref(UnsafeMutableRawPointer(lent.fontMap))
  }

  /// Maps idle now.
  var count: Int { idle.withLock { $0.count } }
}
