import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// `devices`: the catalogue as a table, and as data under `.mode csv` / `.mode json`.
@Suite("Session: devices")
struct DevicesStatementTests {
  @Test func theTablePrintsOneRowPerDeviceWithEstimatesMarked() throws {
    let harness = SessionHarness()
    #expect(harness.run("devices") == .ok, "\(harness.err)")
    let lines = harness.outLines
    let header = try #require(lines.first)
    for column in ["name", "chip", "cores", "gb5", "hz", "scale", "points", "pixels", "ios"] {
      #expect(header.contains(column), "no column \(column)")
    }
    // Header, rule, one row per device, the note.
    let rows = lines.dropFirst(2).dropLast()
    #expect(rows.count == DeviceProfile.all.count)
    #expect(
      rows.map { $0.split(separator: " ").first.map(String.init) } == DeviceProfile.all.map(\.name))
    let eight = try #require(rows.first { $0.hasPrefix("iphone8 ") })
    #expect(eight.contains("A11 Bionic") && eight.contains("2P+4E") && eight.contains("939"))
    #expect(eight.contains("375x667") && eight.contains("750x1334") && eight.hasSuffix(" 16"))
    let plus = try #require(rows.first { $0.hasPrefix("iphone8plus ") })
    #expect(plus.contains("1080x1920 from 1242x2208"))
    let estimated = try #require(rows.first { $0.hasPrefix("iphone15pro ") })
    #expect(estimated.contains("~2200") && estimated.contains("120 ProMotion 10–120"))
    #expect(lines.last?.contains("'iphone-se' is iphonese1") == true)
  }

  @Test func csvKeepsTheScoreNumericAndSaysWhichAreEstimates() throws {
    let harness = SessionHarness()
    harness.prepare(".mode csv")
    #expect(harness.run("devices") == .ok, "\(harness.err)")
    let records = harness.outLines.map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = try #require(records.first)
    #expect(
      header == [
        "name", "chip", "cores", "gb5", "estimated", "hz", "promotion", "scale", "points",
        "pixels", "rendered", "ios",
      ])
    let rows = records.dropFirst()
    #expect(rows.count == DeviceProfile.all.count)
    for (row, device) in zip(rows, DeviceProfile.all) {
      #expect(row.count == header.count)
      #expect(row[0] == device.name)
      #expect(Double(row[3]) == device.spec.singleCore, "\(device.name) gb5 '\(row[3])'")
      #expect(row[4] == (device.spec.singleCoreEstimated ? "true" : "false"))
      #expect(Int(row[5]) == device.panel.maxRate)
      #expect(Int(row[11]) == device.ios)
    }
    let plus = try #require(rows.first { $0[0] == "iphone8plus" })
    #expect(plus[9] == "1080x1920" && plus[10] == "1242x2208")
  }

  @Test func jsonWritesTheScoreAsANumber() throws {
    let harness = SessionHarness()
    harness.prepare(".mode json")
    #expect(harness.run("devices") == .ok, "\(harness.err)")
    let first = try #require(harness.outLines.first)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    #expect(object["name"] as? String == "iphone11")
    #expect(object["gb5"] as? Double == 1334)
    #expect(object["hz"] as? Double == 60)
    #expect(harness.outLines.count == DeviceProfile.all.count)
  }

  /// The old name works wherever a device is named: the statement, `compare device …`, help.
  @Test func theOldSENameStillSelectsTheRenamedSE() throws {
    let harness = SessionHarness()
    #expect(harness.run("device iphone-se") == .ok, "\(harness.err)")
    #expect(harness.engine.device == .iphoneSE1)
    harness.clear()
    #expect(harness.run("help iphone-se") == .ok, "\(harness.err)")
    #expect(harness.outLines.first == "device iphonese1")
    let runs = try Session.CompareRun.parse(
      ["device", "iphone-se", "iphone8"].map { Word(unquoted: $0) })
    #expect(runs.compactMap(\.device?.name) == ["iphonese1", "iphone8"])
    harness.clear()
    #expect(harness.run("help device") == .ok)
    #expect(
      harness.out.contains("'devices' lists")
        && harness.out.contains("'iphone-se' still selects iphonese1"))
  }

  /// `device iphone8` used to fail with a suggestion of the iPhone 6, a different chip.
  @Test func theIPhone8IsADeviceNotATypo() {
    let harness = SessionHarness()
    #expect(harness.run("device iphone8") == .ok, "\(harness.err)")
    #expect(harness.engine.device.spec.soc == "A11 Bionic")
  }

  /// `device NAME` says which iOS the device runs and what that changes: the iPhone 5 stops at
  /// iOS 10, before the scroll hints and the Auto Layout rewrite; the iPhone 6 reaches iOS 12.
  @Test func aDeviceSaysItsIOSAndWhatItChanges() throws {
    let harness = SessionHarness()
    #expect(harness.run("device iphone5") == .ok, "\(harness.err)")
    harness.clear()
    #expect(harness.run("device") == .ok, "\(harness.err)")
    #expect(harness.out.contains("device iphone5: iOS 10, "))
    #expect(harness.out.contains("no scroll-burst hints") && harness.out.contains("view.ios11"))
    #expect(harness.run("device iphone6") == .ok, "\(harness.err)")
    harness.clear()
    #expect(harness.run("device") == .ok, "\(harness.err)")
    #expect(harness.out.contains("device iphone6: iOS 12, "))
    #expect(harness.out.contains("hints reach") && !harness.out.contains("view.ios11"))
  }
}
