import LayerLab

/// `devices`: the device catalogue as a table, so a device can be chosen by its chip, speed
/// and screen rather than guessed from its name.
///
/// It goes through `printTable`, so `.mode csv` and `.mode json` give data: there the
/// annotations the table writes into cells (`~` on an estimated score, ProMotion beside the
/// rate, the rendered size beside a downsampled panel) become columns of their own, and the
/// numbers stay numbers.
struct DevicesStatement: StatementFamily {
  static let keywords = ["devices"]

  static let help = [
    StatementHelp(
      name: "devices", group: .settings, usage: "devices",
      summary: "the device catalogue, one row per name 'device' accepts: chip, CPU cores "
        + "(P+E), Geekbench 5 single-core (~ an estimate; the CPU speed follows from it), the "
        + "panel's refresh rate (ProMotion: an iPhone app gets 120 Hz only with 'promotion on'), "
        + "scale, screen in points and the panel's pixels (the 8 Plus and 12 mini show a 3x "
        + "render downsampled), and the iOS it runs (the newest Apple ships for it: before iOS "
        + "12 no scroll-burst hints and the older Auto Layout engine's prices); '.mode csv' or "
        + "'.mode json' for data, with estimated, promotion and rendered columns",
      example: "devices")
  ]

  static func parse(_ words: StatementWords) throws(ShellError) -> DevicesStatement {
    try words.none("devices")
    return DevicesStatement()
  }

  static func complete(_ words: ArraySlice<String>, word: String, with completer: Completer)
    -> [String]
  { [] }

  func execute(in session: Session, statement: Statement, at location: Location)
    throws(ShellError) -> Session.Outcome
  {
    let table = session.settings.mode == .table
    let devices = DeviceProfile.all
    let header =
      table
      ? ["name", "chip", "cores", "gb5", "hz", "scale", "points", "pixels", "ios"]
      : [
        "name", "chip", "cores", "gb5", "estimated", "hz", "promotion", "scale", "points",
        "pixels", "rendered", "ios",
      ]
    let rows = devices.map { table ? Self.tableRow($0) : Self.dataRow($0) }
    session.printTable(header: header, rows: rows)
    if table {
      let aliases = DeviceProfile.aliases.sorted { $0.key < $1.key }
        .map { "'\($0.key)' is \($0.value)" }.joined(separator: ", ")
      session.out(
        "~ an estimate, not a published score ('device NAME' says how made); pixels are the "
          + "panel's, with the 3x render it downsamples after 'from'; ios is the newest major "
          + "version Apple ships for the device, which the model runs (iPadOS on an iPad); "
          + "\(aliases)")
    }
    return .ok
  }

  /// CPU cores as the scheduler sees them: `2P+4E`, or `2` for a chip without E cores (and
  /// the A10, whose pairs never run together).
  static func cores(_ d: DeviceProfile) -> String {
    let cores = d.cpuCores
    let p = cores.filter { $0.kind == .performance }.count
    let e = cores.count - p
    return e == 0 ? "\(p)" : "\(p)P+\(e)E"
  }

  private static func tableRow(_ d: DeviceProfile) -> [String] {
    let score = Rect.format(d.spec.singleCore)
    let rate =
      d.panel.isProMotion
      ? "\(d.panel.maxRate) ProMotion \(d.panel.minRate)–\(d.panel.maxRate)"
      : "\(d.panel.maxRate)"
    let pixels =
      d.isDownsampled
      ? "\(d.nativePixels.text) from \(d.renderedPixels.text)" : d.nativePixels.text
    return [
      d.name, d.spec.soc, cores(d), (d.spec.singleCoreEstimated ? "~" : "") + score, rate,
      Rect.format(d.scale), points(d), pixels, "\(d.ios)",
    ]
  }

  private static func dataRow(_ d: DeviceProfile) -> [String] {
    [
      d.name, d.spec.soc, cores(d), Rect.format(d.spec.singleCore),
      BoolValue.format(d.spec.singleCoreEstimated), "\(d.panel.maxRate)",
      BoolValue.format(d.panel.isProMotion), Rect.format(d.scale), points(d),
      d.nativePixels.text, d.renderedPixels.text, "\(d.ios)",
    ]
  }

  private static func points(_ d: DeviceProfile) -> String {
    "\(Rect.format(d.screenWidth))x\(Rect.format(d.screenHeight))"
  }
}
