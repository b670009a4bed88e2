@preconcurrency import CEditLine
import CSignals
import Foundation
import LayerLabShell

/// What one prompt produced.
enum PromptResult: Equatable {
  /// A line the user entered, without the trailing space that Tab completion leaves.
  case line(String)
  /// Ctrl-C: the half-typed line was thrown away and `^C` printed; prompt again.
  case interrupted
  /// Ctrl-D on an empty line (or the terminal went away); a newline was printed so that the
  /// calling shell's prompt does not start after ours.
  case endOfInput
}

/// Interactive line editing with history, through libedit's readline-compatible API.
///
/// libedit keeps its state in globals, so a process has at most one editor, and it is meant for
/// a terminal only: batch mode reads stdin with `readLine()` and records no history.
///
/// Signals are the executable's (``Signals``), not libedit's: libedit's handlers re-sent each
/// signal to the whole process group (`kill(0, signo)`), so a SIGTERM for the shell killed the
/// script that started it too. The SIGINT handler is installed *without* `SA_RESTART`: Ctrl-C
/// makes `readline()` return, and the shell decides what it means. Ctrl-Z is handled here
/// (`ll_signals_install_interactive`: the terminal is put back before stopping), and a resized
/// window is picked up at the next prompt.
final class LineEditor {
  /// How many entries history keeps, in memory and on disk (bash's default HISTSIZE is 500,
  /// zsh's SAVEHIST often 1000: a choice, enough to recall a few sessions' work).
  static let historyLimit = 1000
  /// The on-disk history, or `nil` when history lives in memory only.
  private var historyFile: HistoryFile?
  /// The newest history entry, to skip a line that repeats it (bash's `ignoredups`).
  private var previous: String?

  /// Sets libedit up and loads the history file, if there is one.
  ///
  /// - Parameters:
  ///   - programName: the name libedit uses for `~/.editrc` sections (`layerlab:bind …`).
  ///   - historyPath: where history is kept; `nil` keeps it in memory only.
  init(programName: String, historyPath: String?) {
    Self.selectCharacterLocale()
    // libedit keeps the pointer, so the copy is deliberately never freed. The name must be set
    // before libedit initialises (the first history call does that) to pick the editrc section.
    if let name = strdup(programName) {
      ll_set_readline_name(name)
    }
    ll_set_catch_signals(0)
    ll_signals_install_interactive(STDIN_FILENO)
    using_history()
    stifle_history(Int32(Self.historyLimit))
    if let historyPath {
      var file = HistoryFile(path: historyPath, limit: Self.historyLimit)
      file.load()
      historyFile = file
    }
    previous = ll_last_history_line().map { String(cString: $0) }
  }

  /// The completion provider for Tab, or `nil` for libedit's file-name completion.
  ///
  /// It receives the line up to the cursor and the word being completed (the end of that line,
  /// split at blanks, quotes, `=`, `;`, `(` and the like), and returns candidates for the word.
  /// Candidates that do not start with the word are ignored. When it returns none, libedit
  /// falls back to completing file names. A single match gets a space appended (trimmed again
  /// by `read`); several are completed to their common prefix and listed on a second Tab.
  var completion: ((_ line: String, _ word: String) -> [String])? {
    get { CompletionBridge.provider }
    set { CompletionBridge.install(newValue) }
  }

  /// Shows `prompt` and reads one edited line.
  ///
  /// An interrupt that arrived before the prompt (say, one that stopped the previous command)
  /// is cleared first, so it cannot cancel this prompt or turn Ctrl-D into Ctrl-C.
  func read(prompt: String) -> PromptResult {
    _ = Signals.takeInterrupt()
    // libedit no longer hears SIGWINCH (its signal handling is off): ask the size each time.
    rl_resize_terminal()
    let raw = readline(prompt)
    // Taken in every case: a Ctrl-C racing with Enter must not stop the command just entered.
    let interrupted = Signals.takeInterrupt()
    guard let raw else {
      // libedit echoes neither, so finish the prompt's line ourselves.
      print(interrupted ? "^C" : "")
      fflush(nil)
      return interrupted ? .interrupted : .endOfInput
    }
    defer { free(raw) }
    var line = String(cString: raw)
    while line.hasSuffix(" ") {
      line.removeLast()
    }
    return .line(line)
  }

  /// Adds `line` to the history and appends it to the history file at once.
  func remember(_ line: String) {
    guard Self.isRemembered(line, previous: previous) else { return }
    add_history(line)
    previous = line
    historyFile?.append(line)
  }

  /// Whether a line entered after `previous` goes into the history. Follows bash's
  /// `HISTCONTROL=ignoreboth`: empty lines, lines starting with a space (a way to keep
  /// something out of the history) and a repeat of the previous entry are not recorded; nor is
  /// a line the shell refuses for its length (``Session/maxLineBytes``), which recalling
  /// could only refuse again.
  static func isRemembered(_ line: String, previous: String?) -> Bool {
    !line.isEmpty && !line.hasPrefix(" ") && line != previous
      && line.utf8.count <= Session.maxLineBytes
  }

  /// Editing UTF-8 needs a UTF-8 `LC_CTYPE`: libedit decodes keys with the C library's
  /// multibyte functions. Under the plain C locale (no `LANG`, as in many containers, `env -i`
  /// and CI), `é` would be two characters and Backspace would split it, so that one case falls
  /// back to `C.UTF-8`, which glibc always provides. Other locales are left as the user set them.
  private static func selectCharacterLocale() {
    _ = setlocale(LC_CTYPE, "")
    let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
    if codeset == "ANSI_X3.4-1968" || codeset.isEmpty {
      _ = setlocale(LC_CTYPE, "C.UTF-8")
    }
  }
}
