/// A sentinel check in YYAsyncLayer's display: where a draw can find it was cancelled.
///
/// C1 runs on the queue before the context exists; `draw:PASS` is YYTextLayout's poll
/// before each drawing pass; C2 after drawing, C3 after making the image (both on the
/// queue); C4 on main, before the contents are set.
public enum Checkpoint: Sendable, Hashable {
  case c1
  /// The poll before the drawing pass with this name.
  case pass(String)
  case c2
  case c3
  case c4

  /// The name events, draw records and transcripts use: `C1`, `draw:text`, …, `C4`.
  public var name: String {
    switch self {
    case .c1: "C1"
    case .pass(let pass): "draw:" + pass
    case .c2: "C2"
    case .c3: "C3"
    case .c4: "C4"
    }
  }
}
