/// How a prototype's app lays its cells out: the same frames either way (the prototype's
/// declared geometry), priced as the work that finds them on main. Manual frames cost
/// nothing beyond the texts measured; Auto Layout and UIStackView solve every view of the
/// cell in a layout engine, once each time a cell is configured (`layoutSubviews` after its
/// texts changed) and, for self-sizing cells, once more when UIKit sizes it
/// (`systemLayoutSizeFitting`, "an engine is being created and discarded" each call — WWDC
/// 2018 session 220, "High Performance Auto Layout"); an app's own height code measures texts
/// only. The engine's prices are fitted to LayoutFrameworkBenchmark's Auto Layout and
/// UIStackView timings of one feed cell (`Observation.engineCells`).
public enum CellLayoutKind: String, Sendable, CaseIterable {
  /// `layoutSubviews` sets each frame by hand; the model's default, as every shipped cell.
  case frames
  /// Constraints on every view (the cell's contentView holds them), solved by the engine.
  case autolayout
  /// Views arranged by nested UIStackViews, which generate the constraints.
  case stackview

  /// The price of one view the engine solves under iOS `ios` (its `.ios11` price before the
  /// engine's rewrite); nil for manual frames.
  public func price(onIOS ios: Int) -> PriceName? {
    switch self {
    case .frames: nil
    case .autolayout: PriceName.autolayoutView.onIOS(ios)
    case .stackview: PriceName.stackviewView.onIOS(ios)
    }
  }

  /// What one pass over a cell of `views` views costs main on `engine`'s device: nothing by
  /// frames; every view solved otherwise, at the price of the device's iOS.
  func pass(over views: Int, in engine: Engine) -> Micros {
    engine.costs.engineCost(self, views: views, on: engine.device, speedFactor: engine.slowdown)
  }

  /// Its name in UIKit's words, for `explain` and `costs`.
  public var engineName: String {
    switch self {
    case .frames: "manual frames"
    case .autolayout: "Auto Layout"
    case .stackview: "UIStackView"
    }
  }

  /// What it is, for `help`.
  public var summary: String {
    switch self {
    case .frames: "layoutSubviews sets each frame by hand; the default"
    case .autolayout:
      "constraints on every view, solved by Auto Layout's engine at each configure and, "
        + "self-sized, at each sizing (autolayout.view a view)"
    case .stackview:
      "nested UIStackViews that generate the constraints (stackview.view a view)"
    }
  }
}
