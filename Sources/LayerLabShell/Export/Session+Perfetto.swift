import LayerLab

/// `export perfetto FILE.pftrace`: the session as a Perfetto-native protobuf trace.
extension Session {
  /// Builds the trace from everything recorded so far and writes it atomically.
  func exportPerfetto(to path: String) throws(ShellError) {
    let trace = PerfettoTrace(engine: engine)
    try AtomicFile.write(trace.serialized(), to: path)
    narrate(
      "wrote perfetto trace (\(Format.count(trace.packets.count, "packet"))) to \(path); "
        + "open it at ui.perfetto.dev")
  }
}
