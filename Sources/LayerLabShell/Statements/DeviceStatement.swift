import Foundation
import LayerLab

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
    return "\(d.iosName), \(d.cores) cores, \(rate(d)), @\(Rect.format(d.scale))x, "
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

  /// What the device's iOS changes in the model (`IOSRelease`).
  static func system(_ d: DeviceProfile) -> String {
    let hints = IOSRelease.scrollBurstHints
    let engine = IOSRelease.autoLayoutEngine
    let heard =
      d.ios >= hints
      ? "UIKit's scroll-burst hints reach the CPU's performance controller (iOS \(hints))"
      : "no scroll-burst hints (iOS \(hints)): the clocks follow the load alone, even under "
        + "'cpuclock dynamic'"
    let solved =
      d.ios >= engine
      ? "Auto Layout at its iOS \(engine) prices (autolayout.view, stackview.view)"
      : "Auto Layout's engine as before its iOS \(engine) rewrite (autolayout.view.ios11, "
        + "stackview.view.ios11)"
    return "\(d.iosName), the newest Apple ships for it (docs/research/devices.md §6): \(heard); "
      + solved
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
    let host = engine.host?.referenceMicros.map { Format.ms(Micros($0.rounded())) }
    let slowdown = String(format: "%.2f", engine.slowdown)
    let line =
      "reference workload \(Format.ms(Micros(engine.referenceMicros.rounded()))) on this "
      + "device (the unit prices 'calibration' fitted × \(slowdown), its speed against the A13)"
    guard engine.clock == .measured else {
      return line + " → render costs × \(slowdown) under clock model"
    }
    guard let rates = engine.host?.rates else {
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
      session.out("  " + Self.system(device))
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
