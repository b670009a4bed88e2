/// The virtual cost of every piece of simulated work, in device microseconds.
///
/// Run-loop bookkeeping (observer callouts, a main-queue block, a dispatch) is priced the same
/// under both clocks: the host never really does that work, so there is nothing to measure.
/// Its values below are ESTIMATES for an A13 (iPhone 11), in µs, made as orders of magnitude
/// for a few hundred instructions of Objective-C dispatch and UIKit bookkeeping, not
/// measured; `scaled(by:)` gives another device's, by its CPU speed relative to the A13.
/// The two latencies (a dispatch reaching a worker, a block reaching main) are thread
/// wake-ups and do not scale.
/// Render stages are the exception: with `clock measured` they cost the host time Pango and
/// Cairo really took times the device's speed factor; with `clock model` they cost the
/// formulas in `CostModel+Render.swift`, fitted to this renderer's timings of the sessions' own
/// renders, so both clocks agree.
public struct CostModel: Sendable, Equatable {
  /// One observer callout with nothing to do (autorelease pop, gesture update, …).
  public var observerCallout: Micros = 1
  /// Handling one input event (a statement typed or scheduled) before its own work.
  public var input: Micros = 2
  /// The CA commit's own work, before layout and display of individual layers.
  public var commitBase: Micros = 4
  /// `layoutSubviews` of one layer during the commit.
  public var layoutPerLayer: Micros = 2
  /// `willDisplay`, capturing the layer's state and `dispatch_async`, on main.
  public var displaySetup: Micros = 3
  /// Packaging one changed layer into the commit sent to the render server.
  public var commitPerLayer: Micros = 1
  /// Performing one YYTransaction entry (the selector call itself).
  public var transactionEntry: Micros = 1
  /// Running one main-queue block (the C4 check and setting `contents`).
  public var mainQueueBlock: Micros = 2
  /// Firing the display-link timer.
  public var timerFire: Micros = 2
  /// From `dispatch_async` to the block starting on an idle worker thread.
  public var dispatchLatency: Micros = 10
  /// From `dispatch_async(main)` on a worker to the block being visible to the main run loop.
  public var mainPostLatency: Micros = 5

  /// A scrolling table's own work on main, outside drawing (``TableCosts``).
  public var table = TableCosts()

  /// Where the unit prices come from: the standard fit, or the session's overrides and
  /// observations (`costs set`, `costs fit`).
  public var calibration: PriceCalibration
  /// The unit prices render stages are charged by (`CostModel+Render.swift`), A13 µs.
  public var prices: UnitPrices { calibration.prices }

  public init(calibration: PriceCalibration = PriceCalibration()) {
    self.calibration = calibration
  }

  /// The costs on `device` at these prices: every CPU cost × the device's slowdown against
  /// the A13 (`UnitPrices.slowdown`).
  public static func on(_ device: DeviceProfile, calibration: PriceCalibration = .init())
    -> CostModel
  {
    CostModel(calibration: calibration).scaled(
      by: calibration.prices.slowdown(singleCore: device.spec.singleCore))
  }

  /// These costs on a device `factor` times slower than the A13 (its `relativeSpeed`): every
  /// CPU cost × factor, rounded, at least 1 µs; the latencies unchanged.
  public func scaled(by factor: Double) -> CostModel {
    func scale(_ micros: Micros) -> Micros { max(1, Micros(cost: Double(micros) * factor)) }
    var costs = self
    costs.observerCallout = scale(observerCallout)
    costs.input = scale(input)
    costs.commitBase = scale(commitBase)
    costs.layoutPerLayer = scale(layoutPerLayer)
    costs.displaySetup = scale(displaySetup)
    costs.commitPerLayer = scale(commitPerLayer)
    costs.transactionEntry = scale(transactionEntry)
    costs.mainQueueBlock = scale(mainQueueBlock)
    costs.timerFire = scale(timerFire)
    costs.table = table.scaled(by: scale)
    return costs
  }

  /// The measured cost of a stage: host microseconds times the device factor, at least 1.
  public func measuredCost(hostMicros: Double, speedFactor: Double) -> Micros {
    guard hostMicros.isFinite, hostMicros > 0 else { return 1 }
    return max(1, Micros(cost: hostMicros * speedFactor))
  }
}
