import Foundation
import LayerLab

/// The price list `costs` prints: the unit prices on the A13 and on the current device with
/// where each comes from, the main thread's bookkeeping, and the render server's and GPU's.
struct CostsReport {
  let engine: Engine

  static let header = ["price", "a13", "this_device", "unit", "spread", "basis"]

  /// One row per unit price.
  var rows: [[String]] {
    let calibration = engine.costs.calibration
    let fit = calibration.isStandard ? nil : calibration.fit
    let informed = fit?.informedBy ?? Self.standardInformedBy
    return PriceName.allCases.map { name in
      let a13 = engine.costs.prices[name]
      let here = name == .speedExponent ? a13 : a13 * engine.slowdown
      let basis: String
      let tie = UnitPrices.ties.first { $0.name == name }
      if calibration.overrides[name] != nil {
        basis = "set by you"
      } else if let tie, let ids = informed[tie.anchor] {
        basis = "tied: \(tie.why) (moves with \(tie.anchor.rawValue), \(ids.count) observations)"
      } else if let ids = informed[name] {
        basis = "fitted to \(ids.count) observations"
      } else {
        basis = UnitPrices.estimates[name] ?? "estimate (no observation)"
      }
      // How far one observation more or less moves the price (a tied one moves with its
      // anchor); a price set by hand or an estimate has none to show.
      let fitted =
        calibration.overrides[name] == nil
        && (informed[name] ?? tie.flatMap { informed[$0.anchor] }) != nil
      let range = (fit ?? .standard).range { $0[name] }
      let spread =
        fitted ? CalibrationReport.percent(PriceFit.halfWidth(range, around: a13)) : "-"
      // A price of another iOS than the device's (an engine's `.ios11` price on iOS 26, or
      // its iOS 12 one on the iPhone 5) is not charged here: no figure on this device.
      let ios = engine.device.ios
      let charged = name.anyIOS.onIOS(ios) == name
      return [
        name.rawValue, CalibrationReport.figure(a13 * name.displayScale),
        charged ? CalibrationReport.figure(here * name.displayScale) : "-", name.unit, spread,
        charged ? basis : basis + "; not charged on \(engine.device.iosName)",
      ]
    }
  }

  /// Which observations informed each standard price (the standard fit's, computed once).
  static let standardInformedBy = PriceFit(Observation.published).informedBy

  /// The main thread's bookkeeping on this device: every per-event cost of `CostModel` and
  /// its `TableCosts`, by its name in the source (read by reflection, so a new cost is listed
  /// without a hand-kept list), µs.
  var bookkeeping: String {
    let costs = [Mirror(reflecting: engine.costs), Mirror(reflecting: engine.costs.table)]
      .flatMap(\.children).compactMap { child -> String? in
        guard let label = child.label, let micros = child.value as? Micros else { return nil }
        return "\(label) \(micros)"
      }
    return "main-thread bookkeeping, µs on this device (estimates, CostModel): "
      + costs.joined(separator: ", ")
  }

  /// The render server's CPU and the GPU on this device.
  var server: String {
    let prepare = GPUCosts.prepareMicrosPerLayer * engine.slowdown
    let fill = engine.device.gpuFillRate
    return
      "render server: prepare \(CalibrationReport.figure(prepare)) µs per layer (estimate); GPU "
      + "\(CalibrationReport.figure(1000 / fill)) ns per pixel operation (\(Rect.format(fill)) per µs, "
      + "estimate from the GPU's GFLOPS; 'device' says how made)"
  }

  /// A value in a price's unit: three significant figures.
  static func value(_ value: Double, _ name: PriceName) -> String {
    CalibrationReport.figure(value * name.displayScale)
      + (name.unit.isEmpty ? "" : " " + name.unit)
  }
}
