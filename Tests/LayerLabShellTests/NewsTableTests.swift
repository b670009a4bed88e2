import LayerLab
import Testing

@testable import LayerLabShell

/// `cell=news`: the AsyncDraw demo's table, its cell the shipped prototype `newsCell`
/// (`Prototypes/news.lab`) — heights as heightWith: computes them, the sync cell's code on
/// main (attributed strings, downloads), AsyncDraw's off it, and kOnlyShowText.
struct NewsTableTests {
  func table(_ options: String) -> SessionHarness {
    let harness = SessionHarness()
    harness.prepare("pool ad", "new table news rows=100 cell=news \(options)", "run until idle")
    return harness
  }

  @Test func heightsAndFramesAreTheDemos() throws {
    let harness = table("strategy=async")
    let cell = try #require(harness.engine.view(named: "news.cell1") as? PrototypeCell)
    let layout = try #require(cell.layout)
    // The members in the demo's order: title, picture, content (loadSubViews).
    #expect(
      cell.family.map(\.name)
        == ["news.cell1"] + ["title", "picture", "text"].map { "news.cell1.\($0)" })
    #expect(layout.frames[0] == Rect(x: 10, y: 10, width: 394, height: 30))
    #expect(layout.frames[1] == Rect(x: 10, y: 40, width: 394, height: 200))
    #expect(layout.frames[2].y == 250)
    // content (rounded up) + 3 × 10 + 30 + 200, the content measured at the screen width − 20.
    #expect(layout.height == layout.frames[2].height + 260)
    #expect(layout.frames[2].height == layout.frames[2].height.rounded(.up))
    #expect(harness.engine.view(named: "newsCell") is CellPrototype)
    #expect(harness.run("show news") == .ok)
    #expect(
      harness.outLines.contains { $0.hasPrefix("cell ") && $0.hasSuffix(" newsCell") },
      "\(harness.out)")
  }

  /// The sync cell downloads on main (blocked, off the CPU); AsyncDraw's never blocks main.
  @Test func syncBlocksMainForEachDownloadAsyncDoesNot() throws {
    let sync = table("strategy=sync")
    let latency = sync.engine.images.settings.latency
    let fetches = sync.engine.recording.fetches
    try #require(!fetches.isEmpty)
    #expect(fetches.allSatisfy { ($0.done ?? 0) - ($0.started ?? 0) >= latency })
    #expect(!sync.engine.main.offCPU.isEmpty, "main waited off the CPU")
    let async = table("strategy=async")
    #expect(async.engine.main.offCPU.isEmpty, "no blocking on main")
    #expect(async.engine.recording.fetches.count >= 1)
  }

  /// The sync cell's code builds an attributed string for the content of every row shown,
  /// on main: turning the flag off in the prototype takes that time off main.
  @Test func theAttributedStringIsChargedOnMainUnderSyncOnly() throws {
    /// The frame's main-thread work, as `stats` prints it (one frame: the first commit).
    func mainBusy(_ options: String, attributed: Bool) -> Double {
      let harness = SessionHarness()
      harness.prepare(
        "new table news rows=100 cell=news images=false \(options)",
        "newsCell.text.attributedText = \(attributed)", "run until idle")
      _ = harness.run("stats")
      let line = harness.outLines.first { $0.hasPrefix("frameDurationCpuMs") } ?? ""
      let words = line.split(separator: " ")
      let p50 = words.firstIndex(of: "p50").map { words.index(after: $0) }
      return p50.flatMap { Double(words[$0]) } ?? -1
    }
    let with = mainBusy("strategy=sync", attributed: true)
    let without = mainBusy("strategy=sync", attributed: false)
    #expect(with > without, "sync: \(with) with, \(without) without")
    #expect(
      mainBusy("strategy=async", attributed: true) == mainBusy("strategy=async", attributed: false))
  }

  @Test func imagesFalseIsKOnlyShowText() throws {
    let harness = table("strategy=sync images=false")
    #expect(harness.engine.recording.fetches.isEmpty)
    #expect(harness.engine.recording.draws.allSatisfy { !$0.layer.hasSuffix(".picture") })
    // The picture keeps its place: the content still starts 250 pt down.
    let cell = try #require(harness.engine.view(named: "news.cell1") as? PrototypeCell)
    #expect(cell.layout?.frames[2].y == 250)
  }

  /// A prototype draws under every strategy, the demo's cell too.
  @Test(arguments: ["vvebo", "texture"])
  func everyStrategyDrawsTheNewsCell(_ strategy: String) {
    let harness = table("strategy=\(strategy) images=false")
    #expect(harness.err.isEmpty, "\(harness.err)")
    #expect(harness.engine.recording.draws.contains { $0.layer.hasSuffix(".text") })
  }

  /// A refused table takes the declaration back; a view called news is the user's.
  @Test func aRefusedTableLeavesNoPrototypeAndTheUsersNewsWins() {
    let harness = SessionHarness()
    #expect(harness.run("new table n rows=10 cell=news frame=0,0,50,50") == .failed)
    #expect(harness.err.contains("at least 100x100"), "\(harness.err)")
    #expect(harness.engine.view(named: "newsCell") == nil)
    #expect(harness.engine.view(named: "n") == nil)
    harness.prepare(
      "new prototype news height=40", "new label news.line frame=0,0,width,40 text=$row.text",
      "new table t rows=10 cell=news")
    #expect(harness.engine.view(named: "newsCell") == nil)
    #expect((harness.engine.view(named: "t") as? TableView)?.prototype.name == "news")
  }
}
