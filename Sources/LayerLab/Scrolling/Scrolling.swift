/// The tables and their scrolling: which table moves, whether the run loop is in tracking
/// mode, and the step each moving table takes at a display-link tick.
///
/// A kernel process with no events of its own — scroll steps happen inside the display
/// link's callback on main — but a moving table is a reason the session is not idle. It keeps
/// its own list of tables, so nothing scans every view to find them.
public final class Scrolling: SimulationProcess {
  /// Every table, in creation order.
  public private(set) var tables: [TableView] = []
  /// Row layouts measured ahead for the typed statement being applied (`Engine.input`): the
  /// table it makes or re-measures takes them instead of measuring on main.
  private var measuredAhead: RowsMeasuredAhead?
  /// A repeated run's gesture variation (nil: the script's gestures exactly), and how many
  /// gestures it has varied so far.
  public private(set) var variation: GestureVariation?
  private var gestures = 0
  /// How many gestures have been given a phase so far.
  private var phased = 0

  init() {}

  /// Varies this run's gestures from now on (`compare … runs=N`).
  func vary(_ variation: GestureVariation?) {
    self.variation = variation
    gestures = 0
    phased = 0
  }

  /// How much later than typed a repeated run's gesture statement touches the screen
  /// (``GestureVariation/phase(forGesture:interval:)``); nil for any other statement or an
  /// unvaried run, which run at once.
  func phaseDelay(for command: ViewCommand, interval: Micros) -> Micros? {
    guard let variation else { return nil }
    let call: TableCall?
    switch command {
    case .tableCall(_, let made): call = made
    case .call(let name, let method):
      call = table(named: name) == nil ? nil : try? TableCall(method, on: name)
    default: call = nil
    }
    guard call?.isGesture == true else { return nil }
    defer { phased += 1 }
    return variation.phase(forGesture: phased, interval: interval)
  }

  /// The factor for the next gesture: 1 unless the run is varied.
  func nextGestureFactor() -> Double {
    guard let variation else { return 1 }
    defer { gestures += 1 }
    return variation.factor(forGesture: gestures)
  }

  func add(_ table: TableView) {
    tables.append(table)
  }

  /// The table called `name`, if there is one.
  public func table(named name: String) -> TableView? {
    tables.first { $0.name == name }
  }

  /// Holds the rows measured ahead for the statement being applied (nil drops them).
  func keep(_ ahead: RowsMeasuredAhead?) {
    measuredAhead = ahead
  }

  /// The rows measured ahead for `table`, once: nil when none were, or when they were
  /// measured for another table, width, cell or thumbnails setting.
  func takeRowsMeasuredAhead(for table: TableView) -> RowLayouts? {
    guard let ahead = measuredAhead, ahead.fits(table) else { return nil }
    measuredAhead = nil
    return ahead.layouts
  }

  /// True while a table is dragged or decelerating: the run loop is in `tracking` mode.
  public var isTracking: Bool { tables.contains { $0.scroll.motion?.isTracking == true } }

  /// At a display-link tick: every moving table takes its offset for this moment.
  func step(in engine: Engine) {
    for table in tables { table.scroll.step(table, in: engine) }
  }

  public var rank: EventRank { .main }
  public func nextEventTime(now: Micros) -> Micros? { nil }
  public func handleEvent(at time: Micros) {}

  public var busyReasons: [String] {
    tables.filter { $0.scroll.motion != nil }.map { "table '\($0.name)' \($0.state)" }
  }
}
