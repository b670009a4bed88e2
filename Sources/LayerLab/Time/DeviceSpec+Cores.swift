/// The P and E core counts behind a spec's `cpu` text ("2P+4E", "4P+4E", "2", or the A10's
/// "2P+2E, one pair at a time (the OS sees 2)").
extension DeviceSpec {
  /// Performance and efficiency cores as the OS schedules them.
  ///
  /// "NP+ME" gives N and M; a plain count gives that many P cores. The A10 Fusion's two pairs
  /// never run at the same time and apps see two cores [NBC-A10]; under drawing load its
  /// performance pair runs, so it counts as two P cores.
  public var coreKinds: (performance: Int, efficiency: Int) {
    if cpu.contains("one pair at a time") { return (2, 0) }
    let parts = cpu.split(separator: "+")
    let counts = parts.map { Int($0.prefix { $0.isNumber }) }
    if parts.count == 2, parts[0].hasSuffix("P"), parts[1].hasSuffix("E"),
      let p = counts[0], let e = counts[1]
    {
      return (p, e)
    }
    return (counts.first.flatMap { $0 } ?? 2, 0)
  }
}
