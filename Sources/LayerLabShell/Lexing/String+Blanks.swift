extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingBlanks: String {
    // Usually there is nothing to trim, which the first and last bytes tell: a blank
    // Character is a single ASCII byte.
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    if let first = utf8.first, let last = utf8.last, !isBlank(first), !isBlank(last) {
      return self
    }
    let blanks: Set<Character> = [" ", "\t"]
    let start = firstIndex { !blanks.contains($0) } ?? endIndex
    let end = lastIndex { !blanks.contains($0) }.map { index(after: $0) } ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
