#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// iOS's speed-up under repeated flings: a flick given while the scroll view still
/// decelerates in the same direction adds momentum carried over from the running scroll, so
/// a user swiping fast to the bottom of a long list goes far faster than any one flick.
///
/// Apple documents no curve. The one here is Flutter's `BouncingScrollPhysics.carriedMomentum`
/// (flutter/flutter, packages/flutter/lib/src/widgets/scroll_physics.dart), which the Flutter
/// team fitted to iOS by superimposing a Flutter and a UIKit scroll view and flicking both
/// (flutter/platform_tests `scroll_overlay`; the method's comment: "Momentum build-up function
/// that mimics iOS's scroll speed increase with repeated flings"), with the rule of
/// `ScrollDragController.end` (scroll_activity.dart) for when it applies: the new flick goes
/// the same way and is not substantially slower than the carried momentum. A `fling()` is a
/// flick without a pause, so Flutter's other condition (the finger held still for 20 ms loses
/// the momentum) never applies here; a `drag()` stops the scroll and carries nothing.
enum MomentumCarry {
  /// `carriedMomentum`'s power curve, points per second in and out: 0.000816 · v^1.967
  /// (Flutter's fit to iOS).
  static let coefficient = 0.000816
  static let exponent = 1.967
  /// The most momentum a flick can carry, pt/s (Flutter's cap).
  static let cap = 40_000.0
  /// A flick slower than this share of the carried momentum starts afresh
  /// (`momentumRetainVelocityThresholdFactor`, scroll_activity.dart).
  static let keepFactor = 0.5

  /// The momentum a scroll moving at `existing` pt/s hands to the next flick, signed as it.
  static func carried(existing: Double) -> Double {
    guard existing.isFinite, existing != 0 else { return 0 }
    let magnitude = min(coefficient * pow(abs(existing), exponent), cap)
    return existing < 0 ? -magnitude : magnitude
  }

  /// The velocity the scroll view decelerates from when a flick of `lifting` pt/s lifts while
  /// the scroll moves at `existing` pt/s (both along the content offset).
  static func velocity(lifting: Double, existing: Double) -> Double {
    let carried = carried(existing: existing)
    guard carried != 0, (lifting < 0) == (carried < 0), lifting != 0,
      abs(lifting) > abs(carried) * keepFactor
    else { return lifting }
    return lifting + carried
  }
}
