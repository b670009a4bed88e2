/// "display NAME" and "layoutSubviews NAME", one string per layer shared by all its spans
/// (the table is cleared if a session makes very many names).
struct SpanNameTable {
  /// The most names kept before the table starts afresh.
  private static let limit = 4096
  private var names: [SpanNameKey: String] = [:]

  mutating func name(_ what: String, _ layer: String) -> String {
    let key = SpanNameKey(what: what, layer: layer)
    if let made = names[key] { return made }
    if names.count >= Self.limit { names.removeAll() }
    let made = "\(what) \(layer)"
    names[key] = made
    return made
  }
}
