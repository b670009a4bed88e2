import LayerLab

/// Reading what `compare` compares: strategies and pools by name, then optionally
/// `device NAME…` and `clock model|measured`; the runs are their cross product.
extension Session {
  static func compareRuns(_ words: [String]) throws(ShellError) -> [CompareRun] {
    var strategies: [TableStrategy] = []
    var pools: [PoolKind] = []
    var devices: [DeviceProfile] = []
    var clocks: [ClockMode] = []
    var section = "names"
    for word in words {
      if word == "device" || word == "clock" {
        section = word
        continue
      }
      switch section {
      case "device":
        guard let device = DeviceProfile.named(word) else {
          let known = DeviceProfile.all.map(\.name)
          let hint = Suggest.closest(to: word, among: known).map { "; did you mean '\($0)'?" }
          throw ShellError(
            "unknown device '\(word)'" + (hint ?? "; 'devices' lists them"))
        }
        devices.append(device)
      case "clock":
        guard let clock = ClockMode(rawValue: word) else {
          throw ShellError("unknown clock '\(word)' (one of: model, measured)")
        }
        clocks.append(clock)
      default:
        if let strategy = TableStrategy(rawValue: word) {
          strategies.append(strategy)
        } else if let pool = PoolKind(rawValue: word) {
          pools.append(pool)
        } else {
          let known = TableStrategy.allCases.map(\.rawValue) + PoolKind.allCases.map(\.rawValue)
          let hint = Suggest.closest(to: word, among: known).map { "; did you mean '\($0)'?" }
          throw ShellError(
            "unknown strategy or pool '\(word)'"
              + (hint ?? " (one of: \(known.joined(separator: ", ")))"))
        }
      }
    }
    if words.last == "device" || words.last == "clock" {
      throw ShellError("name at least one \(words.last ?? "") after '\(words.last ?? "")'")
    }
    let counts = [strategies.count, pools.count, devices.count, clocks.count].filter { $0 > 0 }
    let total = counts.reduce(1) { $0.multipliedReportingOverflow(by: $1).partialValue }
    guard !counts.isEmpty else {
      throw ShellError("name a strategy, pool, device or clock to compare")
    }
    guard total <= Session.maxCompared else {
      throw ShellError(
        "compare at most \(Session.maxCompared) runs at once (the compare-runs limit); "
          + "\(counts.map(String.init).joined(separator: " × ")) = \(total) asked")
    }
    return CompareRun.product(
      strategies: strategies, pools: pools, devices: devices, clocks: clocks)
  }
}
