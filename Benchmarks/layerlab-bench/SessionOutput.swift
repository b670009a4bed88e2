import LayerLabShell

/// Collects what a benchmarked `Session` writes: results are dropped, errors kept.
///
/// Why drop results: printing a scroll's trace would time the terminal, not the engine; why
/// keep errors: a script that failed ran only part of its work, and the figure must not be
/// printed as if it had run all of it.
final class SessionOutput {
  /// Everything written to the error stream.
  private(set) var errors = ""

  /// A session on the model clock writing here, with its own Pango renderer.
  func makeSession() -> Session {
    Session(device: .iphone11, clock: .model) { [self] stream, text in
      if stream == .err { errors += text }
    }
  }
}
