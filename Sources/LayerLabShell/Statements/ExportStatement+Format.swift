/// Which file extensions fit which `export` kind.
///
/// `export draws x.png` used to write CSV under a PNG name, which an image viewer then
/// refused with a puzzling message. A path whose extension names one of the formats the shell
/// writes must name the one this kind writes; any other name (`draws.txt`, `/dev/stdout`) is
/// left to the user.
extension ExportStatement {
  /// The extensions of the formats the shell writes, and what each holds.
  static let exportFormats = [
    "csv": "CSV", "json": "JSON", "png": "PNG", "pftrace": "a Perfetto protobuf trace",
  ]

  /// The extension each `export` kind writes.
  static func exportExtension(of kind: String) -> String {
    switch kind {
    case "chrome": "json"
    case "perfetto": "pftrace"
    case "timeline": "png"
    default: "csv"
    }
  }

  /// Refuses a path whose extension is another kind's format: `x.png` for CSV rows.
  static func checkExtension(_ kind: String, _ path: String) throws(ShellError) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return }
    let given = name[name.index(after: dot)...].lowercased()
    guard ExportKind(rawValue: kind) != nil else { return }
    let wanted = Self.exportExtension(of: kind)
    guard let format = Self.exportFormats[given], given != wanted else { return }
    let writes = Self.exportFormats[wanted] ?? wanted
    throw ShellError(
      "export \(kind) writes \(writes), not \(format); name the file with .\(wanted), "
        + "e.g. export \(kind) \(kind).\(wanted)")
  }
}
