import LayerLab

/// The conditions a result was measured under, stamped on it: the device and its refresh
/// rate, the clock, the CPU-clock mode, the prices in force (by their id) and LayerLab's
/// version — swift-hitch stamps every recording with its conditions, so that two results are
/// never compared across a change of any of them unnoticed (issue 43).
///
/// Stamped as a heading line over `compare`'s and `stats`' tables, and as the same six
/// columns, last, on every CSV/JSON row they print.
struct RunConditions: Equatable {
  /// The data modes' column names, in ``values`` order.
  static let columns = ["device", "refresh_hz", "clock", "cpuclock", "calibration", "layerlab"]

  /// One value per column.
  let values: [String]

  init(_ engine: Engine) {
    values = [
      engine.device.name, String(engine.device.refreshRate), engine.clock.rawValue,
      engine.cpuClock.rawValue, engine.costs.calibration.id, LayerLabVersion.current,
    ]
  }

  /// "conditions: iphone8 · 60 Hz · …": the line over a compare's table.
  static func heading(_ runs: [RunConditions]) -> String {
    "conditions: " + line(runs)
  }

  /// "iphone8 · 60 Hz · clock model · cpuclock dynamic · calibration 1a2b3c4d · layerlab
  /// 0.10.0", a value shared by every run once, one that differs as "per row".
  static func line(_ runs: [RunConditions]) -> String {
    guard let first = runs.first else { return "none (no run finished)" }
    let shown = columns.indices.map { column -> String in
      let value =
        runs.allSatisfy { $0.values[column] == first.values[column] }
        ? first.values[column] : "per row"
      switch columns[column] {
      case "device": return value
      case "refresh_hz": return value == "per row" ? "refresh per row" : "\(value) Hz"
      case "layerlab": return "layerlab \(value)"
      default: return "\(columns[column]) \(value)"
      }
    }
    return shown.joined(separator: " · ")
  }
}
