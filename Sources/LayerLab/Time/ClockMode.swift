/// How the cost of a render is decided.
///
/// The pixels are real in both modes; only the virtual time a draw takes differs.
public enum ClockMode: String, Sendable, CaseIterable {
  /// The host time the real Pango/Cairo work took, times the device's speed factor.
  case measured
  /// A deterministic formula over pixels, glyphs and lines, so transcripts are exact.
  case model
}
