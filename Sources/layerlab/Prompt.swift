@preconcurrency import CEditLine
import Foundation
import LayerLabShell

/// The interactive prompt: libedit editing, history and Tab completion; Ctrl-C discards the
/// line, Ctrl-D leaves, SIGTERM, SIGHUP and SIGQUIT leave too (the caller ends the process by
/// them). History is written here only, so batch input never records any.
struct Prompt {
  let session: Session
  /// stdout, checked: a terminal that went away ends the shell with one line.
  let output: StandardOutput

  func loop() -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let editor = LineEditor(
      programName: "layerlab", historyPath: HistoryLocation.path(environment: environment))
    // Tab: statements, views, their properties, setting values and file names. The editor
    // appends a blank after a single match, which `editorCandidates` works around for paths
    // and `NAME.` by offering what is inside them.
    let completer = Completer(session: session)
    editor.completion = { line, word in completer.editorCandidates(line: line, word: word) }
    output.write("LayerLab — type 'help' for statements, Ctrl-D to leave.\n")
    while Signals.stopSignal == nil {
      switch editor.read(prompt: "layerlab> ") {
      case .endOfInput:
        return 0
      case .interrupted:
        continue
      case .line(let line):
        editor.remember(line)
        let outcome = session.run(line: line, at: .interactive)
        output.flush()
        switch outcome {
        case .exit(let code): return code ?? 0
        case .ok, .failed, .interrupted: continue
        }
      }
    }
    return 0
  }
}
