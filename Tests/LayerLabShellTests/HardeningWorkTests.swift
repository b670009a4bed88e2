import Foundation
import Testing

@testable import LayerLab
@testable import LayerLabShell

/// Issue 26, "work per statement, and consistency": each finding a hostile or careless user
/// hit, checked here against the session.
@Suite("Hardening: work per statement and consistency")
struct HardeningWorkTests {
  /// A fresh scratch folder.
  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-hardening-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  // MARK: --safe compares path bytes

  @Test func safeRefusesASiblingSpelledInAnotherNormalForm() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let composed = root.path + "/caf\u{E9}"
    let decomposed = root.path + "/cafe\u{301}"
    for folder in [composed, decomposed] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    }
    // Two folders on disk: Linux names are bytes.
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).count == 2)
    let harness = SessionHarness()
    harness.session.settings.safe = true
    harness.session.settings.outputDirectory = composed
    #expect(throws: ShellError.self) {
      try harness.session.paths.confine(decomposed + "/x.csv", for: "write")
    }
    #expect(
      try harness.session.paths.confine(composed + "/x.csv", for: "write") == composed + "/x.csv")
  }
}

extension HardeningWorkTests {
  // MARK: the font size, however it is spelled

  @Test(arguments: [
    "DejaVu Sans,100000", "DejaVu Sans 100000 @wght=700", "Sans,5000px", "Sans 0.5 @wght=300",
  ])
  func fontSizesPangoReadsAreChecked(_ font: String) {
    let harness = SessionHarness()
    harness.prepare("new label a frame=0,0,100,20 text=hi")
    let before = harness.snapshot(of: "a")
    #expect(harness.run("a.font=\"\(font)\"") == .failed)
    #expect(harness.err.contains("must be within 1…1000 points"), "\(harness.err)")
    #expect(harness.snapshot(of: "a") == before)
    harness.clear()
    #expect(harness.run("new label b font=\"\(font)\"") == .failed)
    #expect(harness.engine.view(named: "b") == nil)
  }

  @Test func fontSizesWithinTheLimitStillWork() {
    let harness = SessionHarness()
    harness.prepare("new label a frame=0,0,100,20 text=hi")
    #expect(harness.run("a.font=\"DejaVu Sans,20 @wght=700\"") == .ok)
    #expect(harness.run("a.font=\"DejaVu Sans Bold\"") == .ok)
  }
}

extension HardeningWorkTests {
  // MARK: terminal escapes in results

  @Test func resultsToATerminalEscapeControlCharacters() {
    let harness = SessionHarness()
    harness.session.escapesControlCharacters = true
    harness.prepare("new label a frame=0,0,100,20 text=\"x\u{1B}]0;owned\u{7}\u{1B}[31mRED\r\"")
    for statement in ["a.text", "show a", "run until idle", "trace"] {
      harness.clear()
      #expect(harness.run(statement) == .ok)
      #expect(!harness.out.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
      if statement == "a.text" {
        #expect(harness.out.contains("x\\u{1b}]0;owned\\u{7}\\u{1b}[31mRED\\r"), "\(harness.out)")
      }
    }
  }

  @Test func resultsToAFileOrPipeStayByteForByte() {
    let harness = SessionHarness()
    harness.prepare("new label a frame=0,0,100,20 text=\"x\u{1B}[31mRED\"")
    #expect(harness.run("a.text") == .ok)
    #expect(harness.out == "x\u{1B}[31mRED\n")
  }
}

extension HardeningWorkTests {
  // MARK: nested compares share one budget

  /// Writes `name` holding `text` into `folder`; returns its path.
  @discardableResult
  static func write(_ text: String, to name: String, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func nestedComparesCountAgainstOneBudgetPerStatement() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write("compare sync async vvebo texture -- c.lab", to: "b.lab", in: folder)
    try Self.write("compare sync async vvebo texture -- d.lab", to: "c.lab", in: folder)
    try Self.write("compare sync async vvebo texture -- e.lab", to: "d.lab", in: folder)
    try Self.write("seed 1", to: "e.lab", in: folder)
    let harness = SessionHarness()
    // 4 runs of b, each comparing c 4 times, each comparing d 4 times, each comparing e 4
    // times: 4 + 16 + 64 + 256 runs.
    #expect(harness.run("compare sync async vvebo texture -- \(folder.path)/b.lab") == .failed)
    #expect(
      harness.err.contains("at most 256, the compare-runs-per-statement limit"), "\(harness.err)")
    #expect(harness.errLines.count <= 4, "\(harness.err)")
    harness.clear()
    // 4 + 16 + 64 runs fit.
    #expect(harness.run("compare sync async vvebo texture -- \(folder.path)/c.lab") == .ok)
    #expect(harness.err.isEmpty)
    #expect(Limits.rows.contains { $0.name == "compare runs per statement" && $0.value == "256" })
  }

  // MARK: one line and a count

  @Test func aFileThatComparesItselfPrintsOneLineAndACount() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.write("compare sync async -- self.lab", to: "self.lab", in: folder)
    let harness = SessionHarness()
    #expect(harness.run("compare sync -- \(path)") == .failed)
    #expect(harness.errLines.count == 3, "\(harness.err)")
    #expect(harness.errLines.last == "error: … and 15 more like it", "\(harness.err)")
  }

  @Test func scheduledFailuresFromOneLinePrintOneLineAndACount() {
    let harness = SessionHarness()
    // Each repeat fits the views limit when it is typed; together they pass it when they run.
    harness.prepare("repeat 500 every 1ms new label y$i", "repeat 600 every 1ms new label z$i")
    #expect(harness.run("run 2s") == .failed)
    #expect(harness.errLines.count == 2, "\(harness.errLines.prefix(3))")
    #expect(harness.errLines.first?.hasSuffix("the views limit)") == true)
    #expect(harness.errLines.last?.hasPrefix("error: … and ") == true)
    #expect(harness.errLines.last?.hasSuffix(" more like it") == true)
  }
}

extension HardeningWorkTests {
  // MARK: a refused repeat changes nothing

  @Test func aRepeatWhoseLaterIterationIsRefusedRunsNone() {
    let harness = SessionHarness()
    harness.prepare("new label a frame=0,0,100,20 text=hi numberOfLines=3")
    let before = harness.snapshot(of: "a")
    #expect(harness.run("repeat 5 a.numberOfLines=$i$i$i$i") == .failed)
    #expect(
      harness.errLines == [
        "error: 'numberOfLines' must be from 0 to 1000, got 1111 (at $i = 1; the repeat ran "
          + "nothing)"
      ])
    #expect(harness.snapshot(of: "a") == before)
  }

  @Test func aRepeatThatWouldPassTheViewsLimitMakesNone() {
    let harness = SessionHarness()
    harness.prepare("repeat 20 new label pre$i")
    #expect(harness.run("repeat 1000 new label z$i") == .failed)
    #expect(harness.err.contains("the views limit) (at $i = 980;"), "\(harness.err)")
    #expect(harness.engine.views.count == 20)
    #expect(harness.run("repeat 3 new label same") == .failed)
    #expect(harness.engine.view(named: "same") == nil)
    #expect(harness.run("repeat 3 every 1ms new label q$i numberOfLines=$(i*600)") == .failed)
    #expect(harness.engine.view(named: "q0") == nil)
  }

  @Test func iterationsAboutViewsAnEarlierOneMakesStillRun() {
    let harness = SessionHarness()
    #expect(harness.run("repeat 3 new view c$i frame=0,0,10,10") == .ok)
    #expect(harness.run("repeat 2 new label d$i superview=c$i text=x$i") == .ok)
    #expect(harness.engine.view(named: "d1") != nil)
  }
}

extension HardeningWorkTests {
  // MARK: generated pictures are kept up to a byte limit

  @Test func generatedPicturesAreBoundedAndMadeAgainByteForByte() throws {
    let library = ImageLibrary()
    library.generatedLimit = 40_000
    let first = try library.load("https://h/0.png")
    for i in 1..<20 { _ = try library.load("https://h/\(i).png") }
    #expect(library.generatedBytes <= 40_000)
    #expect(library.generatedBytes > 0)
    // The first was evicted long ago; made again it is the same picture.
    #expect(try library.load("https://h/0.png") == first)
  }

  @Test func thePipelineKeepsItsBytesUpToALimitAndShowsTheSame() throws {
    let harness = SessionHarness()
    harness.engine.images.assets = AssetStore(limit: 40_000)
    harness.prepare("new image i frame=0,0,60,60")
    for i in 0..<20 { harness.prepare("i.url=https://h/\(i).png", "run 100ms") }
    #expect(harness.engine.images.assets.totalBytes <= 40_000)
    #expect(harness.engine.images.assets.count < 20)
    // An evicted URL is loaded again when next used, byte for byte, and a new view shows it.
    #expect(harness.engine.images.assets["https://h/0.png"] == nil)
    harness.prepare("new image j frame=0,100,60,60 url=https://h/0.png", "run 500ms")
    let again = try ImageLibrary().load("https://h/0.png")
    #expect(harness.engine.images.assets["https://h/0.png"] == again)
    let view = try #require(harness.engine.view(named: "j") as? ImageView)
    #expect(view.image == again)
  }
}

extension HardeningWorkTests {
  @Test func comparesInARepeatPastTheRunBudgetAreRefusedBeforeAnyRuns() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try Self.write("seed 1", to: "d.lab", in: folder)
    let harness = SessionHarness()
    let compare = "compare sync async vvebo texture yy ad global yy-fallback -- \(path)"
    #expect(harness.run("repeat 17 \(compare)") == .failed)
    #expect(harness.out.isEmpty, "no compare ran: \(harness.out)")
    #expect(harness.errLines.count == 1)
    #expect(harness.err.contains("compare would make 272 runs in one statement"), "\(harness.err)")
    #expect(harness.err.contains("(at $i = 16; the repeat ran nothing)"), "\(harness.err)")
  }
}
