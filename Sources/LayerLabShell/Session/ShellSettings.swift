/// The shell's own settings (the dot-commands), as `.show` prints them.
public struct ShellSettings: Sendable, Equatable {
  /// Print each statement before its output (`--echo`, `.echo on`).
  public var echo = false
  /// Stop a script at its first error (`.bail on`); `--keep-going` turns it off.
  public var bail = true
  /// The seed for anything random (VVebo's flags, synthetic feeds), so runs repeat.
  public var seed: UInt64 = 1

  public init() {}
}
