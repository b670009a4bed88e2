import Foundation
import Testing

/// What each session is there to show, checked on its draw records, so re-recording a
/// transcript after a cost change cannot silently lose the lesson (a cancellation that no
/// longer happens where the comments say it does).
struct SessionIntentTests {
  /// Runs `session` under the model clock, exports its draws and returns the rows as
  /// dictionaries keyed by column name.
  func draws(after session: String) throws -> [[String: String]] {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      ["-X", "--clock", "model", "-c", ".read \(session); export draws intent.csv"],
      in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let csv = try String(
      contentsOf: directory.appendingPathComponent("intent.csv"), encoding: .utf8)
    let lines = csv.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    guard let header = lines.first else { return [] }
    return lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
  }

  @Test func coalescingGivesOneDrawForTenMarksAndTenForTenDisplays() throws {
    let rows = try draws(after: "coalescing.lab")
    // The first draw, then one for the ten marks (sentinel 11), then ten display() draws.
    #expect(rows.count == 12)
    #expect(rows.allSatisfy { $0["outcome"] == "committed" })
    #expect(rows[1]["sentinel"] == "11")
    #expect(rows.dropFirst(2).allSatisfy { $0["sentinel"] == "11" })
  }

  @Test func sentinelCancelsAtC1C2AndC4() throws {
    let rows = try draws(after: "sentinel.lab")
    let cancels = rows.filter { $0["outcome"] == "cancelled" }
    #expect(cancels.map { $0["layer"] ?? "" } == ["a", "b", "c"])
    #expect(cancels.map { $0["cancelled_at"] ?? "" } == ["C1", "C2", "C4"])
    for row in cancels {
      #expect(Int(row["sentinel_end"] ?? "") ?? 0 > Int(row["sentinel"] ?? "") ?? 0)
    }
  }

  /// The session's comment gives the first draws' costs: a on a P core; b and c, started on
  /// E cores while main and a hold both P cores, more (it used to say every first draw cost
  /// the same).
  @Test func sentinelsFirstDrawsCostWhatItsCommentSays() throws {
    let rows = try draws(after: "sentinel.lab")
    let firsts = Array(rows.prefix(3))
    #expect(firsts.map { $0["layer"] ?? "" } == ["a", "b", "c"])
    let text = try String(
      contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Sessions/sentinel.lab"),
      encoding: .utf8)
    for row in firsts {
      let cost = row["draw_us"] ?? ""
      #expect(text.contains("\(cost) µs"), "the comment names \(row["layer"] ?? "")'s \(cost) µs")
      let onE = (row["cores"] ?? "").hasPrefix("E")
      #expect(onE == (row["layer"] != "a"), "\(row)")
    }
  }

  @Test func transactionLabelRedrawsLater() throws {
    let rows = try draws(after: "transaction.lab")
    let direct = rows.filter { $0["layer"] == "direct" }.last
    let deferred = rows.filter { $0["layer"] == "deferred" }.last
    let d = Int(direct?["requested_us"] ?? "") ?? 0
    let t = Int(deferred?["requested_us"] ?? "") ?? 0
    // 60 Hz: the vsyncs fall at n × 1 000 000 / 60 µs. direct draws before the next one,
    // deferred only after it.
    let nextVsync = (Int64(d) * 60 / 1_000_000 + 1) * 1_000_000 / 60
    #expect(d > 0 && t >= nextVsync, "the deferred label waits for the next vsync")
  }

  @Test func cellCancelsItsTextAtDrawText() throws {
    let rows = try draws(after: "cell.lab")
    #expect(rows.contains { $0["layer"] == "post.text" && $0["cancelled_at"] == "draw:text" })
    #expect(Set(rows.map { $0["layer"] ?? "" }) == ["post", "post.text", "post.retweet"])
  }

  @Test func textShowsCacheHitsAndEveryPass() throws {
    let rows = try draws(after: "text.lab")
    let feed = rows.filter { $0["layer"] == "feed" }
    try #require(feed.count == 2)
    let first = Int(feed[0]["draw_us"] ?? "") ?? 0
    let second = Int(feed[1]["draw_us"] ?? "") ?? 0
    #expect(second < first, "the redraw's layout came from the cache")
  }

  @Test func poolsEndsWithTwentyDrawsOnSixGlobalThreads() throws {
    let rows = try draws(after: "pools.lab")
    #expect(rows.count == 20)
    #expect(Set(rows.map { $0["queue"] ?? "" }).count == 6, "one thread per core, no more")
    #expect(rows.allSatisfy { ($0["queue"] ?? "").hasPrefix("global.thread.") })
    // One FIFO: whichever thread is free takes the next draw, so they start in request order.
    let starts = rows.sorted {
      Int($0["requested_us"] ?? "") ?? 0 < Int($1["requested_us"] ?? "") ?? 0
    }
    .map { Int($0["started_us"] ?? "") ?? 0 }
    #expect(starts == starts.sorted(), "\(starts)")
  }

  /// pools.lab's thread explosion: with downloads that block, the global pool brings up more
  /// threads than the cores, YY's draws keep to its queues.
  @Test func poolsShowsTheThreadExplosionWithBlockingWork() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      ["-X", "--clock", "model", "-c", ".mode csv; compare yy global -- thumbs.lab"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = try #require(lines.first)
    let column = try #require(header.firstIndex(of: "peak_threads"))
    let threads = Dictionary(
      uniqueKeysWithValues: lines.dropFirst().map { ($0[0], Int($0[column]) ?? 0) })
    #expect(threads["yy"] == 2, "\(threads)")
    #expect((threads["global"] ?? 0) > 2, "more threads than the iPhone 6's two cores")
  }
}
