import LayerLab
import Testing

@testable import LayerLabShell

/// `explain frame N` says what each blank layer was waiting for when the commit on screen was
/// made: its picture's download, a draw off main, or nothing under way (issue 39: a thumbnail
/// waiting for its download was blamed on drawing).
@Suite("Explain: why a layer is blank")
struct BlankCauseTests {
  @Test func aThumbnailWaitingForItsDownloadIsNamedAsSuch() throws {
    let harness = SessionHarness()
    harness.prepare(
      "clock model", "new table feed rows=30 thumbnails=true strategy=async", "run 120ms")
    let engine = harness.engine
    let record = try #require(
      engine.recording.renders.last { $0.blankLayers.contains { $0.contains(".thumb") } },
      "a commit with thumbnails still blank")
    let thumbs = record.blankLayers.filter { $0.contains(".thumb") }
    let causes = BlankCause.of(thumbs, committedAt: record.committedAt, in: engine.recording)
    for (layer, cause) in zip(thumbs, causes) {
      guard case .download(let fetch) = cause else {
        Issue.record("\(layer): \(cause), not its download")
        continue
      }
      #expect(fetch.view == layer && fetch.requested <= record.committedAt)
      #expect(fetch.done.map { $0 > record.committedAt } ?? true, "\(layer) arrived later")
    }
    let frame = try #require(
      engine.recording.frames.last { $0.shows == record.commit && $0.blank.blankPixels > 0 })
    harness.clear()
    #expect(harness.run("explain frame \(frame.index)") == .ok, "\(harness.err)")
    #expect(harness.out.contains("waiting for a picture (feed.cell"), "\(harness.out)")
  }

  @Test func aDrawUnderWayAndNothingUnderWayAreToldApart() throws {
    let harness = SessionHarness()
    harness.prepare(
      "clock model", "new label a frame=0,0,200,40 text=Hi displaysAsynchronously=true",
      "new label b frame=0,50,200,40 text=Hi displaysAsynchronously=true", "run until idle")
    let engine = harness.engine
    let drawing = try #require(engine.recording.draws.first { $0.layer == "a" })
    let asked = drawing.times.requested
    let causes = BlankCause.of(["a", "nothing"], committedAt: asked, in: engine.recording)
    guard case .drawing(let draw) = causes[0] else {
      Issue.record("a: \(causes[0]), not its draw")
      return
    }
    #expect(draw.layer == "a")
    guard case .notAsked = causes[1] else {
      Issue.record("a layer with no records: \(causes[1])")
      return
    }
    let after = try #require(drawing.times.finished)
    guard case .notAsked = BlankCause.of(["a"], committedAt: after, in: engine.recording)[0] else {
      Issue.record("a draw that had finished is not under way")
      return
    }
  }
}
