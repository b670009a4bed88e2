import LayerLab

/// Random sessions for the invariant fuzzer, one per seed: views, tables of every strategy
/// and cell, scrolls, settings (device, pool, promotion, images), scheduled and repeated
/// statements, and the ways of moving time (`step`, `run`), with some refusals mixed in.
///
/// A seeded generator rather than shrinking property tests: a campaign of 100 000 sessions
/// must be cheap to make, and a violation is reported with the seed and the statements, which
/// replay it exactly (`InvariantFuzzTests.replay`).
struct InvariantScript {
  private var random: SplitMix64
  /// Names of views made so far (made or refused: the generator cannot tell), so most view
  /// statements name a view that exists and most `new` statements a free name.
  private var made: [String] = []

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// The statements of one session: a few set-up lines, then 6–30 statements.
  static func session(seed: UInt64) -> [String] {
    var script = InvariantScript(seed: seed)
    return script.make()
  }

  private mutating func make() -> [String] {
    var lines: [String] = []
    if chance(0.3) { lines.append("device " + pick(Self.devices)) }
    if chance(0.3) { lines.append("pool " + pick(Self.pools)) }
    if chance(0.2) { lines.append("promotion " + pick(["on", "off"])) }
    // Most sessions are about a table: scrolling is where the pipeline is busiest.
    if chance(0.6) { lines.append(newTable()) }
    for _ in 0..<int(1...3) { lines.append(newView()) }
    for _ in 0..<int(6...30) { lines.append(statement()) }
    if chance(0.5) { lines.append("run until idle") }
    return lines
  }

  // MARK: - Statements

  private mutating func statement() -> String {
    switch int(0...99) {
    case 0..<18: return time()
    case 18..<38: return tableCall()
    case 38..<56: return viewChange()
    case 56..<64: return newView()
    case 64..<68: return newTable()
    case 68..<76: return scheduled()
    case 76..<80: return "device " + pick(Self.devices)
    case 80..<83: return "pool " + pick(Self.pools)
    case 83..<85: return "promotion " + pick(["on", "off"])
    case 85..<86: return images()
    case 86..<88: return costs()
    case 88..<90:
      let line = pick(["reset", "seed \(int(0...99))", "clock model"])
      if line == "reset" { made = [] }
      return line
    case 90..<93: return pick(["signpost begin s", "signpost end s", "signpost mark"])
    case 93..<96: return pick(["stats", "frames", "show t", "show l0", "events l0"])
    default: return pick(Self.refusals)
    }
  }

  /// A price fixed at an extreme (issue 44: `costs set layout.glyph=1e-9` crashed the next
  /// `device`), the exponent at its edges, or back to the standard prices. The largest prices
  /// stay at 100× the standard so a session's draws take seconds of virtual time, not hours.
  private mutating func costs() -> String {
    switch int(0...3) {
    case 0: return "costs reset"
    case 1: return "costs set speed.exponent=\(pick(["0", "4", "0.5", "2"]))"
    default:
      let name = pick(PriceName.allCases.filter { $0 != .speedExponent })
      let scale = pick([1e-9, 1e-3, 0.1, 10, 100])
      return "costs set \(name.rawValue)=\(UnitPrices.standard[name] * name.displayScale * scale)"
    }
  }

  private mutating func time() -> String {
    switch int(0...9) {
    case 0: return "step"
    case 1: return "step turn"
    case 2: return "step frame"
    case 3: return "step \(int(2...12)) frame"
    case 4: return "run until idle"
    default: return "run \(pick(["1ms", "5ms", "16ms", "33ms", "100ms", "250ms", "600ms"]))"
    }
  }

  /// A prototype over the synthetic rows' fields (declared again each time: a second
  /// declaration is refused once a table uses it, which the laws must survive too).
  static let prototype = [
    "new prototype p height=fit+8",
    "new image p.avatar frame=10,8,40,40 url=$row.avatar cornerRadius=20 masksToBounds=true",
    "new label p.name frame=58,8,width-68,18 text=$row.name",
    "new label p.body frame=10,avatar.maxY+6,width-20,fit numberOfLines=3 text=$row.text",
    "new view p.card frame=10,body.maxY+6,width-20,90 shadowOpacity=0.3 shadowRadius=4",
    "new image p.thumb frame=10,body.maxY+6,90,90 superview=card url=$row.thumbnails[0]",
  ].joined(separator: "; ")

  private mutating func newTable() -> String {
    let news = chance(0.3)
    made.append("t")
    var parts = ["new table t rows=\(pick([20, 60, 200, 1000])) seed=\(int(0...20))"]
    if !news, chance(0.3) {
      parts.append("cell=p strategy=" + pick(Self.strategies))
      if chance(0.4) { parts.append("estimatedRowHeight=\(pick([0, 44, 120, 400]))") }
      return Self.prototype + "; " + parts.joined(separator: " ")
    }
    if news {
      parts.append("cell=news")
      parts.append("strategy=" + pick(["sync", "async"]))
      if chance(0.5) { parts.append("layerClass=" + pick(["yy", "ad"])) }
      if chance(0.5) { parts.append("images=" + pick(["true", "false"])) }
    } else {
      parts.append("strategy=" + pick(Self.strategies))
      if chance(0.4) { parts.append("layers=" + pick(["composite", "separate"])) }
      if chance(0.4) { parts.append("thumbnails=" + pick(["true", "false"])) }
    }
    if chance(0.4) { parts.append("estimatedRowHeight=\(pick([0, 44, 120, 400]))") }
    return parts.joined(separator: " ")
  }

  private mutating func tableCall() -> String {
    switch int(0...11) {
    case 0, 1, 2: return "t.fling(velocity: \(pick([-16000, -9000, -3000, -800, 900, 5000])))"
    case 3, 4:
      return "t.drag(dy: \(pick([-600, -200, -40, 80, 300])), duration: \(pick([16, 100, 300]))ms)"
    case 5: return "t.scrollTo(row: \(int(0...1200)))"
    case 6: return "t.scrollToTop()"
    case 7: return "t.tap()"
    case 8: return "t.reloadData()"
    case 9: return "t.strategy = " + pick(Self.strategies)
    case 10: return "t.layers = " + pick(["composite", "separate"])
    default:
      return pick([
        "t.contentOffset = \(int(0...40000))", "t.thumbnails = true", "t.thumbnails = false",
        "t.setNeedsDisplay()", "t.layerClass = ad", "t.layerClass = yy",
        "p.body.numberOfLines = \(int(0...4))", "t.cell1.body.numberOfLines = 1",
        "p.card.shadowPath = bounds", "p.thumb.hidden = true", "t.cell2.cornerRadius = 6",
      ])
    }
  }

  /// A name for a new view: usually one not made yet.
  private mutating func fresh(_ stem: String, _ count: Int) -> String {
    let names = (0..<count).map { "\(stem)\($0)" }
    let free = names.filter { !made.contains($0) }
    let name = free.isEmpty || chance(0.1) ? pick(names) : pick(free)
    made.append(name)
    return name
  }

  /// A view made so far (or, now and then, any name).
  private mutating func existing() -> String {
    let views = made.filter { $0 != "t" }
    return views.isEmpty || chance(0.05) ? pick(["l0", "l1", "i0", "v0"]) : pick(views)
  }

  private mutating func newView() -> String {
    let frame =
      "\(int(0...200)),\(int(0...600)),\(pick([0, 0.5, 20, 150, 300])),\(pick([0, 1, 24, 40, 90]))"
    switch int(0...5) {
    case 0:
      return "new image \(fresh("i", 2)) frame=\(frame) url=https://h/p\(int(0...5)).png"
    case 1:
      return "new view \(fresh("v", 2)) frame=\(frame) cornerRadius=8 shadowOpacity=0.5"
    default:
      var parts = ["new label \(fresh("l", 3)) frame=\(frame) text=\"\(text())\""]
      if chance(0.6) { parts.append("displaysAsynchronously=" + pick(["true", "false"])) }
      if chance(0.3) { parts.append("layerClass=" + pick(["yy", "ad"])) }
      if chance(0.2) { parts.append("commit=transaction") }
      if chance(0.3) { parts.append("numberOfLines=\(int(0...3))") }
      return parts.joined(separator: " ")
    }
  }

  private mutating func viewChange() -> String {
    let name = existing()
    switch int(0...9) {
    case 0, 1: return "\(name).setNeedsDisplay()"
    case 2: return "\(name).display()"
    case 3, 4: return "\(name).text = \"\(text())\""
    case 5: return "\(name).frame = \(int(0...100)),\(int(0...400)),\(pick([0, 0.5, 80, 300])),40"
    case 6: return "\(name).displaysAsynchronously = " + pick(["true", "false"])
    case 7: return "\(name).setNeedsLayout()"
    case 8: return "\(name).layoutIfNeeded()"
    default: return "i\(int(0...1)).url = https://h/p\(int(0...5)).png"
    }
  }

  private mutating func scheduled() -> String {
    let name = existing()
    let delay = pick(["0us", "50us", "250us", "2ms", "17ms"])
    switch int(0...4) {
    case 0: return "after \(delay) \(name).setNeedsDisplay()"
    case 1: return "after \(delay) \(name).text = \"\(text())\""
    case 2: return "repeat \(int(1...8)) \(name).setNeedsDisplay()"
    case 3: return "repeat \(int(1...6)) every \(pick(["1ms", "4ms", "16ms"])) \(name).text = x$i"
    default: return "after \(delay) t.fling(velocity: -6000)"
    }
  }

  private mutating func images() -> String {
    pick([
      "images latency=\(pick(["0ms", "1ms", "50ms", "300ms"])) bandwidth=\(pick([100_000, 5_000_000]))",
      "images check=none", "images check=url", "images memory=\(pick([0, 40000, 10_000_000]))",
    ])
  }

  private mutating func text() -> String {
    pick([
      "", "a", "Hello, world", "Reading @ibireme on #YYText# at https://github.com/ibireme/YYText",
      "你好，世界 🎉", String(repeating: "long text that wraps ", count: 8),
    ])
  }

  // MARK: - Vocabulary

  static let devices = [
    "iphone4s", "iphone6s", "iphone7", "iphone8", "iphone11", "iphone13pro", "iphone16pro",
    "ipadpro2018", "ipadpro-m4",
  ]
  static let pools = ["yy", "yy-fallback", "ad", "global"]
  static let strategies = TableStrategy.allCases.map(\.rawValue)
  /// Statements that must be refused with the state unchanged.
  static let refusals = [
    "bogus", "l0.nosuch = 1", "t.fling()", "run -5ms", "device nope", "pool nope",
    "new table t rows=-1", "l0.frame = 1,2", "after -1ms l0.setNeedsDisplay()",
  ]

  // MARK: - Randomness

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  private mutating func chance(_ p: Double) -> Bool { random.unit() < p }

  private mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}
