/// What only some libraries' strategies do, each a capability a strategy adopts beside the
/// core `TableStrategyBehaviour`: the table asks for it through ``TableView/scrollListener``
/// and ``TableView/workingRanges`` and does plain UIKit's nothing when the strategy lacks it.

/// A strategy that acts on the scroll view's delegate callbacks (VVebo: its fling rows and
/// its hold-back while scrolling to the top).
protocol ScrollListeningStrategy: TableStrategyBehaviour {
  /// Whether the strategy holds drawing back while a scroll to the top runs (VVebo's
  /// `scrollToToping`): the table is busy until it ends.
  var scrollingToTop: Bool { get }
  /// A scroll-view moment the strategy acts on (its delegate's callbacks).
  func scrolled(_ moment: TableScrollMoment, table: TableView, engine: Engine)
  /// `scrollViewWillEndDragging` with the offset a fling will stop at: the rows the strategy
  /// will draw during the deceleration, if it chooses (logged with the fling).
  func rowsToLoad(flingingTo target: Double, velocity: Double, table: TableView) -> [Int]?
}

/// A strategy that keeps cells off screen in working ranges and lays rows out off main
/// (Texture's range controller and nodes).
protocol WorkingRangeStrategy: TableStrategyBehaviour {
  /// Whether a reload with exact heights lays its rows out off main (Texture's nodes) rather
  /// than asking them on main.
  static var laysOutRowsOffMain: Bool { get }
  /// Cells the strategy holds off screen (Texture's nodes in a working range), for `show`.
  var heldCells: [any TableCell] { get }
  /// Hands every held cell back to the table's reuse pool, before the visible cells are
  /// configured again or the strategy is replaced.
  func releaseCells(of table: TableView, in engine: Engine)
  /// A working-range update is asked for (Texture's `scheduleRangeUpdate`).
  func scheduleRangeUpdate(of table: TableView, in engine: Engine)
  /// The update, run from the main queue.
  func performRangeUpdate(of table: TableView, in engine: Engine)
}

/// The scroll view's moments a strategy hears about (UIScrollViewDelegate's and `hitTest`'s).
enum TableScrollMoment {
  /// A finger touches the table (`hitTest`), after any deceleration has stopped.
  case touchDown
  /// `scrollViewWillBeginDragging`.
  case willBeginDragging
  /// `scrollsToTop`: the animation to the top starts.
  case scrollToTopBegan
  /// The animation to the top stopped before its end (a touch, a jump).
  case scrollToTopStopped
  /// `scrollViewDidScrollToTop`: the animation reached the top.
  case scrollToTopEnded
}

extension TableView {
  /// The strategy, if it hears the scroll view's callbacks.
  var scrollListener: (any ScrollListeningStrategy)? { behaviour as? any ScrollListeningStrategy }
  /// The strategy, if it keeps working ranges.
  var workingRanges: (any WorkingRangeStrategy)? { behaviour as? any WorkingRangeStrategy }

  /// Texture's render queue drained: the range update its range controller asked for.
  ///
  /// A table that has left Texture may still be asked: its old range controller's first
  /// update was waiting for the render queue to drain. The block is posted as Texture posted
  /// it and finds no ranges when it runs.
  func scheduleRangeUpdate(in engine: Engine) {
    guard let workingRanges else {
      return engine.main.post(.textureRangeUpdate(name), at: engine.main.clock)
    }
    workingRanges.scheduleRangeUpdate(of: self, in: engine)
  }
}
