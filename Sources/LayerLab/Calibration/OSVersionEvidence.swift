/// What the published observations say about an iOS-version term (issue 41): every pair of
/// observations of the same work on the same device under two iOS versions, with how much
/// slower or faster the newer ran, and whether the printed rule lets that step become a term.
///
/// Why pairs and not a fitted term per version: the model runs every phone on one speed curve
/// with no iOS, and the observations that separate a version are few — a term fitted to one
/// pair would fit it exactly and say nothing. The rule was set before the factors were read:
/// a step is supported only when two or more kinds of work on one device move the same way,
/// each by more than the fit's typical factor (what any single observation is off by anyway).
public struct OSVersionEvidence: Sendable {
  /// Two observations of one kind of work on one device, an older and a newer iOS.
  public struct Pair: Sendable {
    public var older: Observation
    public var newer: Observation
    /// The newer's time over the older's, each divided by what the model (no iOS term)
    /// predicts for it: above 1, the newer iOS ran slower.
    public var factor: Double

    /// The work's kind, named by the engine that laid it out.
    public var kind: String {
      let prices = OSVersionEvidence.kinds(of: older.work)
      if prices.contains(.autolayoutView) { return "Auto Layout" }
      if prices.contains(.stackviewView) { return "stack views" }
      return "manual layout"
    }
  }

  /// The pairs of one device's step from one iOS to another, and what the rule makes of them.
  public struct Step: Sendable {
    public var device: String
    public var older: String
    public var newer: String
    public var pairs: [Pair]
    /// True when the rule supports a term for this step.
    public var supported: Bool

    /// True when the step goes from before Auto Layout's rewrite to after it
    /// (`IOSRelease.autoLayoutEngine`): the one step the model has a term for.
    public var crossesEngineRewrite: Bool {
      let release = IOSRelease.autoLayoutEngine
      guard let from = OSVersionEvidence.version(older)?.first,
        let to = OSVersionEvidence.version(newer)?.first
      else { return false }
      return from < release && to >= release
    }
  }

  public let steps: [Step]

  /// The rule, printed with the evidence.
  public static let rule =
    "a step from one iOS to another on one device supports a term only when two or more "
    + "kinds of work measured under both move the same way, each by more than the fit's "
    + "typical factor"

  /// The prices a work uses, each named as on any iOS (`PriceName.anyIOS`): the same work
  /// under two versions is one kind, whichever price each version charges.
  static func kinds(of work: Work) -> Set<PriceName> {
    Set(work.amounts.keys.map(\.anyIOS))
  }

  /// Pairs `observations` (fitted and set aside alike) by device and work, at `prices` with
  /// no iOS term (every `.ios11` price at its iOS 12 counterpart's value: the evidence is for
  /// the term, so it is read without it); `typical` is the fit's typical factor (×1.2: what
  /// one observation is off by anyway).
  public init(_ observations: [Observation], prices termed: UnitPrices, typical: Double) {
    var prices = termed
    for name in PriceName.allCases where name.anyIOS != name {
      prices[name] = termed[name.anyIOS]
    }
    var pairs: [Pair] = []
    let versioned = observations.compactMap { o in Self.version(o.os).map { (o, $0) } }
    for (index, (a, va)) in versioned.enumerated() {
      for (b, vb) in versioned[(index + 1)...]
      where va != vb && a.device == b.device && Self.kinds(of: a.work) == Self.kinds(of: b.work) {
        let (older, newer) = va.lexicographicallyPrecedes(vb) ? (a, b) : (b, a)
        let factor =
          (newer.observedMicros / newer.predictedMicros(prices))
          / (older.observedMicros / older.predictedMicros(prices))
        guard factor.isFinite, factor > 0 else { continue }
        pairs.append(Pair(older: older, newer: newer, factor: factor))
      }
    }
    var steps: [Step] = []
    for pair in pairs {
      if let index = steps.firstIndex(where: {
        $0.device == pair.older.device && $0.older == pair.older.os && $0.newer == pair.newer.os
      }) {
        steps[index].pairs.append(pair)
      } else {
        steps.append(
          Step(
            device: pair.older.device, older: pair.older.os, newer: pair.newer.os,
            pairs: [pair], supported: false))
      }
    }
    let bar = max(1, typical)
    for index in steps.indices {
      let factors = steps[index].pairs.map(\.factor)
      steps[index].supported =
        Set(steps[index].pairs.map(\.kind)).count >= 2
        && (factors.allSatisfy { $0 > bar } || factors.allSatisfy { $0 < 1 / bar })
    }
    self.steps = steps
  }

  /// "iOS 9.3.2" as [9, 3, 2]; nil for an unstated or unreadable version.
  static func version(_ os: String) -> [Int]? {
    guard os.hasPrefix("iOS ") else { return nil }
    let parts = os.dropFirst(4).split(separator: ".").map { Int($0) }
    guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
    return parts.compactMap { $0 }
  }
}
