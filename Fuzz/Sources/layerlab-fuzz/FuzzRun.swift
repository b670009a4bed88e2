import Foundation
import LayerLab
import LayerLabShell

/// One fuzz input run as a session file, with what it may not do taken out.
enum FuzzRun {
  /// Lines of one input that are run; the rest is ignored so one input stays quick.
  static let maxLines = 64
  /// Statements run so far in this process, printed every ``reportEvery``.
  nonisolated(unsafe) static var statements = 0
  nonisolated(unsafe) static var reported = 0
  static let reportEvery = 100_000

  /// Words that write files or read paths outside the fuzzer's control: a fuzzer must not
  /// overwrite files or block on a device, so lines holding them are skipped.
  static let refused: Set<String> = ["save", "export", ".output", ".once", ".read", "compare"]

  static func script(_ text: String) {
    if !started {
      started = true
      atexit { FuzzRun.printCount() }
    }
    let engine = Engine(device: .iphone11, clock: .model, renderer: FuzzRenderer())
    let session = Session(engine: engine) { _, _ in }
    session.settings.bail = false
    for (index, line) in ScriptFile.lines(text).prefix(maxLines).enumerated() {
      guard allowed(line) else { continue }
      let outcome = session.run(line: line, at: .file("fuzz.lab", line: index + 1))
      if case .exit = outcome { break }
    }
    session.finish()
    report()
  }

  /// False for a line that names a refused statement, a disk cache, or a system path.
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

  nonisolated(unsafe) static var started = false

  static func report() {
    guard statements - reported >= reportEvery else { return }
    reported = statements
    printCount()
  }

  /// On stderr, with libFuzzer's own lines; the total is printed again at exit.
  static func printCount() {
    FileHandle.standardError.write(Data("layerlab-fuzz: \(statements) statements run\n".utf8))
  }
}
