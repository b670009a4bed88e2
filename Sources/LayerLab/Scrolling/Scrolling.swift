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
  /// When the last statement a phase put off lands (main's time): a view statement typed
  /// before then waits for it, so the script's order holds.
  private var pendingUntil: Micros = 0

  init() {}

  /// Varies this run's gestures from now on (`compare … runs=N`).
  func vary(_ variation: GestureVariation?) {
    self.variation = variation
    gestures = 0
    phased = 0
    pendingUntil = 0
  }

  /// How much later than typed (at main's time `now`) a repeated run's view statement runs:
  /// a gesture lands at its own phase against vsync
  /// (``GestureVariation/phase(forGesture:interval:)``), and no statement overtakes one typed
  /// before it — a tap, a property or a second gesture typed right after a phased fling lands
  /// with it or later, never first (declarations run at once: what follows may name them).
  /// Nil when the statement runs at once (always, in an unvaried run).
  func phaseDelay(for command: ViewCommand, at now: Micros, interval: Micros) -> Micros? {
    guard let variation else { return nil }
    switch command {
    case .set, .call, .tableCall: break
    case .create, .addMember, .createTable: return nil
    }
    var lands = now
    if isGesture(command) {
      lands += variation.phase(forGesture: phased, interval: interval)
      phased += 1
    }
    lands = max(lands, pendingUntil)
    guard lands > now else { return nil }
    pendingUntil = lands
    return lands - now
  }

  private func isGesture(_ command: ViewCommand) -> Bool {
    switch command {
    case .tableCall(_, let made): made.isGesture
    case .call(let name, let method):
      table(named: name) != nil && (try? TableCall(method, on: name))?.isGesture == true
    default: false
    }
  }

  /// The next gesture's strength (1 unless the run is varied) and the clock it finds the
  /// clusters at (nil unless varied).
  func nextGesture() -> (strength: Double, warmth: ClockWarmth?) {
    guard let variation else { return (1, nil) }
    defer { gestures += 1 }
    return (variation.factor(forGesture: gestures), variation.clockWarmth(forGesture: gestures))
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
