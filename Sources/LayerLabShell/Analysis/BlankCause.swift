import LayerLab

/// Why a layer was blank in the tree a commit sent: what it was waiting for when the commit
/// was made, read from the records (issue 39: `explain` blamed drawing for a layer that was
/// waiting for its picture).
enum BlankCause {
  /// Its picture's download (or disk read) was under way.
  case download(ImageFetchRecord)
  /// A draw of it was under way, off main: asked before the commit, set after.
  case drawing(DrawRecord)
  /// Nothing was under way for it: VVebo skipped its row, Texture's range had not reached it,
  /// or its draw was cancelled (a reused cell).
  case notAsked

  /// The cause for each of `layers`, blank in the tree committed at `time`.
  static func of(_ layers: [String], committedAt time: Micros, in recording: Recording)
    -> [BlankCause]
  {
    let wanted = Set(layers)
    var fetches: [String: ImageFetchRecord] = [:]
    for fetch in recording.fetches where wanted.contains(fetch.view) && fetch.requested <= time {
      fetches[fetch.view] = fetch
    }
    var draws: [String: DrawRecord] = [:]
    for draw in recording.draws where wanted.contains(draw.layer) && draw.times.requested <= time {
      draws[draw.layer] = draw
    }
    return layers.map { layer in
      if let fetch = fetches[layer], fetch.done.map({ $0 > time }) ?? true {
        return .download(fetch)
      }
      if let draw = draws[layer], draw.times.finished.map({ $0 > time }) ?? draw.isInFlight {
        return .drawing(draw)
      }
      return .notAsked
    }
  }

  /// One clause per cause, the most frequent first, each with its first layer as an example:
  /// "2 drawing off main (feed.cell4.text: asked at 5859.201 ms, set at 5890.113 ms)".
  static func clauses(_ layers: [String], _ causes: [BlankCause]) -> [String] {
    var groups: [(key: String, count: Int, example: String)] = []
    for (layer, cause) in zip(layers, causes) {
      let key = cause.key
      if let index = groups.firstIndex(where: { $0.key == key }) {
        groups[index].count += 1
      } else {
        groups.append((key, 1, cause.example(layer)))
      }
    }
    return groups.sorted { $0.count > $1.count }.map { "\($0.count) \($0.example)" }
  }

  private var key: String {
    switch self {
    case .download: "download"
    case .drawing: "drawing"
    case .notAsked: "notAsked"
    }
  }

  private func example(_ layer: String) -> String {
    switch self {
    case .download(let fetch):
      "waiting for a picture (\(layer): requested at \(Format.ms(fetch.requested)), "
        + (fetch.done.map { "arrived at \(Format.ms($0))" } ?? "not arrived") + ")"
    case .drawing(let draw):
      "drawing off main (\(layer): asked at \(Format.ms(draw.times.requested)), "
        + (draw.times.finished.map { "set at \(Format.ms($0))" } ?? "still drawing") + ")"
    case .notAsked:
      "with no draw or download under way (\(layer): VVebo skips rows far from a fling's "
        + "target, Texture renders only its display range, a reused cell's draw is cancelled)"
    }
  }
}
