import LayerLab

/// The compare-runs limits.
extension Session {
  /// The most runs one compare may make.
  /// The most runs one compare may make. Sixteen: a 2 × 2 × 4 grid of strategies, a
  /// property and devices. Raising it from 8 costs no more at once: runs share the host's
  /// cores one run per thread (``CompareStatement/threads(jobs:script:in:)`` never starts more threads
  /// than cores), so at most one engine per core is alive; what every run keeps until the
  /// next compare is its ``PlotRun`` (ticks and frame rows, bounded by the frames-kept limit).
  static let maxCompared = 16
  /// The most runs all the compares of one top-level statement may make together, nested
  /// compares (a compared file that compares), repeats and `runs=N` included: a 4-row compare
  /// of 32 runs twice over. An estimate of what stays bearable: a teaching script's run takes
  /// about a second here, so 256 runs cost a few minutes on two cores at worst (Ctrl-C stops
  /// them), where a self-comparing file's 8 + 64 + 512 + 4096 runs were unbounded in all but
  /// nesting depth.
  static let maxComparedPerStatement = 256
}

/// Reading what `compare` compares: strategies and pools by name, then optionally
/// `device NAME…` and `clock model|measured`, and anywhere `VIEW.PROP=V1,V2…`; the runs are
/// their cross product.
extension Session.CompareRun {
  static func parse(_ compared: [Word]) throws(ShellError) -> [Session.CompareRun] {
    var strategies: [TableStrategy] = []
    var pools: [PoolKind] = []
    var devices: [DeviceProfile] = []
    var clocks: [ClockMode] = []
    var variants: [Session.PropertyVariant] = []
    var section = "names"
    let words = compared.map(\.text)
    for (word, written) in zip(words, compared) {
      if let variant = try Session.PropertyVariant.parse(written) {
        guard
          !variants.contains(where: { $0.view == variant.view && $0.property == variant.property })
        else {
          throw ShellError(
            "'\(variant.view).\(variant.property)' is varied twice; give all its values in one "
              + "word: \(variant.view).\(variant.property)=V1,V2")
        }
        variants.append(variant)
        continue
      }
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
    let counts =
      ([strategies.count, pools.count, devices.count, clocks.count]
      + variants.map(\.values.count)).filter { $0 > 0 }
    // Saturating: sixty-four variants of two values each must not wrap round to 0 runs.
    let total = counts.reduce(1) { product, count in
      let (next, overflow) = product.multipliedReportingOverflow(by: count)
      return overflow ? .max : next
    }
    guard !counts.isEmpty else {
      throw ShellError(
        "name a strategy, pool, device, clock or VIEW.PROP=V1,V2 to compare")
    }
    if !strategies.isEmpty, let table = variants.first(where: { $0.property == "strategy" }) {
      throw ShellError(
        "'\(table.spelling)' and the strategies \(strategies.map(\.rawValue).joined(separator: " ")) "
          + "both vary the strategy; name the strategies alone (they apply to every table) or "
          + "vary '\(table.view).strategy' alone")
    }
    guard total <= Session.maxCompared else {
      throw ShellError(
        "compare at most \(Session.maxCompared) runs at once (the compare-runs limit); "
          + "\(counts.map(String.init).joined(separator: " × ")) = \(total) asked")
    }
    return Session.CompareRun.product(
      strategies: strategies, pools: pools, devices: devices, clocks: clocks, variants: variants)
  }
}
