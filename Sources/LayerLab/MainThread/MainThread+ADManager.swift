/// AsyncDraw's ADManager task set on main (stkusegithub/AsyncDraw `ADManager.m`): ADLabel's
/// setters and `layoutSubviews` call `ad_addTaskWith:self selector:@selector(asyncDraw)`,
/// which adds an ADTask to a set (equal target and selector coalesce); one observer at
/// 0xFFFFFF (BeforeWaiting|Exit, common modes) swaps the set for an empty one and performs
/// every entry. `asyncDraw` is `[self.layer setNeedsDisplay]`, and the observer runs after
/// Core Animation's commit (2000000), so the draw starts at the *next* turn's commit.
///
/// A separate set and observer, not YYTransaction's: ADManager keeps its own static set and
/// installs its own observer in `init`, the first time `+shareInstance` is called. Both are at
/// 0xFFFFFF; YYTransaction's is in place from the start here, and CFRunLoop keeps equal orders
/// in insertion order, so ADManager's runs right after it. Two observers rather than one set
/// is what the events log and `step` show: ADManager's own callout, its own entries.
extension MainThread {
  /// `ad_addTaskWith:selector:`: one entry per (target, selector) until the observer runs.
  ///
  /// The real set is an `NSMutableSet`, performed in hash order; here in insertion order,
  /// which keeps runs deterministic.
  func addADManagerTask(target: String, selector: String) {
    // ADManager's `init` adds the observer when first used, so sessions without ADLabels keep
    // their event logs (as Texture's observers are added on first use).
    runLoop.observers.addOnce(
      RunLoopObserver(
        name: "ADManager", order: 0xFF_FFFF, activities: [.beforeWaiting, .exit], mode: .common,
        role: .adManagerTaskSet))
    let inserted = adManagerTasks.add(target: target, selector: selector)
    engine.log(
      .adManagerTask(selector: selector, step: inserted ? .committed : .coalesced), layer: target)
  }

}
