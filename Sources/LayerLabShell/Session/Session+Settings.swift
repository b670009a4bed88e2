import LayerLab

/// `.show`: every setting, the engine's and the shell's.
extension Session {
  /// `.show`: every setting, one per line.
  func printSettings() {
    let rows = [
      ["clock", engine.clock.rawValue],
      ["device", engine.device.name],
      ["promotion", engine.device.promotionOptIn ? "on" : "off"],
      ["pool", engine.pool.rawValue],
      ["cpuclock", engine.cpuClock.rawValue],
      ["seed", String(settings.seed)],
      ["echo", settings.echo ? "on" : "off"],
      ["quiet", settings.quiet ? "on" : "off"],
      ["bail", settings.bail ? "on" : "off"],
      ["mode", settings.mode.rawValue],
      ["headers", settings.headers ? "on" : "off"],
      ["timer", settings.timer ? "on" : "off"],
      ["output", outputDescription],
    ]
    printTable(header: ["setting", "value"], rows: rows)
  }
}
