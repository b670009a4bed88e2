import Testing

@testable import LayerLab

/// AsyncDraw's image pipeline: de-duplicated downloads, the caches, at most 6 at once, and
/// ADImageView's rules for views that left the screen or were reused.
struct ImagePipelineTests {
  @Test func twoViewsForOneURLShareOneDownloadAndBothGetTheImage() throws {
    let h = Harness()
    let loader = h.images()
    try h.image("a", url: "https://x/cat.png")
    try h.image("b", url: "https://x/cat.png")
    #expect(loader.loads == ["https://x/cat.png"])
    #expect(h.idle() == .reached)
    let fetches = h.engine.recording.fetches
    #expect(fetches.map(\.source) == [.download, .joined])
    #expect(fetches.map(\.outcome) == ["set", "set"])
    #expect(fetches[0].done == fetches[1].done)
    // latency 150 ms + 10 000 bytes at 1 MB/s = 160 ms after the download started.
    let started = try #require(fetches[0].started)
    #expect(h.engine.images.settings.downloadTime(bytes: 10_000) == 160_000)
    #expect((fetches[0].done ?? 0) >= started + 160_000)
    #expect(h.imageView("a")?.image?.url == "https://x/cat.png")
    #expect(h.imageView("b")?.layer.contents != nil)
  }

  @Test func aSecondRequestHitsTheMemoryCacheAtOnce() throws {
    let h = Harness()
    _ = h.images()
    try h.image("a", url: "https://x/cat.png")
    h.idle()
    try h.image("b", url: "https://x/cat.png")
    let fetch = try #require(h.engine.recording.fetches.last)
    #expect(fetch.source == .memory)
    #expect(fetch.done == fetch.requested)
    #expect(h.imageView("b")?.image != nil)
  }

  @Test func pastTheMemoryLimitTheDiskCacheAnswersAndMainPaysTheRead() throws {
    let h = Harness()
    _ = h.images()
    var settings = h.engine.images.settings
    settings.memoryLimit = 15_000
    h.engine.images.apply(settings)
    try h.image("a", url: "https://x/1.png")
    try h.image("b", url: "https://x/2.png")
    h.idle()
    #expect(h.engine.images.memoryCache.count == 1)
    let before = h.engine.mainTime
    try h.image("c", url: "https://x/1.png")
    let fetch = try #require(h.engine.recording.fetches.last)
    #expect(fetch.source == .disk)
    #expect(h.engine.mainTime - before >= settings.diskReadTime(bytes: 10_000))
  }

  @Test func atMostSixDownloadsRunAtOnce() throws {
    let h = Harness()
    _ = h.images()
    for i in 0..<8 { try h.image("v\(i)", url: "https://x/\(i).png") }
    h.idle()
    let fetches = h.engine.recording.fetches
    // The first six start as they are asked for; the last two wait for a free slot.
    #expect(fetches.prefix(6).allSatisfy { $0.started == $0.requested })
    let firstDone = try #require(fetches.prefix(6).compactMap(\.done).min())
    #expect(fetches.suffix(2).allSatisfy { ($0.started ?? 0) > ($0.requested) })
    #expect(fetches.suffix(2).allSatisfy { ($0.started ?? 0) < firstDone })
    #expect(fetches.allSatisfy { $0.outcome == "set" })
  }

  @Test func aViewThatLeftTheScreenIsNotSet() throws {
    let h = Harness()
    _ = h.images()
    try h.image("a", url: "https://x/cat.png")
    try h.set("a", "displayed", .bool(false))
    h.idle()
    #expect(h.engine.recording.fetches.first?.outcome == "dropped: not displayed")
    #expect(h.imageView("a")?.image == nil)
  }

  @Test func aReusedViewGetsTheWrongImageUnlessTheURLIsChecked() throws {
    for checks in [false, true] {
      let h = Harness()
      _ = h.images()
      var settings = h.engine.images.settings
      settings.checksURL = checks
      h.engine.images.apply(settings)
      // bird is cached; the view asks for dog (a download), then is reused for bird.
      try h.image("warm", url: "https://x/bird.png")
      h.idle()
      try h.image("thumb", url: "https://x/dog.png")
      try h.set("thumb", "url", .text("https://x/bird.png"))
      #expect(h.imageView("thumb")?.image?.url == "https://x/bird.png")
      h.idle()
      let dog = try #require(h.engine.recording.fetches.first { $0.url == "https://x/dog.png" })
      if checks {
        #expect(dog.outcome == "dropped: reused")
        #expect(h.imageView("thumb")?.image?.url == "https://x/bird.png")
      } else {
        #expect(dog.outcome == "wrong")
        #expect(h.imageView("thumb")?.image?.url == "https://x/dog.png")
      }
    }
  }

  @Test func aURLThatCannotLoadIsRefusedAndChangesNothing() throws {
    let h = Harness()
    _ = h.images()
    #expect(throws: ModelError.self) { try h.image("a", url: "missing.png") }
    #expect(h.engine.views.isEmpty)
    try h.image("b", url: "https://x/ok.png")
    #expect(throws: ModelError.self) { try h.set("b", "url", .text("missing2.png")) }
    #expect(h.imageView("b")?.url == "https://x/ok.png")
    #expect(h.engine.recording.fetches.count == 1)
  }

  @Test func theLRUEvictsTheLeastRecentlyUsed() {
    var lru = ByteLRU(limit: 30)
    lru.insert("a", bytes: 10)
    lru.insert("b", bytes: 10)
    lru.insert("c", bytes: 10)
    let hit = lru.lookup("a")
    #expect(hit)
    let evicted = lru.insert("d", bytes: 10)
    #expect(evicted == ["b"])
    let none = lru.insert("huge", bytes: 31)
    #expect(none.isEmpty)
    #expect(!lru.contains("huge"))
    #expect(lru.totalBytes == 30)
    #expect(lru.count == 3)
  }
}
