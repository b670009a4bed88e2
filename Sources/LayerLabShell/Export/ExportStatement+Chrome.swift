import LayerLab

/// `export chrome FILE.json`: the session as a Chrome trace, for Perfetto or chrome://tracing.
extension ExportStatement {
  /// Builds the trace from everything recorded so far and writes it atomically, so a failed
  /// write (a missing directory, a full disk) leaves no partial file behind.
  static func exportChrome(to path: String, in session: Session) throws(ShellError) {
    let engine = session.engine
    let trace = ChromeTrace(engine: engine)
    try AtomicFile.write(trace.json(), to: path, within: session.paths.safeRoots)
    session.narrate("wrote chrome trace (\(Format.count(trace.events.count, "event"))) to \(path)")
  }
}
