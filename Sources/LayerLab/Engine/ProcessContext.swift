/// What a process may ask of the rest of the simulated world, instead of the whole engine:
/// the time and the device, main's clock, its queue and its transaction, the CPU's other
/// users, and the recording.
///
/// The render queues (`Drawing`), the render server and the image pipeline run beside main
/// and reach it the way their real counterparts do — `dispatch_async(main)`, a layer change
/// that opens Core Animation's implicit transaction, a run-loop wake-up — and append what they
/// did to the one recording. Giving them this rather than `Engine` keeps that list short and
/// in one place (a new operation is added here, with why it is needed), so a process cannot
/// quietly reach the views, the settings or another process's state. The main thread itself
/// runs the app's code (layout, the commit, view methods) and keeps the engine.
struct ProcessContext {
  private unowned let engine: Engine

  init(_ engine: Engine) {
    self.engine = engine
  }

  // MARK: - Time and the device

  /// The latest virtual time processed.
  var now: Micros { engine.now }
  var device: DeviceProfile { engine.device }
  /// The device's prices (`CostModel`).
  var costs: CostModel { engine.costs }
  /// How many times slower than the A13 this device does UI work (`Engine.slowdown`).
  var slowdown: Double { engine.slowdown }

  // MARK: - Main

  /// How far main has got: where work done on main now starts and ends.
  var mainClock: Micros { engine.main.clock }
  /// Main's run-loop turn, stamped on spans.
  var mainTurn: Int { engine.main.turn }
  /// The run-loop mode main runs in now (Texture's display queue follows it).
  var mainMode: RunLoopMode { engine.main.mode }
  /// CA commits made so far (what a vsync's frame record counts).
  var mainCommits: Int { engine.main.commits }

  /// `dispatch_async(main)` at `time`: the block runs when main drains its queue.
  func postToMain(_ action: MainBlock.Action, at time: Micros) {
    engine.main.post(action, at: time)
  }

  /// Main does `cost` of work now (a display's setup, a sync draw), moving its clock.
  func chargeMain(_ cost: Micros) {
    engine.main.charge(cost)
  }

  /// Main waits `duration` off the CPU (a disk read, a synchronous download).
  func blockMain(for duration: Micros) {
    engine.main.block(for: duration)
  }

  /// `setNeedsDisplay` marked `view`'s layer: main's commit displays it (its display pass
  /// reads the views marked, not every view).
  func markForDisplay(_ view: any View) {
    engine.main.marked.markForDisplay(view)
  }

  /// A layer changed on main: Core Animation's implicit transaction opens, so the next commit
  /// observer sends the tree.
  func openTransaction() {
    engine.main.transaction.open()
  }

  /// `CFRunLoopWakeUp` from a main-thread observer with work left: the coming sleep returns at
  /// once.
  func wakeMain() {
    engine.main.requestWake()
  }

  /// Installs an observer on main's run loop (Texture adds its own on first use).
  func addMainObserver(_ observer: RunLoopObserver) {
    engine.main.runLoop.observers.add(observer)
  }

  // MARK: - The app's views

  /// The view called `name`, if any (a download lands on the image views still waiting).
  func view(named name: String) -> (any View)? { engine.views[name] }

  /// A picture was set on `view` (or taken from it) on main: it redraws or decodes, as its
  /// class does (``ImageTarget``).
  func imageChanged(_ view: any ImageTarget) {
    view.imageChanged(in: engine)
  }

  // MARK: - The CPU's other users

  /// A GCD thread sleeps in blocking work from `time` to `end` (ADManager's image operation
  /// in `dataWithContentsOfURL`), so the global queue may bring up another (`Workqueue`).
  func blockWorkerThread(at time: Micros, until end: Micros) {
    engine.drawing.queues.workqueue.block(at: time, until: end)
  }

  /// Main holds a core at `time` (it works and is not blocked).
  func mainOnCPU(at time: Micros) -> Bool { engine.main.core.isOnCPU(at: time) }

  /// The next time after `time` at which main may take or leave a core.
  func mainNextCPUChange(after time: Micros) -> Micros? { engine.main.core.nextChange(after: time) }

  /// The end of the render prepare under way on the render server's CPU.
  var serverCPUBusyUntil: Micros { engine.server.cpuBusyUntil }

  // MARK: - Rendering

  /// What draws the pixels (`Engine.renderer`).
  var renderer: any LayerRenderer { engine.renderer }
  /// How render costs are decided (`clock model` or `measured`).
  var clockMode: ClockMode { engine.clock }
  /// `Engine.speedFactor`: render costs' factor without per-kind rates.
  var speedFactor: Double { engine.speedFactor }
  /// `clock measured`'s per-kind exchange rates, if learned.
  var stageRates: StageRates? { engine.host?.rates }

  // MARK: - The app, as a frame sees it

  /// The tree as of the last CA commit: what the render server renders.
  var committedTree: RenderTree { engine.committedTree }
  /// The app's tracked memory and the part that is layer contents, for a frame's record.
  var memoryBytes: Int { engine.memoryBytes }
  var contentsBytes: Int { engine.drawing.contentsBytes }
  /// The running counts, for a frame's record.
  var tally: SessionTally { engine.tally }

  // MARK: - The recording

  /// The one recording every process appends to (changed in place: no copy).
  var recording: Recording {
    get { engine.recording }
    nonmutating _modify { yield &engine.recording }
  }

  /// Appends an event at `time` (by default main's time) on `thread` (`Engine.log`).
  @discardableResult
  func log(
    _ event: TraceEvent, layer: String = "", thread: String = "main", at time: Micros? = nil,
    draw: Int? = nil
  ) -> Int {
    engine.log(event, layer: layer, thread: thread, at: time, draw: draw)
  }
}
