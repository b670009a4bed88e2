import LayerLab

extension Session {
  /// One variant of a `compare`: the values it forces, one per compared dimension (table
  /// strategy, pool, device, clock, then each `VIEW.PROP=…` in the order written); a
  /// dimension not compared is nil (or absent) and left to the script.
  struct CompareRun: Sendable, Equatable {
    var strategy: TableStrategy?
    var pool: PoolKind?
    var device: DeviceProfile?
    var clock: ClockMode?
    /// The forced property values, one per property variant.
    var properties: [PropertyOverride] = []

    /// The row's name: the forced values, in dimension order ("sync iphone6"); a property
    /// says which it is ("async feed.layers=separate"), since a bare `true` or `1` would not.
    var name: String {
      ([strategy?.rawValue, pool?.rawValue, device?.name, clock?.rawValue].compactMap { $0 }
        + properties.map(\.name)).joined(separator: " ")
    }

    /// The table's first column: the one dimension compared, or "run" when several are (or a
    /// property is: its rows name it themselves).
    static func header(_ runs: [CompareRun]) -> String {
      guard let first = runs.first, first.properties.isEmpty else { return "run" }
      let dimensions = [
        first.strategy != nil, first.pool != nil, first.device != nil, first.clock != nil,
      ]
      guard dimensions.filter({ $0 }).count == 1 else { return "run" }
      return ["strategy", "pool", "device", "clock"][dimensions.firstIndex(of: true) ?? 0]
    }

    /// Every combination of the given values, strategies outermost, then pools, devices,
    /// clocks and the property variants in order, the last innermost.
    static func product(
      strategies: [TableStrategy], pools: [PoolKind], devices: [DeviceProfile],
      clocks: [ClockMode], variants: [PropertyVariant] = []
    ) -> [CompareRun] {
      var runs: [CompareRun] = []
      for strategy in strategies.isEmpty ? [nil] : strategies.map(Optional.some) {
        for pool in pools.isEmpty ? [nil] : pools.map(Optional.some) {
          for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
            for clock in clocks.isEmpty ? [nil] : clocks.map(Optional.some) {
              runs.append(CompareRun(strategy: strategy, pool: pool, device: device, clock: clock))
            }
          }
        }
      }
      for variant in variants {
        runs = runs.flatMap { run in
          variant.overrides.map { override in
            var crossed = run
            crossed.properties.append(override)
            return crossed
          }
        }
      }
      return runs
    }

    /// The engine settings the run starts from: the comparing session's `settings` with what
    /// this run forces (a forced device under the session's ProMotion opt-in, as `device`
    /// would keep it).
    func forcing(_ settings: EngineSettings) -> EngineSettings {
      var forced = settings
      if let device { forced.device = device.optingIn(settings.device.promotionOptIn) }
      if let clock { forced.clock = clock }
      if let pool { forced.pool = pool }
      return forced
    }

    /// False for a line that would undo what the run forces: `pool …`, `device …` or
    /// `clock …` under a forced pool, device or clock, `NAME.strategy = …` under a forced
    /// strategy (a table's `strategy=` at creation is overridden where the table is made).
    func keeps(_ line: String) -> Bool {
      let trimmed = line.trimmingBlanks
      if pool != nil, trimmed.hasPrefix("pool ") { return false }
      if device != nil, trimmed.hasPrefix("device ") { return false }
      if clock != nil, trimmed.hasPrefix("clock ") { return false }
      if strategy != nil, let dot = trimmed.firstIndex(of: "."), trimmed.first != "." {
        let rest = trimmed[trimmed.index(after: dot)...].drop { $0 == " " }
        if rest.hasPrefix("strategy ") || rest.hasPrefix("strategy=") { return false }
      }
      return true
    }
  }
}
