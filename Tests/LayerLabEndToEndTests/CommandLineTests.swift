import Foundation
import Testing

/// The invocation contract of LANGUAGE.md: modes, exit codes, error formats, outputs.
struct CommandLineTests {
  @Test func theIssueExampleWritesOneCommittedDraw() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      [
        "-X", "-c",
        "new label t frame=0,0,200,40 text=hi displaysAsynchronously=true; "
          + "repeat 10 t.setNeedsDisplay(); run until idle; export draws out.csv",
      ], in: directory)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    let csv = try String(
      contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
    let lines = csv.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "draw,layer,mode,queue,qos,sentinel,sentinel_end,outcome,cancelled_at,requested_us,"
        + "started_us,drawn_us,imaged_us,finished_us,draw_us,width,height,scale,wait_us,cores")
    let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(rows.count == 1)
    #expect(rows.filter { $0.count > 7 && $0[7] == "committed" }.count == 1)
  }

  @Test func errorsInFilesNameTheFileAndLine() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let script = "new label title frame=0,0,100,20\ntitel.text = x\nshow title\n"
    try script.write(
      to: directory.appendingPathComponent("bad.lab"), atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(["-X", "--clock", "model", "bad.lab"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.stderr == "layerlab:bad.lab:2: error: unknown view 'titel'; did you mean 'title'?\n")
    #expect(!result.stdout.contains("sentinel   "), "bail stops before 'show title'")
  }

  @Test func keepGoingRunsOnButStillFails() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let script = "new label title frame=0,0,100,20\ntitle.frame = 0,0,-5,40\ntitle.frame\n"
    try script.write(
      to: directory.appendingPathComponent("bad.lab"), atomically: true, encoding: .utf8)
    let result = try BinaryRunner.run(
      ["-X", "--clock", "model", "--keep-going", "bad.lab"], in: directory)
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("layerlab:bad.lab:2: error: bad frame '0,0,-5,40'"))
    #expect(result.stdout.hasSuffix("0,0,100,20\n"), "the frame is unchanged")
  }

  @Test func exitCodes() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    #expect(try BinaryRunner.run(["-X", "missing.lab"], in: directory).status == 66)
    #expect(try BinaryRunner.run(["-X", "--clock", "fast"], in: directory).status == 64)
    #expect(try BinaryRunner.run(["-X", "-c", ".exit 7"], in: directory).status == 7)
    let bad = try BinaryRunner.run(["-X", "-c", "stpe"], in: directory)
    #expect(bad.status == 1)
    #expect(bad.stderr == "layerlab: error: unknown statement 'stpe'; did you mean 'step'?\n")
  }

  @Test func pipedInputIsBatchMode() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      ["-X"], in: directory, input: "clock model\nnew label t text=hi\nt.txt\n")
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "layerlab:<stdin>:3: error: label 't' has no property 'txt'; did you mean 'text'?\n")
  }

  @Test func savesAPNG() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let result = try BinaryRunner.run(
      ["-X", "-c", "new label t frame=0,0,120,30 text=Hi; run until idle; save t t.png"],
      in: directory)
    #expect(result.status == 0)
    let data = try Data(contentsOf: directory.appendingPathComponent("t.png"))
    #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }
}

/// Issue 43: a run whose only failures are `expect`s ends with status 3, so CI can tell a missed
/// threshold from a broken script (1).
struct ExpectStatusTests {
  @Test func aFailedExpectEndsTheRunWithStatusThreeAndOneLine() throws {
    let directory = try BinaryRunner.scratchWithSessions()
    defer { BinaryRunner.removeScratch(directory) }
    let script = """
      device iphone5
      new table feed rows=200 seed=7 strategy=sync
      run until idle
      feed.fling(velocity: -14000)
      run until idle
      expect hitch_ms_per_s < 5
      """
    try script.write(
      to: directory.appendingPathComponent("gate.lab"), atomically: true, encoding: .utf8)
    let failed = try BinaryRunner.run(["-X", "--clock", "model", "gate.lab"], in: directory)
    #expect(failed.status == 3, "\(failed.stderr)")
    #expect(failed.stderr.split(separator: "\n").count == 1)
    #expect(failed.stderr.hasPrefix("layerlab:gate.lab:6: error: expect hitch_ms_per_s < 5 failed"))
    let passed = try BinaryRunner.run(
      ["-X", "--clock", "model", "-c", "new label a frame=0,0,100,20 text=hi; run until idle"]
        + ["-c", "expect ttc_p95_ms >= 0"], in: directory)
    #expect(passed.status == 0, "\(passed.stderr)")
  }
}
