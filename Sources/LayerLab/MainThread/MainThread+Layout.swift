/// Core Animation's layout step: `setNeedsLayout` marks a layer, and the commit's layout
/// pass runs `layoutSubviews` on every marked one before it displays anything.
extension MainThread {
  /// `setNeedsLayout`: marks for layoutSubviews at the next commit.
  func setNeedsLayout(_ view: any View) {
    view.layer.needsLayout = true
    transactionOpen = true
  }

  /// layoutSubviews. A label in `transaction` mode re-commits its update the way ADLabel's
  /// layoutSubviews enqueues asyncDraw; other views have nothing to lay out yet.
  func layoutSubviews(_ view: any View) {
    view.layer.needsLayout = false
    engine.counters.layouts += 1
    charge(engine.costs.layoutPerLayer)
    engine.log(.layoutSubviews, layer: view.name)
    if let table = view as? TableView {
      engine.layoutTable(table)
    } else if let label = view as? LabelView, label.commit == .transaction {
      commitTransaction(target: label.name, selector: "contentsNeedUpdated")
    }
  }
}
