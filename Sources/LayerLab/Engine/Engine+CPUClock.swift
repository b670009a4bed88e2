/// The `cpuclock` setting: whether the cluster clocks follow the load (DVFS) or stay at peak.
extension Engine {
  /// How the CPU clock behaves (`cpuclock`); dynamic by default.
  public var cpuClock: CPUClockMode { drawing.cores.clocks.mode }

  /// Switches the CPU clock model; the clocks restart now (from their idle floor when
  /// dynamic). Refused while draws are in flight: their progress was priced on the old clock.
  public func setCPUClock(_ mode: CPUClockMode) throws(ModelError) {
    guard mode != cpuClock else { return }
    guard !hasWorkInFlight else {
      throw ModelError(
        "cannot change the cpu clock while draws are in flight; 'run until idle' first")
    }
    drawing.cores.setClockMode(mode, spec: device.clock, at: now)
  }
}
