import LayerLab

/// What `trace` and `events` keep: a view name, a window (`from T`, `to T`, `in SIGNPOST`),
/// for `events` a kind (`kind checkpoint`), for `trace` a set of columns (`columns a,b,c`).
struct RecordFilter: Equatable {
  var name: String?
  var kind: EventKind?
  var columns: [String]?
  var window = TimeWindow()

  /// Reads `[NAME] [kind K] [columns A,B] [from T] [to T] | [in SIGNPOST]`; `statement`
  /// names the statement in errors, `options` the keywords it takes beyond the window.
  static func parse(_ words: [String], statement: String, options: Set<String>)
    throws(ShellError) -> RecordFilter
  {
    var filter = RecordFilter()
    var rest = words[...]
    let keywords: Set<String> = options.union(["from", "to", "in"])
    if let first = rest.first, !keywords.contains(first) {
      filter.name = first
      rest = rest.dropFirst()
    }
    while let keyword = rest.first, options.contains(keyword) {
      guard rest.count >= 2 else { throw ShellError("missing value after '\(keyword)'") }
      let value = rest[rest.index(after: rest.startIndex)]
      rest = rest.dropFirst(2)
      switch keyword {
      case "kind":
        guard let kind = EventKind(rawValue: value) else {
          let kinds = EventKind.allCases.map(\.rawValue).joined(separator: ", ")
          throw ShellError("unknown event kind '\(Excerpt.of(value))' (one of: \(kinds))")
        }
        filter.kind = kind
      default:
        let names = value.split(separator: ",").map(String.init)
        let unknown = names.filter { !DrawRecord.columns.contains($0) }
        guard unknown.isEmpty, !names.isEmpty else {
          throw ShellError(
            "unknown column '\(Excerpt.of(unknown.first ?? value))'; the columns are "
              + DrawRecord.columns.joined(separator: ","))
        }
        filter.columns = names
      }
    }
    filter.window = try TimeWindow.parse(Array(rest), statement: statement)
    return filter
  }

  /// The window's bounds, or the whole session.
  func bounds(in engine: Engine) throws(ShellError) -> ClosedRange<Micros> {
    let resolved = try window.resolve(in: engine)
    let from = resolved.from ?? 0
    let to = resolved.to ?? Micros.max
    guard from <= to else {
      throw ShellError("the window is empty: pass from earlier than to")
    }
    return from...to
  }
}
