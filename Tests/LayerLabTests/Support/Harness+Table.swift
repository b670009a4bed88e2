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

  /// `new table NAME rows=N strategy=S estimatedRowHeight=0` typed at the prompt: exact
  /// heights by default, so every row's top is known before it is asked (the tests of reuse,
  /// strategies and ranges count rows by `rowHeight`); `estimate: nil` leaves UIKit's
  /// default (automatic).
  func table(
    _ name: String = "feed", rows: Int = 1000, strategy: TableStrategy = .sync,
    frame: Rect? = nil, estimate: String? = "0"
  ) throws(ModelError) {
    var properties = [PropertySetting("strategy", .choice(strategy.rawValue))]
    if let frame { properties.append(PropertySetting("frame", .rect(frame))) }
    if let estimate { properties.append(PropertySetting("estimatedRowHeight", .text(estimate))) }
    let rows = TableRows(posts: Harness.posts(rows), source: "test")
    try engine.input(
      .createTable(name: name, rows: rows, properties: properties), text: "new table \(name)")
  }

  /// `NAME.drag(…)`, `NAME.fling(…)`, … typed at the prompt.
  func scroll(_ call: TableCall, on name: String = "feed") throws(ModelError) {
    try engine.input(.tableCall(view: name, call: call), text: "\(name).\(call.name)(…)")
  }

  /// The table called `name`.
  func tableView(_ name: String = "feed") -> TableView? {
    engine.view(named: name) as? TableView
  }
}
