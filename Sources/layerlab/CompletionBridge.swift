@preconcurrency import CEditLine
import Foundation
import Synchronization

/// A completion provider: given the line up to the cursor and the word being completed (the
/// line's last word), the candidates that could replace that word.
typealias CompletionProvider = (_ line: String, _ word: String) -> [String]

/// The provider, boxed so that it can live in a global `Mutex`.
///
/// `@unchecked Sendable` because the closure itself usually captures the (non-Sendable) shell.
/// That is sound here: libedit calls the completion callback only from inside `readline()`, on
/// the thread that called `LineEditor.read`, the same thread that installs the provider.
private final class ProviderBox: @unchecked Sendable {
  let call: CompletionProvider

  init(_ call: @escaping CompletionProvider) {
    self.call = call
  }
}

/// `rl_attempted_completion_function` has no user-data pointer, so the callback is a global
/// function and finds the provider here.
private let installedProvider = Mutex<ProviderBox?>(nil)

/// Connects a Swift completion provider to libedit's readline-compatible completion hook.
enum CompletionBridge {
  /// The provider now installed, if any.
  static var provider: CompletionProvider? {
    let box = installedProvider.withLock { $0 }
    return box?.call
  }

  /// Installs `provider`, or with `nil` restores libedit's default (file-name completion).
  static func install(_ provider: CompletionProvider?) {
    let box = provider.map { ProviderBox($0) }
    installedProvider.withLock { $0 = box }
    if box == nil {
      ll_set_completion(nil)
    } else {
      ll_set_completion(completeWord)
    }
  }

  /// The candidates worth offering: those that extend `word`, each once, in the provider's
  /// order. A candidate that does not start with `word` would make libedit replace the word
  /// with a shorter common prefix, deleting what the user typed.
  static func candidates(_ proposed: [String], word: String) -> [String] {
    var seen = Set<String>()
    return proposed.filter { candidate in
      candidate.unicodeScalars.starts(with: word.unicodeScalars) && seen.insert(candidate).inserted
    }
  }

  /// The longest common prefix, by Unicode scalar so that it matches libedit's character-wise
  /// insertion and never splits a UTF-8 sequence.
  static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first.map({ Array($0.unicodeScalars) }) else { return "" }
    for word in words.dropFirst() {
      let scalars = Array(word.unicodeScalars)
      var length = 0
      while length < min(prefix.count, scalars.count) && prefix[length] == scalars[length] {
        length += 1
      }
      prefix.removeLast(prefix.count - length)
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: prefix)
    return String(result)
  }

  /// The array readline's completion hook returns: entry 0 is the text that replaces the word
  /// (the matches' common prefix), then the matches, then NULL. A single match is thus listed
  /// twice, `[m, m, NULL]`: libedit reads `matches[2]` to spot a unique match, so the shorter
  /// GNU form `[m, NULL]` made it read past the array (and skip the space after the word).
  /// libedit `free()`s the array and every string, so they come from `malloc` and `strdup`.
  static func matchArray(_ matches: [String]) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  {
    guard !matches.isEmpty else { return nil }
    let entries = [commonPrefix(matches)] + matches
    let slot = MemoryLayout<UnsafeMutablePointer<CChar>?>.stride
    guard let raw = malloc((entries.count + 1) * slot) else { return nil }
    let array = raw.bindMemory(to: UnsafeMutablePointer<CChar>?.self, capacity: entries.count + 1)
    for (index, entry) in entries.enumerated() {
      guard let copy = strdup(entry) else {
        // Out of memory: a NULL here would silently cut the list short, so offer nothing.
        for earlier in 0..<index { free(array[earlier]) }
        free(raw)
        return nil
      }
      array[index] = copy
    }
    array[entries.count] = nil
    return array
  }
}

/// libedit's completion hook. `end` is the cursor's offset in *characters* (libedit edits wide
/// characters), so the line up to the cursor is cut by Unicode scalar, not by byte.
private func completeWord(
  _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  guard let provider = CompletionBridge.provider else {
    ll_set_completion_over(0)
    return nil
  }
  let word = text.map { String(cString: $0) } ?? ""
  let buffer = ll_line_buffer().map { String(cString: $0) } ?? ""
  var line = String.UnicodeScalarView()
  line.append(contentsOf: buffer.unicodeScalars.prefix(max(Int(end), 0)))
  let matches = CompletionBridge.candidates(provider(String(line), word), word: word)
  // With no candidates libedit may fall back to file names, which suits `.read`, `save`, ….
  ll_set_completion_over(matches.isEmpty ? 0 : 1)
  return CompletionBridge.matchArray(matches)
}
