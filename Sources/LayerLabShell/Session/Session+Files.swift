import LayerLab

/// Reading scripts (`.read`).
extension Session {
  /// Runs a whole script, line by line; errors name the file and line. With `bail` on, the
  /// first error stops the script.
  public func runScript(_ text: String, name: String) -> Outcome {
    var result = Outcome.ok
    ScriptFile.forEachLine(text) { line, number in
      let outcome = run(line: line, at: .file(name, line: number))
      switch outcome {
      case .ok: return true
      case .failed:
        result = .failed
        return !settings.bail
      case .exit, .interrupted:
        result = outcome
        return false
      }
    }
    return result
  }
}
