import LayerLab

/// The shell's own settings (the dot-commands), as `.show` prints them.
public struct ShellSettings: Sendable, Equatable {
  /// Print each statement before its output (`--echo`, `.echo on`).
  public var echo = false
  /// Results only on stdout (`-q`, `.quiet on`), like sqlite3's `-batch`: tables, CSV, JSON
  /// and values print; narration — the transcript of events, "ran …" summaries, "wrote …"
  /// and "saved …" confirmations — does not. Errors still go to stderr.
  public var quiet = false
  /// `--out DIR`: the folder relative output paths are written under (nil: the working
  /// directory).
  public var outputDirectory: String?
  /// `--safe`: reads and writes only under the current folder and `outputDirectory`.
  public var safe = false
  /// Stop a script at its first error (`.bail on`); `--keep-going` turns it off.
  public var bail = true
  /// The seed for anything random (VVebo's flags, synthetic feeds), so runs repeat.
  public var seed: UInt64 = 1
  /// Set by `compare STRATEGY…`: every table the compared script makes uses this strategy.
  public var strategyOverride: TableStrategy?
  /// How tables (`trace`, `events`, `stats`, `show`, `.show`) are printed (`.mode`).
  public var mode = OutputMode.table
  /// Whether csv output starts with the header line (`.headers`); on by default, as a CSV
  /// without its header is rarely what anyone wants to load.
  public var headers = true
  /// Print host and virtual time after each statement (`.timer`). Off by default because host
  /// time differs on every run and would make transcripts unrepeatable.
  public var timer = false

  public init() {}
}
