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

extension String {
  /// Whether every character is one ASCII byte: ASCII without a carriage return (CR LF is one
  /// character of two bytes). Then counting and searching bytes is counting and searching
  /// characters, which the statement path does on every statement.
  var isOneBytePerCharacter: Bool {
    // Over the contiguous bytes when there are some (native and small strings): the generic
    // walk of the UTF-8 view cost as much as the search it was to spare.
    utf8.withContiguousStorageIfAvailable { bytes in
      !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
    } ?? utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
  }
}
