/// The tables and their scrolling: which table moves, whether the run loop is in tracking
/// mode, and the step each moving table takes at a display-link tick.
///
/// A kernel process with no events of its own — scroll steps happen inside the display
/// link's callback on main — but a moving table is a reason the session is not idle. It keeps
/// its own list of tables, so nothing scans every view to find them.
public final class Scrolling: SimulationProcess {
  /// Every table, in creation order.
  public private(set) var tables: [TableView] = []

  init() {}

  func add(_ table: TableView) {
    tables.append(table)
  }

  /// The table called `name`, if there is one.
  public func table(named name: String) -> TableView? {
    tables.first { $0.name == name }
  }

  /// True while a table is dragged or decelerating: the run loop is in `tracking` mode.
  public var isTracking: Bool { tables.contains { $0.motion?.isTracking == true } }

  /// At a display-link tick: every moving table takes its offset for this moment.
  func step(in engine: Engine) {
    for table in tables { table.stepScroll(in: engine) }
  }

  public var rank: EventRank { .main }
  public func nextEventTime(now: Micros) -> Micros? { nil }
  public func handleEvent(at time: Micros) {}

  public var busyReasons: [String] {
    tables.filter { $0.motion != nil }.map { "table '\($0.name)' \($0.state)" }
  }
}
