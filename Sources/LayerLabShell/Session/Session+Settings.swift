import LayerLab

/// Settings statements: `clock`, `device`, `pool`, `seed`, `.show`.
extension Session {
  func setClock(_ value: String?) throws(ShellError) {
    guard let value else {
      out("clock \(engine.clock.rawValue) (options: measured, model)")
      return
    }
    guard let mode = ClockMode(rawValue: value) else {
      throw ShellError("unknown clock '\(value)' (use 'measured' or 'model')")
    }
    engine.setClock(mode)
  }

  func setDevice(_ value: String?) throws(ShellError) {
    guard let value else {
      let d = engine.device
      out(
        "device \(d.name): \(d.cores) cores, \(d.refreshRate) Hz, @\(Rect.format(d.scale))x, "
          + "\(Rect.format(d.screenWidth))x\(Rect.format(d.screenHeight)) pt, speed factor "
          + Rect.format(d.speedFactor))
      out("  (options: \(DeviceProfile.all.map(\.name).joined(separator: ", ")))")
      return
    }
    guard let profile = DeviceProfile.named(value) else {
      let names = DeviceProfile.all.map(\.name)
      let hint = Suggest.closest(to: value, among: names).map { "did you mean '\($0)'? " } ?? ""
      throw ShellError(
        "unknown device '\(value)'; \(hint)(one of: \(names.joined(separator: ", ")))")
    }
    try model { () throws(ModelError) in try engine.setDevice(profile) }
  }

  func setPool(_ value: String?) throws(ShellError) {
    guard let value else {
      out(
        "pool \(engine.pool.rawValue) (options: \(PoolKind.allCases.map(\.rawValue).joined(separator: ", ")))"
      )
      return
    }
    guard let kind = PoolKind(rawValue: value) else {
      let names = PoolKind.allCases.map(\.rawValue)
      throw ShellError("unknown pool '\(value)' (one of: \(names.joined(separator: ", ")))")
    }
    try model { () throws(ModelError) in try engine.setPool(kind) }
  }

  func setSeed(_ value: String?) throws(ShellError) {
    guard let value else {
      out("seed \(settings.seed)")
      return
    }
    let parsed = try IntValue.parse(value, name: "seed", range: 0...Int(Int32.max))
    settings.seed = UInt64(parsed)
  }

  /// `.show`: every setting, one per line.
  func printSettings() {
    let rows = [
      ["clock", engine.clock.rawValue],
      ["device", engine.device.name],
      ["pool", engine.pool.rawValue],
      ["seed", String(settings.seed)],
      ["echo", settings.echo ? "on" : "off"],
      ["bail", settings.bail ? "on" : "off"],
      ["mode", settings.mode.rawValue],
      ["headers", settings.headers ? "on" : "off"],
      ["timer", settings.timer ? "on" : "off"],
      ["output", outputDescription],
    ]
    printTable(header: ["setting", "value"], rows: rows)
  }
}
