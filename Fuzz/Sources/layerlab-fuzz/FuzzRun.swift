import Foundation
import LayerLab
import LayerLabShell

/// One fuzz input run as a session file, with what it may not do taken out.
enum FuzzRun {
  /// Lines of one input that are run; the rest is ignored so one input stays quick.
  static let maxLines = 64
  /// Virtual time one input may run: past it the session's statements stop at their next
  /// event as Ctrl-C stops them (the state stays consistent), and the input's remaining lines
  /// are skipped. One `run 1h` was 216 000 vsyncs under AddressSanitizer, seconds of host time
  /// for one input; ten virtual seconds hold any session's lesson (a fling lasts five).
  static let virtualBudget: Micros = 10_000_000
  /// Statements run so far in this process, printed every ``reportEvery``.
  nonisolated(unsafe) static var statements = 0
  nonisolated(unsafe) static var reported = 0
  static let reportEvery = 100_000

  /// Words that read scripts or run nested sessions (`compare` multiplies an input's work by
  /// eight per level): lines holding them are skipped. The writers (`save`, `export`, `plot`,
  /// `.output`, `.once`) run, confined to ``scratch``.
  static let refused: Set<String> = [".read", "compare"]

  /// A folder of the fuzzer's own, made at the first input and removed at exit: the current
  /// folder and the `--out` folder of every session, which runs under `--safe`, so the
  /// writers can write only here (a path outside, `..` or a link out is refused). Emptied
  /// after every input, so each starts from an empty folder and the disk does not fill.
  nonisolated(unsafe) static var scratch = ""

  static func script(_ text: String) {
    if firstInput == nil {
      firstInput = Date()
      scratch = makeScratch()
      atexit {
        FuzzRun.printCount()
        FuzzRun.removeScratch()
      }
    }
    let engine = Engine(device: .iphone11, clock: .model, renderer: FuzzRenderer())
    let session = Session(engine: engine) { _, _ in }
    session.settings.bail = false
    session.settings.safe = true
    session.settings.outputDirectory = scratch
    // `reset` makes a new engine whose clock starts again: the budget counts per engine.
    session.interrupted = { [unowned session] in session.engine.now > virtualBudget }
    for (index, line) in ScriptFile.lines(text).prefix(maxLines).enumerated() {
      guard allowed(line) else { continue }
      let outcome = session.run(line: line, at: .file("fuzz.lab", line: index + 1))
      if case .exit = outcome { break }
      if case .interrupted = outcome { break }
    }
    session.finish()
    emptyScratch()
    report()
  }

  /// Makes the scratch folder under the temporary folder and moves into it. libFuzzer's path
  /// arguments were made absolute before (``FuzzArguments``), so the move does not change
  /// where the corpus and the artifacts go.
  static func makeScratch() -> String {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array((base + "/layerlab-fuzz.XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      fatalError("layerlab-fuzz: cannot make a scratch folder under \(base)")
    }
    // Resolved (`/tmp` may be a link), as `--safe` compares resolved paths.
    var path = String(cString: made)
    if let resolved = realpath(path, nil) {
      path = String(cString: resolved)
      free(resolved)
    }
    guard FileManager.default.changeCurrentDirectoryPath(path) else {
      fatalError("layerlab-fuzz: cannot move into \(path)")
    }
    return path
  }

  /// Files the writers left in ``scratch`` so far (temporaries included), printed with the
  /// statement count: a run whose writers all failed would show 0.
  nonisolated(unsafe) static var filesWritten = 0

  /// Removes what the last input wrote; the folder stays.
  static func emptyScratch() {
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: scratch)) ?? [] {
      filesWritten += 1
      try? manager.removeItem(atPath: scratch + "/" + name)
    }
  }

  static func removeScratch() {
    guard !scratch.isEmpty else { return }
    try? FileManager.default.removeItem(atPath: scratch)
  }

  /// False for a line that names a refused statement, a disk cache, or a system path (which
  /// `--safe` refuses anyway; skipping them spends the time on inputs that do something).
  static func allowed(_ line: String) -> Bool {
    guard let statements = try? Tokenizer.statements(in: line) else {
      count(1)
      return true
    }
    for word in statements.flatMap(\.words) {
      let text = word.text.lowercased()
      if refused.contains(text) || text.contains("cache=") || text.contains("/proc")
        || text.contains("/dev") || text.contains("/sys")
      {
        return false
      }
    }
    count(max(statements.count, 1))
    return true
  }

  static func count(_ n: Int) {
    statements += n
  }

  static func report() {
    guard statements - reported >= reportEvery else { return }
    reported = statements
    printCount()
  }

  /// When the first input started (nil before it): the harness's one-time set-up, and the rate.
  nonisolated(unsafe) static var firstInput: Date?

  /// On stderr, with libFuzzer's own lines; the total is printed again at exit, and
  /// `scripts/fuzz` adds up the processes' last lines.
  static func printCount() {
    let seconds = firstInput.map { Date().timeIntervalSince($0) } ?? 0
    let rate = seconds > 0 ? Int(Double(statements) / seconds) : 0
    FileHandle.standardError.write(
      Data(
        ("layerlab-fuzz: \(statements) statements run, \(rate) a second, "
          + "\(filesWritten) files written, \(FuzzPictures.checked) pictures checked "
          + "(\(FuzzPictures.refused) refused)\n").utf8))
  }
}
