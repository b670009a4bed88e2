/// Core Animation's layout step: `setNeedsLayout` marks a layer, and the commit's layout
/// pass runs `layoutSubviews` on every marked one before it displays anything.
extension MainThread {
  /// `setNeedsLayout`: marks for layoutSubviews at the next commit.
  func setNeedsLayout(_ view: any View) {
    view.layer.needsLayout = true
    marked.markForLayout(view)
    transaction.open()
  }

  /// layoutSubviews: counted and priced here, the view's own part in its folder (a table
  /// lays its rows out, a transaction-mode label re-commits its update).
  func layoutSubviews(_ view: any View) {
    view.layer.needsLayout = false
    engine.recording.counters.layouts += 1
    charge(engine.costs.layoutPerLayer)
    engine.log(.layoutSubviews, layer: view.name)
    view.layoutSubviews(in: engine)
  }
}
