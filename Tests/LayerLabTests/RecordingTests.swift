import Testing

@testable import LayerLab

/// The recording's own contract: every kind of record is kept in one bounded store that drops
/// its oldest tenth and counts what it dropped; what the stores still hold is said in one
/// place; every kind the processes append is read back through the one type.
@Suite struct RecordingTests {
  static func fetch(_ number: Int) -> ImageFetchRecord {
    ImageFetchRecord(
      fetch: number, url: "u\(number)", view: "v", source: .download, requested: 0, bytes: 1,
      outcome: "")
  }

  @Test func aFullStoreDropsItsOldestTenthAndCountsThem() {
    var store = RecordStore<Int>(limit: 10)
    for value in 0..<25 { store.append(value) }
    #expect(store.records.count <= 10)
    #expect(store.records.count + store.dropped == 25)
    // The newest are kept, in order.
    #expect(store.records == Array((25 - store.records.count)..<25))
  }

  @Test func everyStoreStatsReadsIsTalliedAndOnlyADroppingOneMovesCompleteSince() {
    let device = DeviceProfile.iphone11
    var recording = Recording()
    recording.appendSpan(
      SpanRecord(thread: "main", name: "s", category: "work", start: 0, end: 5, turn: 1))
    for index in 0..<Int64(Recording.maxFrames + 5) {
      let due = device.vsyncTime(index + 1)
      recording.appendTick(TickRecord(due: due, fired: due + 3))
    }
    let tallies = recording.storeTallies
    #expect(
      tallies.map(\.name) == [
        "events", "spans", "draws", "CPU slices", "frames", "renders", "ticks",
      ])
    let ticks = try? #require(tallies.first { $0.name == "ticks" })
    #expect(ticks?.dropped == recording.droppedTicks)
    #expect((ticks?.dropped ?? 0) > 0)
    #expect((ticks?.kept ?? 0) + (ticks?.dropped ?? 0) == Recording.maxFrames + 5)
    #expect(tallies.filter { $0.name != "ticks" }.allSatisfy { $0.dropped == 0 })
    // The ticks dropped: complete from the first vsync at the oldest kept tick, which the
    // spans (none dropped) do not move.
    let firstKept = try? #require(recording.ticks.first)
    #expect(recording.completeSince(on: device) == firstKept?.due)
    #expect(Recording().completeSince(on: device) == 0)
  }

  @Test func fetchNumbersKeepCountingAndUpdatesFindTheirRowAfterTrimming() {
    var recording = Recording()
    let total = Recording.maxFetches + 3
    for _ in 0..<total { recording.appendFetch(Self.fetch(recording.nextFetchNumber)) }
    #expect(recording.droppedFetches > 0)
    #expect(recording.fetches.count + recording.droppedFetches == total)
    #expect(recording.nextFetchNumber == total + 1)
    recording.updateFetch(total - 1) { $0.outcome = "memory" }
    recording.updateFetch(1) { $0.outcome = "dropped" }
    #expect(recording.fetches.first { $0.fetch == total - 1 }?.outcome == "memory")
    #expect(!recording.fetches.contains { $0.outcome == "dropped" })
  }

  @Test func cpuSlicesShowTheOpenOnesCutAtTheTimeAsked() {
    var log = CPUSliceLog()
    log.open(.main, name: "main", core: "P0", at: 10)
    log.close(.main, at: 30)
    log.open(.server, name: "render-server", core: "P1", at: 20)
    log.open(.main, name: "main", core: "P0", at: 40)
    log.close(.main, at: 40)  // an empty slice is not kept
    log.open(.worker(3), name: "q", core: "E0", at: 50)
    let slices = log.slices(upTo: 60)
    #expect(slices.map(\.thread) == ["main", "render-server", "q"])
    #expect(slices.map(\.end) == [30, 60, 60])
    #expect(log.store.records.count == 1, "only the closed slice is stored")
    log.dropOpen()
    #expect(log.slices(upTo: 60).count == 1)
  }

  /// Every kind of record the processes make lands in the one recording: a short scroll of
  /// an async table with images makes events, spans, draws, frames, renders, ticks, CPU
  /// slices, fetches and content latencies.
  @Test func aSessionsRecordsAreAllReadThroughTheRecording() throws {
    let h = Harness()
    _ = h.images()
    try TableThumbnailTests().table(h, strategy: .async)
    try h.scroll(.scrollTo(row: 100))
    #expect(h.idle() == .reached)
    let recording = h.engine.recording
    #expect(!recording.events.isEmpty)
    #expect(!recording.spans.isEmpty)
    #expect(!recording.draws.isEmpty)
    #expect(!recording.frames.isEmpty)
    #expect(!recording.renders.isEmpty)
    #expect(!recording.ticks.isEmpty)
    #expect(!recording.slices.isEmpty)
    #expect(!recording.fetches.isEmpty)
    #expect(!recording.contentLatencies.isEmpty)
  }
}
