import PropertyBased
import Testing

@testable import LayerLabShell

/// The message of the error `body` throws, or nil if it succeeds.
func valueError<T>(_ body: () throws(ShellError) -> T) -> String? {
  do {
    _ = try body()
    return nil
  } catch {
    return error.message
  }
}

@Suite("Durations")
struct ValuesTests {
  @Test func parsesEachUnit() throws {
    #expect(try VirtualDuration.parse("250us") == 250)
    #expect(try VirtualDuration.parse("250\u{B5}s") == 250)
    #expect(try VirtualDuration.parse("250\u{3BC}s") == 250)
    #expect(try VirtualDuration.parse("16.7ms") == 16_700)
    #expect(try VirtualDuration.parse("2s") == 2_000_000)
    #expect(try VirtualDuration.parse("0.5s") == 500_000)
    #expect(try VirtualDuration.parse(".25s") == 250_000)
    #expect(try VirtualDuration.parse("0s") == 0)
    #expect(try VirtualDuration.parse("2MS") == 2000)
    #expect(try VirtualDuration.parse("1.5min") == 90_000_000)
    #expect(try VirtualDuration.parse("1h") == 3_600_000_000)
  }

  @Test func roundsToTheNearestMicrosecond() throws {
    #expect(try VirtualDuration.parse("16.6667ms") == 16_667)
    #expect(try VirtualDuration.parse("16.6664ms") == 16_666)
    #expect(try VirtualDuration.parse("0.4us") == 0)
    #expect(try VirtualDuration.parse("0.5us") == 1)
    #expect(try VirtualDuration.parse("2.5us") == 3)
    #expect(try VirtualDuration.parse("0.0000005s") == 1)
    #expect(try VirtualDuration.parse("0.00000049999999999s") == 0)
    #expect(try VirtualDuration.parse("1.0000004999s") == 1_000_000)
  }

  @Test func bareNumberAsksForAUnit() {
    #expect(
      valueError { () throws(ShellError) in try VirtualDuration.parse("16") }
        == "bad duration '16' (give a unit: 250us, 16.7ms, 2s)")
  }

  @Test func rejectsNegativeNaNInfinityAndJunk() {
    for text in [
      "-5ms", "\u{2212}5ms", "nan", "NaNms", "infs", "inf", "", "ms", ".s", "1..2s", "1e3ms",
    ] {
      let message = valueError { () throws(ShellError) in try VirtualDuration.parse(text) }
      #expect(message?.hasPrefix("bad duration '\(text)'") == true, "\(text): \(message ?? "-")")
    }
    #expect(
      valueError { () throws(ShellError) in try VirtualDuration.parse("5x") }
        == "bad duration '5x' (unknown unit 'x'; use us, ms or s: 250us, 16.7ms, 2s)")
  }

  @Test func limitsToOneHour() throws {
    #expect(try VirtualDuration.parse("3600s") == VirtualDuration.maxMicroseconds)
    #expect(
      valueError { () throws(ShellError) in try VirtualDuration.parse("5000s") }
        == "duration '5000s' is too long (at most 3600s, the run-duration limit)")
    #expect(
      valueError { () throws(ShellError) in try VirtualDuration.parse("2h") }
        == "duration '2h' is too long (at most 3600s, the run-duration limit)")
    #expect(
      valueError { () throws(ShellError) in try VirtualDuration.parse("3600.0000006s") }
        == "duration '3600.0000006s' is too long (at most 3600s, the run-duration limit)")
    let huge = String(repeating: "9", count: 400) + "s"
    #expect(
      valueError { () throws(ShellError) in try VirtualDuration.parse(huge) }
        == "duration '\(huge)' is too long (at most 3600s, the run-duration limit)")
  }

  @Test func formatsInTheShortestExactForm() {
    #expect(VirtualDuration.format(250) == "250us")
    #expect(VirtualDuration.format(16_667) == "16.667ms")
    #expect(VirtualDuration.format(16_700) == "16.7ms")
    #expect(VirtualDuration.format(1000) == "1ms")
    #expect(VirtualDuration.format(2_000_000) == "2s")
    #expect(VirtualDuration.format(1_500_000) == "1.5s")
    #expect(VirtualDuration.format(1_000_001) == "1.000001s")
    #expect(VirtualDuration.format(0) == "0s")
    #expect(VirtualDuration.format(-250) == "-250us")
    #expect(VirtualDuration.format(Int64.min).hasPrefix("-"))
  }

  @Test func formatParsesBack() async {
    let micros = Gen.int64(in: 0...VirtualDuration.maxMicroseconds)
    await propertyCheck(count: 500, input: micros) { us throws in
      #expect(try VirtualDuration.parse(VirtualDuration.format(us)) == us)
    }
  }

  @Test func parseNeverTrapsOnRandomText() async {
    let text = Gen<Character?>.element(of: Array("0123456789.-usmhµin ")).map { $0 ?? "0" }
      .string(of: 0...30)
    await propertyCheck(count: 500, input: text) { s in
      do throws(ShellError) {
        let us = try VirtualDuration.parse(s)
        #expect((0...VirtualDuration.maxMicroseconds).contains(us))
      } catch {
        #expect(error.message.contains("duration"))
      }
    }
  }
}
