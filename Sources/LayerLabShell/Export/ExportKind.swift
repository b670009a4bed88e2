/// What `export` can write, in the order `help export` and its messages list them.
enum ExportKind: String, CaseIterable, Sendable {
  case draws, events, frames, images, chrome, perfetto, timeline

  /// The file type it writes, for the usage line.
  var fileExtension: String {
    switch self {
    case .draws, .events, .frames, .images: "csv"
    case .chrome: "json"
    case .perfetto: "pftrace"
    case .timeline: "png"
    }
  }

  /// What one CSV row is, for `wrote 3 draws to …`.
  var noun: String {
    switch self {
    case .draws: "draw"
    case .events: "event"
    case .frames: "frame"
    case .images: "image request"
    case .chrome, .perfetto, .timeline: rawValue
    }
  }

  /// `draws|events|frames|images FILE.csv`, `chrome FILE.json`, `perfetto FILE.pftrace`,
  /// `timeline FILE.png`: kinds that write the same type of file share one alternative.
  static var alternatives: [String] {
    var groups: [(kinds: [String], fileExtension: String)] = []
    for kind in allCases {
      if let last = groups.last, last.fileExtension == kind.fileExtension {
        groups[groups.count - 1].kinds.append(kind.rawValue)
      } else {
        groups.append(([kind.rawValue], kind.fileExtension))
      }
    }
    return groups.map { $0.kinds.joined(separator: "|") + " FILE." + $0.fileExtension }
  }
}
