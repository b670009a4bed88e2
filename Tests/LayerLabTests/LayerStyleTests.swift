import Testing

@testable import LayerLab

/// The compositing properties every view kind has: each lands in the layer and opens a
/// transaction for the next commit, none redraws, and the model refuses what is out of range.
struct LayerStyleTests {
  /// One property, a value other than its default, and where the value must show up.
  struct Case: Sendable, CustomStringConvertible {
    var property: String
    var value: PropertyValue
    var landed: @Sendable (Layer) -> Bool

    var description: String { "\(property)=\(value)" }
  }

  static let cases: [Case] = [
    Case(property: "opaque", value: .bool(false)) { !$0.opaque },
    Case(property: "alpha", value: .number(0.5)) { $0.style.alpha == 0.5 },
    Case(property: "backgroundColor", value: .color(Color(r: 1, g: 2, b: 3))) {
      $0.backgroundColor == Color(r: 1, g: 2, b: 3)
    },
    Case(property: "cornerRadius", value: .number(12)) { $0.style.cornerRadius == 12 },
    Case(property: "masksToBounds", value: .bool(true)) { $0.style.masksToBounds },
    Case(property: "shadowOpacity", value: .number(0.3)) { $0.style.shadowOpacity == 0.3 },
    Case(property: "shadowRadius", value: .number(8)) { $0.style.shadowRadius == 8 },
    Case(property: "shadowOffset", value: .size(2, 4)) {
      $0.style.shadowOffset == LayerStyle.Offset(width: 2, height: 4)
    },
    Case(property: "shadowPath", value: .choice("bounds")) { $0.style.shadowPath == .bounds },
    Case(property: "shouldRasterize", value: .bool(true)) { $0.style.shouldRasterize },
    Case(property: "contentsGravity", value: .choice("center")) {
      $0.style.contentsGravity == .center
    },
  ]

  /// Values each property must refuse.
  static let refused: [(String, PropertyValue)] = [
    ("alpha", .number(1.5)), ("alpha", .number(-0.1)), ("cornerRadius", .number(-1)),
    ("cornerRadius", .number(1001)), ("shadowOpacity", .number(2)),
    ("shadowRadius", .number(.infinity)), ("shadowOffset", .size(2000, 0)),
    ("shadowPath", .choice("oval")), ("contentsGravity", .choice("bottom")),
    ("masksToBounds", .number(1)),
  ]

  /// A settled engine with one view of `kind` called "v" (a table is "feed").
  static func make(_ kind: ViewKind) throws -> (Harness, String) {
    let h = Harness()
    _ = h.images()
    let frame = PropertySetting("frame", .rect(Rect(x: 0, y: 0, width: 80, height: 40)))
    switch kind {
    case .label:
      try h.label("v")
    case .table:
      try h.table(rows: 20)
      #expect(h.idle() == .reached)
      return (h, "feed")
    case .cell:
      _ = try h.declare(cell: "feed")
      try h.engine.input(.create(kind: .cell, name: "v", properties: [.init("text", .text("hi"))]))
    case .image, .uiImageView, .view:
      try h.engine.input(.create(kind: kind, name: "v", properties: [frame]))
    case .prototype:
      try h.engine.input(.create(kind: .prototype, name: "v", properties: []))
    }
    #expect(h.idle() == .reached)
    return (h, "v")
  }

  @Test(arguments: ViewKind.allCases)
  func everyKindHasTheSharedRows(kind: ViewKind) {
    let names = Set(kind.properties.map(\.name))
    let own = kind == .label ? LabelView.ownLayerRows : []
    for row in LayerStyleTests.cases where !own.contains(row.property) {
      #expect(names.contains(row.property), "\(kind) lacks \(row.property)")
    }
  }

  /// A prototype's layer is never on screen: its values reach its cells (`PrototypeTests`).
  @Test(arguments: ViewKind.allCases.filter { $0 != .prototype })
  func settingStoresInTheLayerWithoutARedraw(kind: ViewKind) throws {
    let own = kind == .label ? LabelView.ownLayerRows : []
    for row in LayerStyleTests.cases where !own.contains(row.property) {
      let (h, name) = try LayerStyleTests.make(kind)
      let layer = try #require(h.layer(name))
      // An equal value changes nothing (a table's layer is not opaque to begin with).
      guard h.engine.view(named: name)?.value(of: row.property) != row.value else { continue }
      #expect(!h.engine.main.transaction.isOpen)
      let draws = h.engine.recording.draws.count
      let marks = h.engine.recording.counters.setNeedsDisplay
      try h.set(name, row.property, row.value)
      #expect(row.landed(layer), "\(kind) \(row)")
      #expect(layer.commitState.changed, "\(kind) \(row)")
      #expect(h.engine.main.transaction.isOpen, "\(kind) \(row)")
      #expect(h.engine.recording.counters.setNeedsDisplay == marks, "\(kind) \(row)")
      #expect(h.engine.view(named: name)?.value(of: row.property) == row.value)
      #expect(h.idle() == .reached)
      #expect(h.engine.recording.draws.count == draws, "\(kind) \(row) redrew")
      #expect(row.landed(try #require(layer.commitState.committed).snapshotLayer), "\(kind) \(row)")
    }
  }

  @Test(arguments: ViewKind.allCases)
  func outOfRangeIsRefusedAndChangesNothing(kind: ViewKind) throws {
    let (h, name) = try LayerStyleTests.make(kind)
    let layer = try #require(h.layer(name))
    let style = layer.style
    for (property, value) in LayerStyleTests.refused {
      #expect(throws: ModelError.self, "\(kind) \(property)=\(value)") {
        try h.set(name, property, value)
      }
    }
    #expect(layer.style == style)
    #expect(!h.engine.main.transaction.isOpen)
  }

  @Test func aLabelKeepsItsRedrawingOpaqueAndItsTextShadowOffset() throws {
    let h = Harness()
    try h.label("t")
    #expect(h.idle() == .reached)
    let draws = h.engine.recording.draws.count
    try h.set("t", "opaque", .bool(true))
    try h.set("t", "shadowOffset", .size(0, 3))
    #expect(h.idle() == .reached)
    #expect(h.engine.recording.draws.count == draws + 1)
    let label = try #require(h.engine.view(named: "t") as? LabelView)
    #expect(label.style.shadowOffset == (0, 3))
    #expect(label.layer.style.shadowOffset == LayerStyle.Offset(width: 0, height: -3))
  }

  @Test func anImageKeepsItsDrawnRoundingUnderANewName() throws {
    let (h, name) = try LayerStyleTests.make(.image)
    let draws = h.engine.recording.draws.count
    try h.set(name, "imageCornerRadius", .number(20))
    #expect(h.idle() == .reached)
    let image = try #require(h.imageView(name))
    #expect(image.imageCornerRadius == 20)
    #expect(!image.layer.opaque)
    #expect(image.layer.style.cornerRadius == 0)
    #expect(h.engine.recording.draws.count == draws + 1)
    guard case .image(let drawing)? = image.drawContent() else {
      Issue.record("an image view draws an image")
      return
    }
    #expect(drawing.cornerRadius == 20)
  }
}

extension LayerSnapshot {
  /// A throwaway layer carrying the snapshot's compositing state, so one check reads both.
  fileprivate var snapshotLayer: Layer {
    let layer = Layer(name: "snapshot", frame: frame)
    layer.opaque = opaque
    layer.backgroundColor = backgroundColor
    layer.style = style
    return layer
  }
}
