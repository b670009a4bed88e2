/// Where a varied run's gesture finds each cluster's clock: a fraction of the way from its
/// floor to peak, per cluster (``GestureVariation/clockWarmth(forGesture:)``). The level only
/// rises to it: work the app itself did just before has already taken it where the model says.
///
/// Why: a real touch arrives on a phone whose clusters were left somewhere by work the model
/// does not see (other processes, the system delivering the touch, the last interaction), so
/// the same gesture starts at a different clock from one try to the next — the state issue 43
/// saw turn one late draw into a hitch or not.
public struct ClockWarmth: Sendable, Equatable {
  /// 0 is the cluster's floor, 1 its peak.
  public var performance: Double
  public var efficiency: Double
}
