import Foundation
import LayerLab

/// A fit printed as `calibration` prints it: one row per observation (observed, predicted,
/// their ratio, the leave-one-out prediction's ratio), the fitted prices with the
/// observations behind each, and the summary figures.
struct CalibrationReport {
  let fit: PriceFit

  /// Table columns; `.mode csv|json` adds the source columns.
  static let header = [
    "id", "device", "observed_us", "predicted_us", "ratio", "held_out_us", "held_out_ratio",
  ]
  static let dataHeader =
    header + ["publisher", "os", "timed", "source", "url"]

  func rows(data: Bool) -> [[String]] {
    fit.rows.map { row in
      let o = row.observation
      let cells = [
        o.id, o.device, Self.figure(o.observedMicros), Self.figure(row.predictedMicros),
        String(format: "%.2f", row.ratio), Self.figure(row.heldOutMicros),
        String(format: "%.2f", row.heldOutRatio),
      ]
      return data ? cells + [o.publisher, o.os, o.timed, o.source, o.url] : cells
    }
  }

  /// `14 observations from 5 publishers; typical ×1.21, worst ×1.43; leave-one-out typical
  /// ×1.30`.
  var summary: String {
    let publishers = Set(fit.rows.map(\.observation.publisher)).count
    let within = fit.rows.filter { max($0.ratio, 1 / $0.ratio) <= 1.5 }.count
    return "\(fit.rows.count) observations from \(publishers) publishers; predicted ÷ observed "
      + "typically ×\(String(format: "%.2f", fit.typicalFactor)), worst ×"
      + "\(String(format: "%.2f", fit.worstFactor)), \(within) of \(fit.rows.count) within 1.5×; "
      + "left out of the fit one at a time, typically ×"
      + String(format: "%.2f", fit.heldOutTypicalFactor)
  }

  /// One line per fitted price: its value, its spread over the leave-one-out fits and the
  /// observations it was fitted to.
  var prices: [String] {
    PriceName.allCases.compactMap { name in
      guard let ids = fit.informedBy[name] else { return nil }
      let shown =
        ids.count > 4
        ? ids.prefix(4).joined(separator: ", ") + ", …"
        : ids.joined(
          separator: ", ")
      return "  \(name.rawValue) = \(CostsReport.value(fit.prices[name], name)) "
        + "\(Self.spread(fit, name)) (\(ids.count) observations: \(shown))"
    }
  }

  /// `±12 % (0.0951–0.121 leaving one out)`: how far leaving any one observation out moves
  /// a price.
  static func spread(_ fit: PriceFit, _ name: PriceName) -> String {
    let range = fit.range { $0[name] }
    let value = fit.prices[name]
    let low = figure(range.lowerBound * name.displayScale)
    let high = figure(range.upperBound * name.displayScale)
    return "\(percent(PriceFit.halfWidth(range, around: value))) (\(low)–\(high) leaving one out)"
  }

  /// `a (iphone8, ×0.68) and b (iphonexr, ×1.53): 11140–20740 µs observed`: a pair the
  /// contradiction rule names, as a range.
  static func contradiction(_ pair: (PriceFit.Row, PriceFit.Row)) -> String {
    let (a, b) = pair
    func side(_ row: PriceFit.Row) -> String {
      "\(row.observation.id) (\(row.observation.device), ×\(String(format: "%.2f", row.ratio)))"
    }
    let low = min(a.observation.observedMicros, b.observation.observedMicros)
    let high = max(a.observation.observedMicros, b.observation.observedMicros)
    return "\(side(a)) and \(side(b)): \(figure(low))–\(figure(high)) µs observed"
  }

  /// `iOS version: …`: each device's step between two iOS versions with its pairs' factors
  /// and what the rule makes of it (``OSVersionEvidence``), and the term the model applies
  /// (the layout engines' `.ios11` prices against `prices`' iOS 12 ones).
  static func osVersion(_ evidence: OSVersionEvidence, prices: UnitPrices) -> String {
    let release = IOSRelease.autoLayoutEngine
    let steps = evidence.steps.map { step in
      let factors = step.pairs.map { "\($0.kind) ×\(String(format: "%.2f", $0.factor))" }
      let verdict: String
      if step.supported {
        let mean = exp(step.pairs.map { log($0.factor) }.reduce(0, +) / Double(step.pairs.count))
        verdict =
          "supported: the newer ran ×\(String(format: "%.2f", mean)); "
          + (step.crossesEngineRewrite
            ? "applied, as the term below" : "not applied: no term for this step yet")
      } else {
        verdict = "not supported"
      }
      return "\(step.device) \(step.older) → \(step.newer): "
        + factors.joined(separator: ", ") + " (\(verdict))"
    }
    let term = PriceName.allCases.filter { $0.anyIOS != $0 }.map { name in
      "\(name.rawValue) ×\(String(format: "%.2f", prices[name] / prices[name.anyIOS])) "
        + name.anyIOS.rawValue
    }
    return "iOS version: the same work on one device under two versions (newer ÷ older, each "
      + "over its prediction with no iOS term): "
      + (steps.isEmpty ? "none" : steps.joined(separator: "; "))
      + " (the rule: \(OSVersionEvidence.rule)); the term: a layout engine's view is priced "
      + "apart before iOS \(release) (its rewrite, WWDC 2018 session 220), fitted to the runs "
      + "on each side: \(term.joined(separator: ", ")); iOS 13 and later are priced as iOS "
      + "\(release), and nothing else depends on the version but UIKit's scroll hints (iOS "
      + "\(IOSRelease.scrollBurstHints)); 'devices' gives each device's iOS"
  }

  /// A half-width as `±12 %`.
  static func percent(_ fraction: Double) -> String {
    "±\(Int((fraction * 100).rounded())) %"
  }

  /// A time in µs to three significant figures, without a unit: `0.412`, `41.2`, `4120`.
  static func figure(_ micros: Double) -> String {
    guard micros.isFinite else { return "-" }
    let magnitude = abs(micros)
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    return String(format: "%.\(decimals)f", micros)
  }
}
