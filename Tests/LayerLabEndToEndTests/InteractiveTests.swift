import Foundation
import Testing

/// How many times `needle` occurs in `text`.
private func occurrences(of needle: String, in text: String) -> Int {
  text.components(separatedBy: needle).count - 1
}

/// The interactive shell under a real pseudo-terminal: editing, Tab completion, history,
/// Ctrl-C at the prompt and during a long run, colour, and Ctrl-D leaving with status 0.
@Suite(
  "Interactive",
  .enabled(
    if: InteractiveTmux.path != nil,
    "tmux is not installed; the pseudo-terminal test needs it (apt-get install tmux)"))
struct InteractiveTests {
  @Test func typingCompletionHistoryAndSignals() throws {
    let binary = try #require(BinaryRunner.binary, "the layerlab binary was not built")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("layerlab-pty-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = directory.appendingPathComponent("state").path
    let command = [
      "env", "-u", "NO_COLOR", "-u", "LAYERLAB_HISTORY", "HOME=\(directory.path)",
      "XDG_STATE_HOME=\(state)", "XDG_CONFIG_HOME=\(directory.path)/config", binary, "-X",
      "--clock", "model",
    ]
    let terminal = try InteractiveTmux(command: command, directory: directory)
    defer { terminal.kill() }
    func expectScreen(
      _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
      _ condition: (String) -> Bool
    ) throws {
      let seen = try terminal.wait(until: condition)
      let screen = try terminal.screen()
      #expect(
        seen != nil, "waiting for \(what); the screen shows:\n\(screen)",
        sourceLocation: sourceLocation)
    }
    func expectPrompt(_ text: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws
    {
      // capture-pane drops trailing blanks, such as the one after the prompt.
      let expected = String(("layerlab> " + text).reversed().drop { $0 == " " }.reversed())
      try expectScreen("the prompt '\(text)'", sourceLocation: sourceLocation) { screen in
        screen.split(separator: "\n").last.map(String.init) == expected
      }
    }

    try expectScreen("the banner") { $0.contains("LayerLab — type 'help'") }
    try expectPrompt()
    try terminal.type("new label title frame=20,40,300,60 text=\"Hello\"")
    try terminal.press("Enter")
    try expectScreen("the new label's first mark") { $0.contains("title sentinel → 1") }

    // Tab completes a property name (one match: the word and a blank)...
    try terminal.type("title.textCol")
    try terminal.press("Tab")
    try expectPrompt("title.textColor")
    try terminal.type("= #333333")
    try terminal.press("Enter")
    try expectScreen("the setter") { $0.contains("input: title.textColor = #333333") }
    // ...a view name to `title.` (no blank), and a method with its parentheses.
    try terminal.type("tit")
    try terminal.press("Tab")
    try expectPrompt("title.")
    try terminal.type("setNeedsD")
    try terminal.press("Tab")
    try expectPrompt("title.setNeedsDisplay()")
    try terminal.press("Enter")
    try expectScreen("the call") { $0.contains("input: title.setNeedsDisplay()") }

    // Up twice recalls the setter, and Enter runs it again.
    try terminal.press("Up")
    try terminal.press("Up")
    try expectPrompt("title.textColor = #333333")
    try terminal.press("Enter")
    try expectScreen("the recalled setter") {
      occurrences(of: "input: title.textColor = #333333", in: $0) == 2
    }

    // Ctrl-C throws a half-typed line away and prompts again.
    try expectPrompt()
    try terminal.type("show tit")
    // The terminal flushes unread input on Ctrl-C, so let the editor echo the line first.
    try expectPrompt("show tit")
    try terminal.press("C-c")
    try expectPrompt()
    try terminal.type("seed")
    try terminal.press("Enter")
    try expectScreen("seed's answer") { $0.contains("\nseed 1") }
    let afterDiscard = try terminal.screen()
    #expect(afterDiscard.contains("layerlab> show tit^C"))
    #expect(!afterDiscard.contains("unknown view") && !afterDiscard.contains("titseed"))

    // Ctrl-C stops a long run (an hour of virtual time takes the debug build ~30 s). A Ctrl-C
    // that races with Enter is dropped on purpose (it must not stop the command just entered),
    // and a loaded machine can take over a second to read the line, so press again each second
    // until the run reports the interrupt; a press after it only redraws an empty prompt.
    try terminal.type("run 3600s")
    try terminal.press("Enter")
    var stopped: String?
    for _ in 0..<20 where stopped == nil {
      Thread.sleep(forTimeInterval: 1)
      try terminal.press("C-c")
      stopped = try terminal.wait(seconds: 1) { $0.contains("  interrupted at ") }
    }
    try expectScreen("the interrupted run") { $0.contains("  interrupted at ") }
    try expectPrompt()

    // On a terminal `error:` is coloured and the transcript's time column dimmed.
    try terminal.type("nosuch")
    try terminal.press("Enter")
    try expectScreen("the error") { $0.contains("error: unknown statement 'nosuch'") }
    let coloured = try terminal.screen(escapes: true)
    let errorLine = coloured.split(separator: "\n").first { $0.contains("unknown statement") }
    #expect(errorLine?.hasPrefix("\u{1B}[") == true, "no colour on: \(errorLine ?? "")")
    let timeLine = coloured.split(separator: "\n").first { $0.contains("input: new label") }
    #expect(timeLine?.hasPrefix("\u{1B}[") == true, "no dimming on: \(timeLine ?? "")")

    // Ctrl-D on an empty line leaves with status 0.
    try expectPrompt()
    try terminal.press("C-d")
    #expect(try terminal.exitStatus() == 0)

    // History was written line by line; the discarded line is not in it.
    let history = try String(contentsOfFile: state + "/layerlab/history", encoding: .utf8)
    #expect(history.contains("run\\0403600s"))
    #expect(history.contains("title.setNeedsDisplay()"))
    #expect(!history.contains("show\\040tit"))
  }
}
