import LayerLab

/// `export perfetto FILE.pftrace`: the session as a Perfetto-native protobuf trace.
extension ExportStatement {
  /// Builds the trace from everything recorded so far and writes it atomically.
  static func exportPerfetto(to path: String, in session: Session) throws(ShellError) {
    let engine = session.engine
    let trace = PerfettoTrace(engine: engine)
    try AtomicFile.write(trace.serialized(), to: path, within: session.paths.safeRoots)
    session.narrate(
      "wrote perfetto trace (\(Format.count(trace.packets.count, "packet"))) to \(path); "
        + "open it at ui.perfetto.dev")
  }
}
