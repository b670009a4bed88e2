import Foundation

/// What the host is and how much memory this process has used, read from Linux's `/proc`.
///
/// Why the core count is in every report: the engine simulates a device's cores but runs on
/// the host's, and the render figures of a 2-core VM and a 16-core workstation differ for
/// reasons that have nothing to do with the code; a report without it cannot be compared.
enum HostInfo {
  /// Cores available to this process.
  static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The first `model name` of `/proc/cpuinfo`, or "unknown".
  static var cpuModel: String {
    guard let text = read("/proc/cpuinfo") else { return "unknown" }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return "unknown"
  }

  /// `VmHWM` of `/proc/self/status`, the peak resident set size, in MiB; nil when unreadable.
  static var peakRSSMiB: Double? {
    statusKiB("VmHWM").map { Double($0) / 1024 }
  }

  /// `VmRSS`, the resident set size now, in MiB; nil when unreadable.
  static var currentRSSMiB: Double? {
    statusKiB("VmRSS").map { Double($0) / 1024 }
  }

  /// Resets `VmHWM` to the current RSS by writing 5 to `/proc/self/clear_refs` (Linux 4.0 and
  /// later), so the next peak belongs to the work that follows. Returns false when refused.
  static func resetPeakRSS() -> Bool {
    let descriptor = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return write(descriptor, "5", 1) == 1
  }

  /// A `Name:   1234 kB` field of `/proc/self/status`, in KiB.
  private static func statusKiB(_ field: String) -> Int? {
    guard let text = read("/proc/self/status") else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let number = line.dropFirst(field.count + 1).split(whereSeparator: \.isWhitespace).first
      return number.flatMap { Int($0) }
    }
    return nil
  }

  /// A whole `/proc` file, read to its end (their reported size is 0, so no size is trusted).
  private static func read(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.readToEnd() else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
