import Foundation
import Testing

/// `compare` through the built binary: the device cross product, and Ctrl-C under a real
/// terminal.
struct CompareEndToEndTests {
  /// Two strategies × two devices: four rows, in that order; scroll.lab's own `device iphone6`
  /// line is overridden on the iphone11 rows (YY's pool there has six queues, not two).
  @Test func strategiesTimesDevicesGivesFourRows() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      ["-X", "--clock", "model", "-c", "compare sync async device iphone6 iphone11 -- scroll.lab"],
      in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix("sync ") || $0.hasPrefix("async ") }
    let names = rows.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    #expect(names == ["sync iphone6", "sync iphone11", "async iphone6", "async iphone11"])
    let header = result.stdout.split(separator: "\n").first { $0.hasPrefix("run ") }
    let columns = header?.split(separator: " ").map(String.init) ?? []
    let threads = columns.firstIndex(of: "peak_threads").map { $0 + 2 }  // peak_bitmap: 2 words
    let asyncOn11 = rows.last?.split(separator: " ").map(String.init) ?? []
    #expect(threads.map { asyncOn11.indices.contains($0) && asyncOn11[$0] == "6" } == true)
  }

  @Test func aBadDeviceIsOneLine() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      ["-X", "-c", "compare sync device iphone12x -- scroll.lab"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.stderr == "layerlab: error: unknown device 'iphone12x'; did you mean 'iphone12'?\n")
  }
}

/// Ctrl-C during a compare, under a pseudo-terminal: the finished rows, the run it stopped
/// in, and the prompt again. The compared script scrolls for two virtual minutes, so the
/// compare is still running a second after Enter on any host (scroll.lab's four runs finished
/// in under a second once compare ran them in parallel, and the Ctrl-C found the prompt).
@Suite(
  "Compare under a terminal",
  .enabled(
    if: InteractiveTmux.path != nil,
    "tmux is not installed; the pseudo-terminal test needs it (apt-get install tmux)"))
struct CompareInterruptTests {
  @Test func ctrlCStopsACompareAndPrompts() throws {
    let binary = try #require(BinaryRunner.binary, "the layerlab binary was not built")
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let command = [
      "env", "-u", "NO_COLOR", "HOME=\(directory.path)", "XDG_STATE_HOME=\(directory.path)/s",
      "XDG_CONFIG_HOME=\(directory.path)/config", binary, "-X", "--clock", "model",
    ]
    try Self.longScroll.write(
      to: directory.appendingPathComponent("long.lab"), atomically: true, encoding: .utf8)
    let terminal = try InteractiveTmux(command: command, directory: directory)
    defer { terminal.kill() }
    // tmux's capture trims the prompt's trailing blank: wait for "layerlab>" without it.
    _ = try terminal.wait(until: { $0.contains("layerlab>") })
    try terminal.type("compare sync async vvebo texture clock model -- long.lab")
    try terminal.press("Enter")
    Thread.sleep(forTimeInterval: 1)
    try terminal.press("C-c")
    let seen = try terminal.wait(until: { $0.contains("interrupted during the ") })
    let screen = try terminal.screen()
    #expect(seen != nil, "the screen shows:\n\(screen)")
    #expect(!screen.contains("failed under"), "an interruption is not a failure")
    let prompt = try terminal.wait(until: { $0.contains("runs finished\nlayerlab>") })
    #expect(prompt != nil)
  }

  /// 120 flicks a second apart on the iPhone 6: some 15 s of host time per run in a debug
  /// build.
  static let longScroll = """
    device iphone6
    new table feed rows=1000 seed=7
    repeat 120 every 1s feed.fling(velocity: -14000)
    run until idle
    """
}
