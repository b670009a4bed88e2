@testable import LayerLab

/// Tables for tests: uniform posts, so every row has the same height and rows are easy to
/// work out. With the fake renderer's 20 pt per 40 characters, a 40-character post makes a
/// 113 pt cell (63 + 20 + 30): the iphone11's 896 pt screen shows rows 0–7.
extension Harness {
  static let rowHeight = 113.0

  /// `count` posts of 40 characters each.
  static func posts(_ count: Int) -> [FeedPost] {
    (0..<count).map { row in
      let body = "post \(row) " + String(repeating: "x", count: 40)
      return FeedPost(name: "author \(row)", text: String(body.prefix(40)))
    }
  }

  /// `new table NAME rows=N strategy=S` typed at the prompt.
  func table(
    _ name: String = "feed", rows: Int = 1000, strategy: TableStrategy = .sync,
    frame: Rect? = nil
  ) throws(ModelError) {
    var properties: [(String, PropertyValue)] = [("strategy", .choice(strategy.rawValue))]
    if let frame { properties.append(("frame", .rect(frame))) }
    let posts = Harness.posts(rows)
    let props = properties
    try engine.input("new table \(name)") { e throws(ModelError) in
      try e.prepareCreateTable(name: name, posts: posts, source: "test", properties: props)
    }
  }

  /// `NAME.drag(…)`, `NAME.fling(…)`, … typed at the prompt.
  func scroll(_ call: TableCall, on name: String = "feed") throws(ModelError) {
    try engine.input("\(name).\(call.name)(…)") { e throws(ModelError) in
      guard let table = e.view(named: name) as? TableView else {
        throw ModelError("unknown table '\(name)'")
      }
      return try e.prepareTableCall(table, call)
    }
  }

  /// The table called `name`.
  func tableView(_ name: String = "feed") -> TableView? {
    engine.view(named: name) as? TableView
  }
}
