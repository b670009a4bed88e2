@testable import LayerLab

/// The AsyncDraw demo's cell for model tests, which have no shell to read
/// `Prototypes/news.lab`: the same declarations, made as model commands. The shell's
/// `ShippedPrototypeTests` checks the shipped file itself.
extension Harness {
  /// The shipped prototype's name.
  static let newsCell = "newsCell"

  /// Declares `newsCell` as `Prototypes/news.lab` does, unless it is declared already.
  func declareNewsCell() throws(ModelError) {
    if engine.view(named: Harness.newsCell) != nil { return }
    let yellow = PropertyValue.color(NewsFeed.yellow)
    try engine.input(
      .create(
        kind: .prototype, name: Harness.newsCell,
        properties: [
          PropertySetting("height", .text("fit+10")), PropertySetting("opaque", .bool(false)),
          PropertySetting("backgroundColor", .color(nil)),
          PropertySetting("synthetic", .choice("asyncdraw")),
        ]))
    let members: [(ViewKind, String, [PropertySetting])] = [
      (
        .label, "title",
        [
          PropertySetting("frame", .text("10,10,width-20,30")),
          PropertySetting("font", .text(NewsFeed.titleFont)),
          PropertySetting("textColor", .color(.black)), PropertySetting("backgroundColor", yellow),
          PropertySetting("opaque", .bool(true)), PropertySetting("numberOfLines", .integer(1)),
          PropertySetting("text", .text("$row.name")),
        ]
      ),
      (
        .image, "picture",
        [
          PropertySetting("frame", .text("10,title.maxY,width-20,200")),
          PropertySetting("cornerRadius", .number(8)),
          PropertySetting("masksToBounds", .bool(true)),
          PropertySetting("backgroundColor", .color(NewsFeed.lightGrey)),
          PropertySetting("url", .text("$row.thumbnails[0]")),
          PropertySetting("loadsOnMain", .bool(true)),
        ]
      ),
      (
        .label, "text",
        [
          PropertySetting("frame", .text("10,picture.maxY+10,width-20,fit")),
          PropertySetting("font", .text(NewsFeed.contentFont)),
          PropertySetting("textColor", .color(NewsFeed.grey)),
          PropertySetting("lineSpacing", .number(5)), PropertySetting("numberOfLines", .integer(0)),
          PropertySetting("lineBreakMode", .choice("char")),
          PropertySetting("backgroundColor", yellow), PropertySetting("opaque", .bool(true)),
          PropertySetting("text", .text("$row.text")),
          PropertySetting("attributedText", .bool(true)),
        ]
      ),
    ]
    for (kind, member, properties) in members {
      try engine.input(
        .addMember(prototype: Harness.newsCell, kind: kind, member: member, properties: properties))
    }
  }
}
