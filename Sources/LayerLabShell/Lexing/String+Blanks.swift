extension String {
  /// The string without leading and trailing spaces and tabs.
  var trimmingBlanks: String {
    let blanks: Set<Character> = [" ", "\t"]
    let start = firstIndex { !blanks.contains($0) } ?? endIndex
    let end = lastIndex { !blanks.contains($0) }.map { index(after: $0) } ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}
