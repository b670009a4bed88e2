/// How much work Pango's word wrapping would do breaking unbroken words by characters, and
/// when to let it break by characters from the start instead.
///
/// Why: with `PANGO_WRAP_WORD_CHAR` (UIKit's word wrapping), Pango first tries each line at
/// word boundaries and, for a word wider than the line, breaks it by characters, re-measuring
/// the rest of the word for every line it makes. The work grows with the word's length times
/// the lines it spans: a 10 000-character word took 4–6 s per draw in a label 1 to 20 pt
/// wide (0.24 s at 300 pt), 31 s under `clock measured`, and nothing could interrupt it.
/// `PANGO_WRAP_CHAR` lays the same word out in about 0.1 s.
///
/// The mechanism: before a layout, estimate the forced-break work as, over every unbroken
/// run of `n` characters, `n` times the lines it needs (`n` ÷ characters per line). Past
/// ``budget`` the layout wraps by characters. Only text holding a very long unbroken run
/// comes near it (a 2 000-character word in a 20 pt-wide label, a 10 000-character one at
/// 150 pt), and such a run is broken by characters either way; what changes is that the
/// other words of that text break by characters too, where UIKit would move them whole to
/// the next line. Every other text wraps exactly as before.
public enum ForcedBreakBudget {
  /// Character steps of forced breaking allowed per layout: about 0.2 s of Pango's time on
  /// this machine (measured: 10^8 steps, a 10 000-character word one character per line,
  /// took 4 s).
  public static let budget = 5_000_000

  /// An estimate of the average advance of a character, in ems: DejaVu Sans's Latin letters
  /// average about 0.6 em. Narrower glyphs fit more per line, so the estimate errs towards
  /// more lines, the safe side.
  static let averageAdvance = 0.6

  /// True when laying `text` out at `width` points in a `points`-size font with word
  /// wrapping, at most `lineLimit` lines (0: no limit), would pass ``budget``. A width that is
  /// not positive and finite does not wrap. Text under 2 237 bytes never passes: its work is
  /// at most its length squared.
  public static func exceeded(_ text: String, width: Double, points: Double, lineLimit: Int)
    -> Bool
  {
    guard width.isFinite, width > 0, text.utf8.count * text.utf8.count > budget else {
      return false
    }
    let perLine = max(1, (width / (max(points, 1) * averageAdvance)).rounded(.down))
    var work = 0.0
    var run = 0
    func endRun() {
      var lines = (Double(run) / perLine).rounded(.up)
      if lineLimit > 0 { lines = min(lines, Double(lineLimit)) }
      work += Double(run) * lines
      run = 0
    }
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar == "-" {
        endRun()
      } else {
        run += 1
      }
    }
    endRun()
    return work > Double(budget)
  }
}
