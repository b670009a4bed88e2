/// Whether the CPU clock follows the load (`cpuclock dynamic`, the default) or stays at
/// peak (`cpuclock fixed`: every piece of work takes what the cost model prices it at).
public enum CPUClockMode: String, Sendable, CaseIterable {
  /// DVFS: each cluster ramps up under load and falls back when idle (`CPUClock`).
  case dynamic
  /// Every core at its peak frequency, always: the model before DVFS.
  case fixed
}
