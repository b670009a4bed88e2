@testable import LayerLab

/// Drives an `Engine` the way the shell does, so each test reads as a short script.
///
/// Why: every test needs a fresh engine with a fake renderer, labels created through
/// `prepareCreate`, methods called as typed or scheduled input events, and trace queries;
/// keeping that here keeps each test about the one rule it checks.
struct Harness {
  let engine: Engine
  let renderer: FakeRenderer

  /// A fresh engine at time 0 on the model clock, so every time is exact; the CPU at its
  /// peak clock unless `cpuClock` says otherwise, so each piece of work takes exactly the
  /// cost model's price (the tests of other rules pin those prices; `CPUClockTests` asks
  /// for `.dynamic`, the shell's default).
  init(
    device: DeviceProfile = .iphone11, pool: PoolKind = .yy, clock: ClockMode = .model,
    cpuClock: CPUClockMode = .fixed
  ) {
    let renderer = FakeRenderer()
    self.renderer = renderer
    self.engine = Engine(device: device, clock: clock, pool: pool, renderer: renderer)
    // A fresh engine has nothing in flight: the change cannot be refused.
    try? engine.setCPUClock(cpuClock)
  }

  /// The 100×20 pt frame most tests use: 200×40 px at @2x.
  static let frame = Rect(x: 0, y: 0, width: 100, height: 20)

  /// `new label NAME …` typed at the prompt. An ADLabel (`layerClass: "ad"`) has neither
  /// `displaysAsynchronously` nor `commit`: it is always async and always defers.
  func label(
    _ name: String, frame: Rect = Harness.frame, async: Bool = true, text: String = "hi",
    commit: CommitMode = .direct, layerClass: String = "yy"
  ) throws(ModelError) {
    let yySwitches =
      layerClass == "yy"
      ? [
        PropertySetting("displaysAsynchronously", .bool(async)),
        PropertySetting("commit", .choice(commit.rawValue)),
      ] : []
    let properties =
      [
        PropertySetting("frame", .rect(frame)), PropertySetting("text", .text(text)),
        PropertySetting("layerClass", .choice(layerClass)),
      ] + yySwitches
    try engine.input(
      .create(kind: .label, name: name, properties: properties), text: "new label \(name)")
  }

  /// `NAME.METHOD()` typed at the prompt.
  func call(_ name: String, _ method: String) throws(ModelError) {
    try engine.input(.call(view: name, method: method))
  }

  /// `NAME.PROPERTY = VALUE` typed at the prompt.
  func set(_ name: String, _ property: String, _ value: PropertyValue) throws(ModelError) {
    try engine.input(.set(view: name, property: property, value: value))
  }

  /// `NAME.METHOD()` scheduled as an input event at absolute virtual time `time`.
  ///
  /// `schedule(after:)` counts from when main is next free, so the delay is worked out here.
  func schedule(_ name: String, _ method: String, at time: Micros) throws(ModelError) {
    let base = engine.mainTime
    try engine.schedule(after: time - base, .call(view: name, method: method))
  }

  /// The view called `name`, refused like the shell refuses an unknown name.
  static func view(_ name: String, in engine: Engine) throws(ModelError) -> any View {
    guard let view = engine.view(named: name) else {
      throw ModelError("unknown view '\(name)'")
    }
    return view
  }

  /// The layer of view `name` (nil when there is no such view).
  func layer(_ name: String) -> Layer? {
    engine.view(named: name)?.layer
  }

  /// Every event of `kind`, optionally only those named `name` or about layer `layer`.
  func events(_ kind: EventKind, _ name: String? = nil, layer: String? = nil) -> [EventRecord] {
    engine.recording.events.filter {
      $0.kind == kind && (name == nil || $0.name == name) && (layer == nil || $0.layer == layer)
    }
  }

  /// The values layer `layer`'s sentinel was bumped to, in order.
  func sentinelValues(layer: String) -> [Int] {
    engine.recording.events.compactMap { event in
      guard event.layer == layer, case .sentinel(_, let value) = event.payload else { return nil }
      return value
    }
  }

  /// Every event recorded during run-loop turn `turn`.
  func events(inTurn turn: Int) -> [EventRecord] {
    engine.recording.events.filter { $0.turn == turn }
  }

  /// The time of the one checkpoint `name` of draw `draw`.
  func checkTime(_ name: String, draw: Int) -> Micros? {
    events(.checkpoint, name).first { $0.draw == draw }?.time
  }

  /// Runs in 10 µs steps until `layer` has a draw running on a queue (an ADLabel's first
  /// draw waits for the next turn's commit, so no fixed delay fits every layer class); false
  /// when none started within `limit`.
  @discardableResult
  func runUntilDrawing(_ layer: String, limit: Micros = 100_000) -> Bool {
    let start = engine.mainTime
    while engine.mainTime - start < limit {
      let running = engine.drawing.tasks.values.contains {
        $0.layer.name == layer && $0.queue?.running === $0
      }
      if running { return true }
      guard engine.advance(.duration(10)) == .reached else { return false }
    }
    return false
  }

  /// Runs until idle and reports whether idleness was really reached.
  @discardableResult
  func idle() -> StopReason {
    engine.advance(.idle)
  }
}
