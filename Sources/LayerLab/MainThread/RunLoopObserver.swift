/// An observer on the main run loop, as `CFRunLoopObserver`.
///
/// Observers fire in ascending `order`; an observer added with an order equal to an existing
/// one goes after it, so ties keep insertion order.
public struct RunLoopObserver: Sendable, Equatable {
  /// What the observer does when called; the engine implements each role.
  public enum Role: Sendable, Equatable {
    case autoreleasePush
    case gestures
    case beforeCommit
    /// Core Animation's commit: layout if needed, display if needed, send the tree.
    case caCommit
    case afterCommit
    /// YYTransaction: perform every pending (target, selector) once.
    case taskSet
    /// AsyncDraw's ADManager: the same, from its own set (`ADRunLoopCallBack`).
    case adManagerTaskSet
    case autoreleasePop
    /// Texture's `_ASAsyncTransactionGroup` at INT_MAX: commit this turn's transactions.
    case textureCommit
    /// Texture's recursive-display `ASRunLoopQueue`: one node rendered per callout.
    case textureRenderQueue
  }

  public let name: String
  public let order: Int64
  public let activities: RunLoopActivity
  public let mode: RunLoopMode
  public let role: Role
  /// Its spans' name, made once: a turn has half a dozen observer spans, and one string per
  /// span instead of one per observer was a tenth of a long session's memory.
  public let spanName: String

  public init(
    name: String, order: Int64, activities: RunLoopActivity, mode: RunLoopMode, role: Role
  ) {
    self.name = name
    self.order = order
    self.activities = activities
    self.mode = mode
    self.role = role
    self.spanName = "observer \(order) \(name)"
  }

  /// The observers UIKit installs on the main run loop (from runtime dumps), plus the
  /// YYTransaction observer at 0xFFFFFF, which runs *after* Core Animation's commit.
  public static let standard: [RunLoopObserver] = [
    RunLoopObserver(
      name: "autorelease push", order: -2_147_483_647, activities: .entry, mode: .common,
      role: .autoreleasePush),
    RunLoopObserver(
      name: "gestures", order: 0, activities: .beforeWaiting, mode: .common, role: .gestures),
    RunLoopObserver(
      name: "before-commit", order: 1_999_000, activities: [.beforeWaiting, .exit],
      mode: .common, role: .beforeCommit),
    RunLoopObserver(
      name: "CA commit", order: 2_000_000, activities: [.beforeWaiting, .exit], mode: .common,
      role: .caCommit),
    RunLoopObserver(
      name: "after-commit", order: 2_001_000, activities: [.beforeWaiting, .exit],
      mode: .common, role: .afterCommit),
    RunLoopObserver(
      name: "YYTransaction", order: 0xFF_FFFF, activities: [.beforeWaiting, .exit],
      mode: .common, role: .taskSet),
    RunLoopObserver(
      name: "autorelease pop", order: 2_147_483_647, activities: [.beforeWaiting, .exit],
      mode: .common, role: .autoreleasePop),
  ]
}
