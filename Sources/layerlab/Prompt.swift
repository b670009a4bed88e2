@preconcurrency import CEditLine
import Foundation
import LayerLabShell

/// The interactive prompt: libedit editing and history, Ctrl-C discards, Ctrl-D leaves.
struct Prompt {
  let session: Session

  func loop() -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let editor = LineEditor(
      programName: "layerlab", historyPath: HistoryLocation.path(environment: environment))
    print("LayerLab — type 'help' for statements, Ctrl-D to leave.")
    while true {
      _ = ll_take_interrupt()
      switch editor.read(prompt: "layerlab> ") {
      case .endOfInput:
        return 0
      case .interrupted:
        continue
      case .line(let line):
        editor.remember(line)
        let outcome = session.run(line: line, at: .interactive)
        fflush(stdout)
        switch outcome {
        case .exit(let code): return code ?? 0
        case .ok, .failed, .interrupted: continue
        }
      }
    }
  }
}
