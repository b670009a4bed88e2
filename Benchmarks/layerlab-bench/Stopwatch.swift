/// Host time around a piece of work, from the monotonic `ContinuousClock`.
///
/// Why a monotonic clock: the wall clock can be stepped by NTP in the middle of a run, which
/// would make a sample negative or huge.
enum Stopwatch {
  /// Runs `body` once and returns its result and the host microseconds it took.
  static func micros<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (value: T, micros: Double)
  {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try body()
    let elapsed = start.duration(to: clock.now).components
    let micros = Double(elapsed.seconds) * 1e6 + Double(elapsed.attoseconds) / 1e12
    return (value, micros)
  }
}
