import LayerLab

/// Every limit the shell enforces, in one place, so `help limits` can list them and each
/// refusal can name the one it hit.
///
/// Why limits at all: nothing a user types may hang or exhaust the process. Each is set well
/// above what any teaching session needs and low enough that hitting it costs seconds, not
/// hours; the `why` of each row says what it protects.
public enum Limits {
  /// Statements one top-level statement may run through `repeat` (every iteration at every
  /// nesting level counts): 10^5 statements take about a second.
  public static let statementsPerStatement = 100_000
  /// Virtual time one top-level statement may ask to run: one hour, the longest single `run`.
  public static let virtualTimePerStatement: Micros = VirtualDuration.maxMicroseconds
  /// Nesting of `.read` and `compare` (together).
  public static let readAndCompareNesting = Session.maxReadDepth

  /// One row of `help limits`.
  public struct Row: Sendable {
    public let name: String
    public let value: String
    public let why: String
  }

  /// The table `help limits` prints.
  public static var rows: [Row] {
    [
      Row(
        name: "statements per statement", value: String(statementsPerStatement),
        why: "repeat, nested or not, and files .read inside it"),
      Row(
        name: "virtual time per statement",
        value: VirtualDuration.format(virtualTimePerStatement),
        why: "run DURATION, and the sum over a repeat's runs"),
      Row(
        name: ".read/compare nesting", value: String(readAndCompareNesting),
        why: "a file that reads or compares itself"),
    ]
  }
}
