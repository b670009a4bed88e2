/// A chip's CPU clock figures: each cluster's peak and idle frequency, and how fast the
/// performance controller moves between them (`CPUClock`).
///
/// Sources (tags as in devices.md where it has them):
/// - Peaks: devices.md's table ([AT-XS], [AT-SE], [AT-A15 via TS], [NBC-A16], [CHIP], [TCD],
///   [SOLAR], [CPUM], [NBC-A10], [SP-XS], [GSMA-6s], [IDB], [HATENA]).
/// - [ECL-M1] eclecticlight.co 2022-05-31, "Power on Tap: Dynamic control of P cores in M1
///   chips", and 2022-10-05, "Making the most of Apple silicon power 2": M1 P cores idle at
///   600 MHz and peak at 3,204 MHz; E cores 600 MHz idle, 2,064 MHz peak; frequencies are set
///   per cluster; "once load is removed, they return almost immediately to idle frequency".
/// - [ECL-M4] eclecticlight.co (Last Week on My Mac: Power throttle, 2025-01-12): M4 P cores
///   idle at 1,260 MHz and peak at 4,512 MHz.
/// - [AT-XS6] AnandTech, iPhone XS review p. 6, "iOS12 Scheduler Load Ramp Analyzed": iOS's
///   scheduler turns threads' execution time into a utilisation figure the DVFS mechanism
///   follows, and iOS 12 made it ramp faster. Its measured ramp times could not be read in
///   the stored copy (only the section's opening is held).
///
/// Every iPhone's idle frequency is an ESTIMATE: no A-series idle clock is published in the
/// notes, so the A11–A16 take the M1's 600 MHz (the M1's Firestorm is the A14's P core) and
/// the A17 Pro and A18 Pro the M4's 1,260 MHz (the same generation of cores); the A5–A10
/// take 600 MHz too, for want of anything nearer.
public struct CPUClockSpec: Sendable, Equatable {
  /// One cluster's figures.
  public struct Cluster: Sendable, Equatable {
    public var peakMHz: Double
    public var idleMHz: Double
    /// Busy time from the idle floor to peak, and idle time from peak to the floor.
    public var rampTime: Micros
    public var decayTime: Micros

    /// The idle floor as a fraction of peak.
    public var floor: Double { min(1, max(0.05, idleMHz / peakMHz)) }

    public init(peakMHz: Double, idleMHz: Double, rampTime: Micros, decayTime: Micros) {
      self.peakMHz = peakMHz
      self.idleMHz = idleMHz
      self.rampTime = rampTime
      self.decayTime = decayTime
    }
  }

  public var performance: Cluster
  public var efficiency: Cluster
  /// Whether UIKit announces scroll bursts to the performance controller
  /// (`CPUClockMode.dynamic`): a chip's own figures say yes; the device's iOS decides
  /// (`DeviceProfile.clock`: before `IOSRelease.scrollBurstHints` the clocks follow the load
  /// alone whatever the mode).
  public var hearsBurstHints = true
  /// Where the figures come from, for `device`.
  public var sources: String

  /// Busy time from idle to peak: an ESTIMATE. AnandTech measured it on the A11 and A12
  /// [AT-XS6], but the figure could not be read here; 100 ms is how long a utilisation average
  /// with Linux's published 32 ms half-life (sched-pelt) takes to climb from 0 to 90 % (six
  /// frames at 60 Hz), so a fling that keeps main busy reaches peak within its first frames
  /// while a slow drag's isolated bursts do not.
  /// Replace it with the published figure when it is read.
  public static let rampTime: Micros = 100_000

  /// Idle time from peak to the floor: an ESTIMATE, equal to `rampTime`. A governor that
  /// follows a running average of utilisation (what iOS's scheduler feeds its DVFS mechanism
  /// [AT-XS6]) moves at the same rate both ways: Linux's per-entity load tracking, the one
  /// such average whose constants are published (kernel docs, sched-pelt: a 32 ms
  /// half-life), takes about 100 ms to climb from 0 to 90 % and as long to fall back. Apple's
  /// controller is not documented; Eclectic Light sees M1 P cores "return almost immediately
  /// to idle" once a load stops [ECL-M1], so the fall is at most the ramp's order. Not
  /// modelled: iOS also hears Core Animation's frame deadlines (XNU's work intervals) and
  /// keeps a UI that is drawing frames up, which this load-only governor does not.
  public static let decayTime: Micros = 100_000

  /// The idle frequency taken for every chip whose own is not published (see above).
  static let idleMHz = 600.0

  /// Each chip's P peak (MHz, from devices.md), E peak where published, idle clock and
  /// sources, by its catalogue name (`DeviceSpec.soc`). `CPUClockTests` fails when a
  /// catalogue device's chip is missing here: it would otherwise run at the A13's clocks
  /// without a word (issue 38).
  static let chips: [String: (p: Double, e: Double?, idle: Double, tags: String)] = [
    "A5": (800, nil, idleMHz, "[HH12]"),
    "A6": (1300, nil, idleMHz, "[TH-5]"),
    "A8": (1400, nil, idleMHz, "[IDB, GSMA-6]"),
    "A9": (1850, nil, idleMHz, "[GSMA-6s, CPUM]"),
    "A10 Fusion": (2340, 1090, idleMHz, "[NBC-A10, CPUM]"),
    "A11 Bionic": (2390, nil, idleMHz, "[SP-XS, NR-A9]"),
    "A12 Bionic": (2500, 1590, idleMHz, "[AT-XS]"),
    "A12X Bionic": (2490, 1590, idleMHz, "[AT-XS] (A12 cores)"),
    "A13 Bionic": (2660, 1730, idleMHz, "[AT-SE]"),
    "A14 Bionic": (2998, 1823, idleMHz, "[AT-A15 via TS]"),
    "A15 Bionic": (3240, 2016, idleMHz, "[AT-A15 via TS]"),
    "A16 Bionic": (3460, 2020, idleMHz, "[NBC-A16]"),
    "A17 Pro": (3780, nil, 1260, "[CHIP, TOMSHW]; idle as the M4 [ECL-M4]"),
    "A18 Pro": (4040, nil, 1260, "[TCD, GB-16]; idle as the M4 [ECL-M4]"),
    "M1": (3204, 2064, 600, "[ECL-M1] (idle published)"),
    "M4": (4400, nil, 1260, "[HATENA]; idle [ECL-M4]"),
  ]

  /// The chip's figures (``chips``): E peak where published, else 60 % of P (the A13's
  /// 1.73 ÷ 2.66 ≈ 0.65 rounded down: an ESTIMATE). A chip not in the table — none of the
  /// catalogue's, which a test holds — says so in its sources and takes the A13's.
  static func chip(_ soc: String) -> CPUClockSpec {
    let figures = chips[soc] ?? (2660, 1730, idleMHz, "NOT IN THE TABLE: the A13's [AT-SE]")
    let p = Cluster(
      peakMHz: figures.p, idleMHz: figures.idle, rampTime: rampTime, decayTime: decayTime)
    let e = Cluster(
      peakMHz: figures.e ?? figures.p * 0.6, idleMHz: min(figures.idle, idleMHz),
      rampTime: rampTime, decayTime: decayTime)
    let idle =
      soc == "M1"
      ? "idle 600 MHz [ECL-M1]"
      : "idle \(Int(figures.idle)) MHz ESTIMATE (M1/M4's [ECL-M1, ECL-M4])"
    return CPUClockSpec(
      performance: p, efficiency: e,
      sources: "peak \(Int(figures.p)) MHz \(figures.tags); \(idle); ramp 100 ms and fall "
        + "100 ms ESTIMATES [AT-XS6, ECL-M1]")
  }
}

extension DeviceSpec {
  /// The chip's CPU clock figures (`CPUClockSpec`).
  public var clock: CPUClockSpec { CPUClockSpec.chip(soc) }
}
