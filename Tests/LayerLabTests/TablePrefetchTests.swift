import Foundation
import LayerLabShell
import Testing

@testable import LayerLab

/// A table's prefetch data source (`prefetch=data`, UITableViewDataSourcePrefetching): the
/// rows a screen ahead of the viewport start their image downloads before their cells are
/// configured, so a row's picture is in the cache, or on its way, when it appears.
struct TablePrefetchTests {
  /// A table of 40 rows of a 200 pt cell with one UIImageView, made by statements over the
  /// harness's engine (its fake loader).
  static func table(_ h: Harness, prefetch: String) -> Bool {
    let session = Session(engine: h.engine) { _, _ in }
    let script = """
      new prototype p height=200
      new UIImageView p.photo frame=0,0,width,190 url=$row.avatar
      new table t rows=40 cell=p prefetch=\(prefetch)
      run until idle
      """
    return session.runScript(script, name: "prefetch") == .ok
  }

  static func prefetches(_ h: Harness) -> [ImageFetchRecord] {
    h.engine.recording.fetches.filter { $0.view == "t (prefetch)" }
  }

  @Test func theRowsAScreenBelowAreFetchedBeforeTheyAppear() throws {
    let h = Harness()
    _ = h.images()
    #expect(Self.table(h, prefetch: "data"))
    let table = try #require(h.engine.view(named: "t") as? TableView)
    let visible = Set(table.visibleRows)
    let early = Self.prefetches(h)
    // A screen below the viewport (896 pt on the harness's iPhone 11: rows of 200 pt; authors
    // repeat, and a URL already asked for is not fetched again).
    #expect(early.count >= 2)
    #expect(early.allSatisfy { $0.outcome == "cached" })
    // The rows they were for come on screen: their views find the bytes in the memory cache.
    let urls = Set(early.map(\.url))
    try h.scroll(.drag(dy: -800, duration: 400_000), on: "t")
    h.idle()
    let later = h.engine.recording.fetches.filter {
      urls.contains($0.url) && $0.view.hasPrefix("t.cell")
    }
    #expect(!later.isEmpty)
    #expect(later.allSatisfy { $0.source == .memory || $0.source == .joined }, "\(later)")
    #expect(!visible.isEmpty)
  }

  /// `cancelPrefetchingForRowsAt:`: rows handed ahead and never shown are taken back when the
  /// scroll turns round; their downloads still queued are dropped (never started), those
  /// already transferring run to their end.
  @Test func turningRoundCancelsTheQueuedPrefetchesOfRowsNeverShown() throws {
    let h = Harness()
    _ = h.images()
    // 200 rows, each its own photo, so no prefetch finds another's download.
    let rows =
      "["
      + (0..<200).map { #"{"photo": "https://img.example/p\#($0).png"}"# }
      .joined(separator: ",") + "]"
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-prefetch-\(UUID().uuidString).json")
    try rows.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let session = Session(engine: h.engine) { _, _ in }
    let script = """
      images latency=500ms
      new prototype p height=60
      new UIImageView p.photo frame=0,0,width,56 url=$row.photo
      new table t rows=\(file.path) cell=p prefetch=data
      run until idle
      """
    #expect(session.runScript(script, name: "prefetch") == .ok)
    try h.scroll(.drag(dy: -900, duration: 100_000), on: "t")
    _ = h.engine.advance(.duration(120_000))
    // Queued beyond the six download slots: rows a screen below the viewport.
    let queued = Self.prefetches(h).filter { $0.started == nil }
    #expect(queued.count >= 3, "\(Self.prefetches(h).count) prefetches")
    try h.scroll(.drag(dy: 1200, duration: 100_000), on: "t")
    h.idle()
    let cancelled = Self.prefetches(h).filter { $0.outcome == "cancelled" }
    #expect(!cancelled.isEmpty)
    // Only downloads that never started are cancelled; the rest reached the cache.
    #expect(cancelled.allSatisfy { $0.started == nil }, "\(cancelled)")
    #expect(Self.prefetches(h).allSatisfy { $0.outcome == "cancelled" || $0.outcome == "cached" })
    #expect(h.engine.images.operations.isEmpty)
  }

  @Test func withoutAPrefetchDataSourceNothingIsFetchedAhead() throws {
    let h = Harness()
    _ = h.images()
    #expect(Self.table(h, prefetch: "off"))
    #expect(Self.prefetches(h).isEmpty)
    try h.scroll(.drag(dy: -800, duration: 400_000), on: "t")
    h.idle()
    #expect(Self.prefetches(h).isEmpty)
    #expect(h.engine.recording.fetches.contains { $0.source == .download })
  }
}
