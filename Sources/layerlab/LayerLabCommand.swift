import ArgumentParser
import LayerLab
import LayerLabShell

/// `layerlab`: flags and mode selection. Everything else lives in LayerLabShell.
@main
struct LayerLabCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layerlab",
    abstract: "Watch and measure the iOS redraw pipeline: run loop, CA commit, YYAsyncLayer.",
    discussion: "With no FILE and stdin a terminal, opens the interactive shell; with stdin a "
      + "pipe, reads statements from it. Ctrl-C stops the running statement (at the prompt: "
      + "prompt again; otherwise the run ends); SIGTERM, SIGHUP and Ctrl-\\ (SIGQUIT) end the "
      + "run at once; a run a signal ends drops its .output and .once files. Exit status: "
      + "0 success, 1 a statement failed or stdout could not be written, 64 bad flags, 66 unreadable script, 130 interrupted "
      + "(Ctrl-C), 129/131/143 ended by SIGHUP/SIGQUIT/SIGTERM.",
    version: LayerLabVersion.current)

  @Argument(help: "Session files (*.lab) to run in order.")
  var files: [String] = []

  @Option(
    name: .customShort("c"),
    help: ArgumentHelp(
      "Run these statements (separated by ';' or newlines), then exit; several -c run in "
        + "order.",
      valueName: "statements"))
  var commands: [String] = []

  @Flag(name: .customShort("i"), help: "Stay interactive after running the files.")
  var interactive = false

  @Option(
    help: ArgumentHelp(
      "model (the default: render costs from the fitted unit prices, the same on every host "
        + "and run) or measured (the host's real Pango/Cairo time converted to the device; "
        + "moves with the host and its load, see scripts/hog-check)."))
  var clock: String = "model"

  @Option(
    help: ArgumentHelp(
      "A device of the catalogue ('devices' lists them with their chips and screens; "
        + "'iphone-se' still selects iphonese1)."))
  var device: String = "iphone11"

  // Unconditional, so `--seed -1` reaches `validate` and gets the range rather than
  // "Missing value" (a leading '-' would otherwise read as a flag).
  @Option(parsing: .unconditional, help: "Seed for anything random.")
  var seed: Int = 1

  @Flag(help: "In batch mode go on after an error (the exit status is still 1).")
  var keepGoing = false

  @Flag(help: "Print each line before its output.")
  var echo = false

  @Flag(
    name: [.customShort("q"), .customLong("quiet")],
    help: "Results only on stdout (tables, CSV, JSON): no transcript or confirmations.")
  var quiet = false

  @Flag(name: [.customShort("X"), .customLong("no-init")], help: "Skip the init file.")
  var noInit = false

  @Option(
    name: .customLong("out"),
    help: ArgumentHelp(
      "Write files named by relative paths (save, export, plot, .output, .once) under DIR, "
        + "made if missing; absolute paths are unchanged.", valueName: "DIR"))
  var outDirectory: String?

  @Flag(
    help: ArgumentHelp(
      "For session files you did not write: read and write files only under the current "
        + "folder and --out (save, export, plot, .output, .once, .read, compare, rows=FILE, "
        + "images dir= and cache=)."))
  var safe = false

  func validate() throws {
    guard ClockMode(rawValue: clock) != nil else {
      throw ValidationError("unknown clock '\(clock)' (use measured or model)")
    }
    guard DeviceProfile.named(device) != nil else {
      let known = DeviceProfile.all.map(\.name)
      let hint = Suggest.closest(to: device, among: known).map { "did you mean '\($0)'? " } ?? ""
      throw ValidationError(
        "unknown device '\(device)'; \(hint)(one of: \(known.joined(separator: ", ")))")
    }
    guard (0...Int(Int32.max)).contains(seed) else {
      throw ValidationError("seed must be from 0 to \(Int32.max)")
    }
    guard commands.isEmpty || files.isEmpty else {
      throw ValidationError("give either -c STATEMENTS or FILEs, not both")
    }
  }

  func run() throws {
    Signals.install()
    let runner = Runner(
      clock: ClockMode(rawValue: clock) ?? .model,
      device: DeviceProfile.named(device) ?? .iphone11,
      seed: UInt64(seed), keepGoing: keepGoing, echo: echo, quiet: quiet,
      outDirectory: outDirectory, safe: safe)
    let status = runner.start(
      files: files, commands: commands, stayInteractive: interactive, readInit: !noInit)
    if status != 0 { throw ExitCode(status) }
  }
}
