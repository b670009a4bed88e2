import Foundation
import Testing

/// images.lab's lessons, checked on what it prints: one download for two views, the memory
/// and disk caches answering later, ADImageView's wrong image on a reused view and the check
/// that fixes it.
struct ImageIntentTests {
  @Test func imagesShowsDedupCachesAndTheWrongImage() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(["-X", "--clock", "model", "images.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // The first trace: pic7 downloaded once, joined once.
    let pic7 = lines.filter { $0.contains("pic7.png") && $0.hasSuffix("set") }
    #expect(pic7.contains { $0.contains(" download ") })
    #expect(pic7.contains { $0.contains(" joined ") })
    #expect(pic7.contains { $0.contains(" memory ") })
    // thumb.shows: bird, then dog (the wrong image), then bird again with check=url.
    let shows = lines.filter { $0.hasPrefix("https://ww2.sinaimg.cn/thumbnail/") }
    #expect(
      shows.map { $0.split(separator: "/").last ?? "" } == ["bird.png", "dog.png", "bird.png"])
    // The `images` summaries: requests by source, in order.
    let requests = lines.filter { $0.hasPrefix("requests") }
    let last = try #require(requests.last)
    let match = try #require(last.firstMatch(of: /(\d+) joined, (\d+) memory, (\d+) disk/))
    #expect((Int(match.2) ?? 0) > 0, "the second pass hits the memory cache")
    #expect((Int(match.3) ?? 0) > 0, "an emptied memory cache falls back to the disk")
    let outcomes = lines.filter { $0.hasPrefix("outcomes") }
    #expect(outcomes.contains { $0.contains("dropped: not displayed") })
    #expect(outcomes.contains { $0.contains("wrong") })
    #expect(outcomes.contains { $0.contains("dropped: reused") })
  }
}
