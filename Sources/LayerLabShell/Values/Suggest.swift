/// "Did you mean …?" for mistyped names: colours, properties, statements, dot-commands.
///
/// A suggestion is only worth showing when it is very likely what the user meant, so the allowed
/// distance grows slowly with the length of what was typed: one edit for words of up to five
/// characters, two up to eight, at most three. Transposed neighbours (`rde` for `red`) count as
/// one edit, since that is the most common typing slip.
public enum Suggest {
  /// The candidate closest to `word`, case-insensitively, or nil when none is close enough.
  ///
  /// Ties go to the candidate that comes first in `candidates`, so callers control the order
  /// (put the most common names first) and results are deterministic.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    let limit = maxDistance(forLength: typed.count)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      // Lengths that differ by more than the limit cannot be within it; skip the table.
      guard abs(other.count - typed.count) <= limit else { continue }
      let distance = editDistance(typed, other)
      guard distance <= limit else { continue }
      if best == nil || distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// The largest distance accepted for a typed word of `length` characters.
  static func maxDistance(forLength length: Int) -> Int {
    max(1, min(3, length / 3))
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
  /// adjacent characters each cost one.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = b.count + 1
    // Three rolling rows: two back for transpositions, one back, and the row being filled.
    var twoBack = [Int](repeating: 0, count: width)
    var oneBack = Array(0...b.count)
    var row = [Int](repeating: 0, count: width)
    for i in 1...a.count {
      row[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(oneBack[j] + 1, row[j - 1] + 1, oneBack[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, twoBack[j - 2] + 1)
        }
        row[j] = value
      }
      (twoBack, oneBack, row) = (oneBack, row, twoBack)
    }
    return oneBack[b.count]
  }
}
