import Foundation
import LayerLab

/// A setting statement: `NAME` alone prints the setting and its values, `NAME VALUE` sets
/// it; Tab offers the values the model's enum has.
protocol SettingStatement: StatementFamily {
  var value: String? { get }
  init(value: String?)
  static var values: [String] { get }
}

extension SettingStatement {
  static func parse(_ words: StatementWords) throws(ShellError) -> Self {
    Self(value: try words.optional(help[0].usage))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  {
    words.count == 1 ? values : []
  }
}

/// `clock [measured|model]`: how a render's virtual cost is decided.
struct ClockStatement: SettingStatement {
  var value: String?

  static let keywords = ["clock"]
  static let values = ClockMode.allCases.map(\.rawValue)

  static let help = [
    StatementHelp(
      name: "clock", group: .settings, usage: "clock [\(values.joined(separator: "|"))]",
      summary: "model (the default): a render costs the fitted unit prices ('costs', "
        + "'calibration') over its glyphs, lines and pixels — the same on every host and run; "
        + "measured: the host's real Pango/Cairo time converted to the device, which moves with "
        + "the host and its load (single runs on a busy host stray by tens of percent: "
        + "scripts/hog-check)",
      example: "clock model")
  ]

  static let topics = ClockMode.allCases.map { mode in
    StatementHelp(
      name: mode.rawValue, group: .settings, usage: "clock \(mode.rawValue)",
      summary: summary(mode), example: "clock \(mode.rawValue)")
  }

  private static func summary(_ mode: ClockMode) -> String {
    switch mode {
    case .measured:
      "a render costs the host time the real Pango/Cairo work took, converted to the device "
        + "by calibration probes; moves with the host and its load (scripts/hog-check)"
    case .model:
      "the default: a render costs the fitted unit prices over its pixels, glyphs and lines "
        + "('costs'), so every host and run print the same figures"
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    guard let value else {
      session.out(
        "clock \(engine.clock.rawValue) (options: \(Self.values.joined(separator: ", ")))")
      return .ok
    }
    guard let mode = ClockMode(rawValue: value) else {
      let names = Self.values.map { "'\($0)'" }.joined(separator: " or ")
      throw ShellError("unknown clock '\(value)' (use \(names))")
    }
    engine.setClock(mode)
    return .ok
  }
}

/// `device [NAME]`: the simulated device's cores, refresh rate, scale and screen.
struct DeviceStatement: SettingStatement {
  var value: String?

  static let keywords = ["device"]
  static let values = DeviceProfile.all.map(\.name)

  static let help = [
    StatementHelp(
      name: "device", group: .settings, usage: "device [\(values.joined(separator: "|"))]",
      summary: "cores, refresh rate, scale and screen of the simulated device; a ProMotion "
        + "iPhone (13 Pro and later Pro models) runs the app at 60 Hz unless 'promotion on', an "
        + "iPad Pro at 120 Hz always; the setting survives a device change; 'devices' lists "
        + "every one with its chip, Geekbench 5 score and screen; refused while a draw or a "
        + "commit is in flight (its frame is timed on the old vsync grid): 'run until idle' "
        + "first; \(aliasNote)",
      example: "device iphone8")
  ]

  /// `'iphone-se' still selects iphonese1`: the old names `named` accepts.
  static let aliasNote = DeviceProfile.aliases.sorted { $0.key < $1.key }
    .map { "'\($0.key)' still selects \($0.value)" }.joined(separator: ", ")

  static let topics = DeviceProfile.all.map { device in
    StatementHelp(
      name: device.name, group: .settings, usage: "device \(device.name)",
      summary: topic(device), example: "device \(device.name)",
      aliases: DeviceProfile.aliases.filter { $0.value == device.name }.map(\.key).sorted())
  }

  /// `6 cores, 60 Hz, @2x, 414x896 pt, ×1.00 the A13`; a panel with fewer pixels than the
  /// render (8 Plus, 12 mini) is named after the points.
  static func describe(_ d: DeviceProfile) -> String {
    let panel =
      d.isDownsampled
      ? " (drawn at \(d.renderedPixels.text) px, shown downsampled on a "
        + "\(d.nativePixels.text) panel)" : ""
    return "\(d.cores) cores, \(rate(d)), @\(Rect.format(d.scale))x, "
      + "\(Rect.format(d.screenWidth))x\(Rect.format(d.screenHeight)) pt\(panel), UI work ×"
      + String(format: "%.2f", d.relativeSpeed) + " the A13's time"
  }

  /// The rate the app runs at and why: `60 Hz` for a fixed panel; for ProMotion the panel
  /// and whether the app's Info.plist opts in (only an iPhone needs to).
  static func rate(_ d: DeviceProfile) -> String {
    guard d.panel.isProMotion else { return "\(d.refreshRate) Hz" }
    let panel =
      d.refreshRate == d.panel.maxRate
      ? "ProMotion panel" : "\(d.panel.maxRate) Hz ProMotion panel"
    guard d.rateNeedsOptIn else {
      return "\(d.refreshRate) Hz (\(panel); an iPad app needs no opt-in)"
    }
    return d.promotionOptIn
      ? "\(d.refreshRate) Hz (\(panel); app opted in: \(PromotionStatement.key) = YES)"
      : "\(d.refreshRate) Hz (\(panel); app not opted in: \(PromotionStatement.key) absent — "
        + "'promotion on' opts in)"
  }

  /// For a ProMotion panel: its range, and what the model does when nothing changes.
  static func idle(_ d: DeviceProfile) -> String? {
    guard d.panel.isProMotion else { return nil }
    return "ProMotion \(d.panel.minRate)–\(d.panel.maxRate) Hz: with nothing new to show the "
      + "panel drops toward \(d.panel.minRate) Hz; not modelled — the model's display link "
      + "(YYFPSLabel's) always runs, and a running CADisplayLink asks for every frame, so ticks "
      + "stay at \(d.refreshRate) Hz while idle"
  }

  /// The calibration: the reference workload's time on the device, on the host, and the
  /// factor each clock uses.
  static func calibration(_ engine: Engine) -> String {
    let host = engine.hostReferenceMicros.map { Format.ms(Micros($0.rounded())) }
    let slowdown = String(format: "%.2f", engine.slowdown)
    let line =
      "reference workload \(Format.ms(Micros(engine.referenceMicros.rounded()))) on this "
      + "device (the unit prices 'calibration' fitted × \(slowdown), its speed against the A13)"
    guard engine.clock == .measured else {
      return line + " → render costs × \(slowdown) under clock model"
    }
    guard let rates = engine.stageRates else {
      return line + "; this host took \(host ?? "?") (fastest of 5) → render costs × "
        + "\(String(format: "%.2f", engine.speedFactor)) under clock measured"
    }
    let kinds = rates.rates.keys.sorted().map {
      "\($0) \(String(format: "%.2f", rates.rates[$0] ?? 0))"
    }
    return line + "; under clock measured a stage's host time × its kind's rate to the A13's "
      + "µs (this host, fastest of 15 per probe stage: \(kinds.joined(separator: ", "))) × "
      + slowdown
  }

  /// A help topic's line: the profile and its chip.
  static func topic(_ d: DeviceProfile) -> String {
    describe(d) + " (\(d.spec.soc); Geekbench 5 \(Rect.format(d.spec.singleCore))"
      + (d.spec.singleCoreEstimated ? " est." : "") + ")"
  }

  static func parse(_ words: StatementWords) throws(ShellError) -> DeviceStatement {
    DeviceStatement(value: try words.optional("device [NAME]"))
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    guard let value else {
      let device = engine.device
      let spec = device.spec
      func estimate(_ flag: Bool) -> String { flag ? " (estimate)" : "" }
      session.out("device \(device.name): " + Self.describe(device))
      session.out(
        "  \(spec.soc), CPU \(spec.cpu); Geekbench 5 single-core \(Rect.format(spec.singleCore))"
          + estimate(spec.singleCoreEstimated) + "; GPU \(Rect.format(spec.gpuGFLOPS)) GFLOPS"
          + estimate(spec.gpuEstimated) + " → fill rate \(Rect.format(device.gpuFillRate)) "
          + "pixel operations/µs (an estimate: no fill rate is published)")
      if let idle = Self.idle(device) { session.out("  " + idle) }
      session.out("  sources (docs/research/devices.md): \(spec.sources)")
      session.out("  " + Self.calibration(engine))
      session.out("  (options: \(Self.values.joined(separator: ", ")); 'devices' compares them)")
      return .ok
    }
    guard let profile = DeviceProfile.named(value) else {
      let hint =
        Suggest.closest(to: value, among: Self.values).map { "did you mean '\($0)'? " } ?? ""
      throw ShellError(
        "unknown device '\(value)'; \(hint)(one of: \(Self.values.joined(separator: ", ")))")
    }
    try session.model { () throws(ModelError) in try engine.setDevice(profile) }
    return .ok
  }
}

/// `pool [KIND]`: which render queues async draws go to.
struct PoolStatement: SettingStatement {
  var value: String?

  static let keywords = ["pool"]
  static let values = PoolKind.allCases.map(\.rawValue)

  static let help = [
    StatementHelp(
      name: "pool", group: .settings, usage: "pool [\(values.joined(separator: "|"))]",
      summary: "render queues: yy = YYDispatchQueuePool (per-QoS, min(cores,32), round-robin "
        + "from index 1); yy-fallback = min(cores,16) 'render' queues; ad = AsyncDraw's "
        + "ADManager: min(cores,6) serial queues, least loaded first; global = one "
        + "concurrent queue whose free threads take its draws in order (a thread per draw up to "
        + "the cores, more only while workers block). Only the queues: how a draw is cancelled "
        + "is the layer's class (layerClass=ad on a label or prototype table for ADLayer)",
      example: "pool yy-fallback")
  ]

  static let topics = PoolKind.allCases.map { kind in
    StatementHelp(
      name: kind.rawValue, group: .settings, usage: "pool \(kind.rawValue)",
      summary: summary(kind), example: "pool \(kind.rawValue)")
  }

  private static func summary(_ kind: PoolKind) -> String {
    switch kind {
    case .yy:
      "YYDispatchQueuePool: per-QoS contexts of min(cores, 32) serial queues, round-robin "
        + "from index 1"
    case .yyFallback:
      "YYAsyncLayer without the pool: min(cores, 16) serial 'render' queues, round-robin"
    case .ad:
      "AsyncDraw's ADManager: up to min(cores, 6) serial queues made as needed, then the "
        + "least loaded first; for ADLayer's two-state flag (a stale draw can overwrite newer "
        + "contents) make the label with layerClass=ad"
    case .global:
      "one global concurrent queue: a FIFO its free threads take draws from in order; GCD "
        + "brings up a thread per draw up to the core count, and more (up to 64, GCD's thread "
        + "explosion) only while workers block"
    }
  }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let engine = session.engine
    let list = Self.values.joined(separator: ", ")
    guard let value else {
      session.out("pool \(engine.pool.rawValue) (options: \(list))")
      return .ok
    }
    guard let kind = PoolKind(rawValue: value) else {
      throw ShellError("unknown pool '\(value)' (one of: \(list))")
    }
    try session.model { () throws(ModelError) in try engine.setPool(kind) }
    return .ok
  }
}

/// `seed [N]`: the seed for anything random, so runs repeat.
struct SeedStatement: StatementFamily {
  var value: String?

  static let keywords = ["seed"]

  static let help = [
    StatementHelp(
      name: "seed", group: .settings, usage: "seed [N]",
      summary: "the seed for anything random, so runs repeat", example: "seed 7")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> SeedStatement {
    SeedStatement(value: try words.optional("seed [N]"))
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  { [] }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    guard let value else {
      session.out("seed \(session.settings.seed)")
      return .ok
    }
    let parsed = try IntValue.parse(value, name: "seed", range: 0...Int(Int32.max))
    session.settings.seed = UInt64(parsed)
    return .ok
  }
}
