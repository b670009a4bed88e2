import Foundation
import LayerLab

/// How many threads a `compare` runs its variants on.
extension CompareStatement {
  /// Keywords whose statements write a file (`save`, `export`, `plot`, `.output`, `.once`) or
  /// run a script that might (`.read`, `compare`).
  static let compareFileWriters: Set<String> = [
    "save", "export", "plot", ".output", ".once", ".read", "compare",
  ]

  /// One thread per core, up to one per variant, under `clock model`, where each run is a
  /// pure function of the script: the table comes out the same in any order.
  ///
  /// One thread, so the runs go one after another as they always did, when:
  /// - the clock is `measured`, in the session or in the script: each run's virtual times
  ///   come from host timings, and runs sharing the cores would slow each other down;
  /// - the script may write files, or the disk cache (`images cache=`) is on: runs writing
  ///   the same path must leave what the last run in order wrote, and only serial order
  ///   guarantees that.
  ///
  /// A `.read` of a file that writes nothing does not make the runs serial: the file is read
  /// here (relative to `path`, the compared script's, under `--safe`'s roots) and checked
  /// the same way, one level deep — a prototype's declaration is the usual case.
  static func threads(jobs: Int, script: String, path: String = "", in session: Session) -> Int {
    threads(
      jobs: jobs, isolated: runsAreIsolated(script: script, path: path, in: session), in: session)
  }

  /// The threads for `jobs` runs already judged ``runsAreIsolated(script:path:in:)`` or not.
  static func threads(jobs: Int, isolated: Bool, in session: Session) -> Int {
    guard isolated else { return 1 }
    let cores = session.compares.threadLimit ?? ProcessInfo.processInfo.activeProcessorCount
    return max(1, min(jobs, cores))
  }

  /// True when each run is a pure function of the script that writes nothing: `clock model`,
  /// no disk cache, no statement that writes files or sets the measured clock. Such runs may
  /// share the cores, and no pixel they draw is ever read — so they draw none
  /// (`PangoLayerRenderer(drawsPixels: false)`: their figures are the same, a quarter faster).
  static func runsAreIsolated(script: String, path: String = "", in session: Session) -> Bool {
    let read = { (name: String) -> String? in
      let resolved = FilePaths.resolve(name, from: .file(path, line: 0))
      guard let confined = try? session.paths.confine(resolved, for: "read") else { return nil }
      return try? ScriptFile.read(confined, within: session.paths.safeRoots)
    }
    return session.engine.clock == .model && session.imageFiles.diskCache.directory == nil
      && !comparesSerially(script, reading: read)
  }

  /// True when some statement of `script`, anywhere on a line (so also inside `repeat` and
  /// `after`), writes files or sets the measured clock or a disk cache. A line that does not
  /// tokenize counts too: what it means is not known, and serial is always right.
  ///
  /// `reading` gives the text of a file a `.read` names (nil: unreadable, which counts as a
  /// writer); a `.read` inside the file read counts as a writer.
  static func comparesSerially(
    _ script: String, reading read: (String) -> String? = { _ in nil }
  ) -> Bool {
    for line in ScriptFile.lines(script) {
      guard let statements = try? Tokenizer.statements(in: line) else { return true }
      for statement in statements {
        let words = statement.words.map(\.text)
        if words.count == 2, words[0] == ".read", !words[1].contains("$"),
          let text = read(words[1])
        {
          if comparesSerially(text) { return true }
          continue
        }
        if words.contains(where: compareFileWriters.contains) { return true }
        if words.contains("clock"), words.contains(ClockMode.measured.rawValue) { return true }
        if words.contains("images"), words.contains(where: { $0.hasPrefix("cache") }) {
          return true
        }
      }
    }
    return false
  }
}
