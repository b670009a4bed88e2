@testable import LayerLab
@testable import LayerLabShell

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
    _ name: String = "feed", rows: Int = 1000, posts: [FeedPost]? = nil,
    strategy: TableStrategy = .sync, frame: Rect? = nil, estimate: String? = "0",
    properties more: [PropertySetting] = []
  ) throws(ModelError) {
    let prototype = try declare(cell: "feed")
    var properties = [
      PropertySetting("strategy", .choice(strategy.rawValue)),
      PropertySetting("cell", .text(prototype)),
    ]
    if let frame { properties.append(PropertySetting("frame", .rect(frame))) }
    if let estimate { properties.append(PropertySetting("estimatedRowHeight", .text(estimate))) }
    properties += more
    let rows = TableRows(posts: posts ?? Harness.posts(rows), source: "test")
    try engine.input(
      .createTable(name: name, rows: rows, properties: properties), text: "new table \(name)")
  }

  /// Declares the shipped cell `cell=NAME` names, from its file under `Prototypes/`, as `new
  /// table … cell=NAME` does; returns the prototype's name.
  @discardableResult
  func declare(cell: String) throws(ModelError) -> String {
    guard let shipped = ShippedPrototype.all.first(where: { $0.cell == cell }) else {
      throw ModelError("no shipped cell '\(cell)'")
    }
    if engine.view(named: shipped.prototype) != nil { return shipped.prototype }
    // A session over the engine attaches the shell's image library and disk cache; the
    // test's (none, or a fake) stay.
    let (loader, diskStore) = (engine.images.loader, engine.images.diskStore)
    defer { (engine.images.loader, engine.images.diskStore) = (loader, diskStore) }
    let session = Session(engine: engine) { _, _ in }
    do {
      _ = try shipped.declare(in: session)
    } catch {
      throw ModelError("cell=\(cell): \(error)")
    }
    return shipped.prototype
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

extension PrototypeCell {
  /// The cell's copy of the prototype's view `member` (`text`, `name`, …).
  func member(_ member: String) -> (any View)? {
    members.first { $0.name == "\(name).\(member)" }
  }

  /// The feed cell's body text (`feedCell.text`).
  var textLabel: LabelView? { member("text") as? LabelView }
}
