/// What `new KIND NAME …`, `help KIND` and Tab need of a view kind, said once by the kind:
/// its properties and methods, the layers a new one counts against the views limit, how a new
/// one is checked and made, and the example help shows.
///
/// Why a protocol: the kinds were switched over in five places (properties, read-only names,
/// methods, check and create, help's examples), so a new kind meant finding them all. Now a
/// kind conforms and joins ``ViewKinds/all``; `ViewKind`'s answers are read from that list.
public protocol ViewKindEntry: View {
  static var viewKind: ViewKind { get }
  /// Its properties, in `show` order.
  static var kindProperties: [PropertyInfo] { get }
  /// Its properties that follow from its state and cannot be set.
  static var kindReadOnly: Set<String> { get }
  /// Its methods, the common ones first.
  static var kindMethods: [MethodInfo] { get }
  /// The layers a new one counts against the views limit (a demo cell makes three).
  static var layersMade: Int { get }
  /// The name help's examples give one, and the `new` statement that makes it.
  static var exampleName: String { get }
  static var creationExample: String { get }
  /// Checks `new KIND NAME prop=value…` against the state of the moment; returns image bytes
  /// it had to load.
  static func checkNew(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  /// Makes a checked one.
  static func makeNew(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine)
}

extension ViewKindEntry {
  public static var kindReadOnly: Set<String> { [] }
  public static var layersMade: Int { 1 }
}

/// Every view kind, in `ViewKind`'s order.
public enum ViewKinds {
  public static let all: [any ViewKindEntry.Type] = [
    LabelView.self, CellView.self, TableView.self, ImageView.self, UIImageView.self,
    PlainView.self, CellPrototype.self,
  ]

  /// The entry for `kind`.
  public static func entry(_ kind: ViewKind) -> any ViewKindEntry.Type {
    // Every case has an entry; `ViewKindsTests` checks the list against `ViewKind.allCases`.
    all.first { $0.viewKind == kind } ?? LabelView.self
  }
}

extension LabelView: ViewKindEntry {
  public static var viewKind: ViewKind { .label }
  public static var kindProperties: [PropertyInfo] { properties }
  public static var kindReadOnly: Set<String> { table.readOnly }
  public static var kindMethods: [MethodInfo] { methods }
  public static var exampleName: String { "title" }
  public static var creationExample: String {
    "new label title frame=20,40,300,60 text=\"Hello\" displaysAsynchronously=true"
  }
  public static func checkNew(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkCreate(name: name, properties, in: engine)
    return nil
  }
  public static func makeNew(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) { create(name: name, properties, in: engine) }
}

extension CellView: ViewKindEntry {
  public static var viewKind: ViewKind { .cell }
  public static var kindProperties: [PropertyInfo] { properties }
  public static var kindReadOnly: Set<String> { table.readOnly }
  public static var kindMethods: [MethodInfo] { methods }
  /// Its own layer; its views are counted when it is checked (`checkCreate`).
  public static var layersMade: Int { 1 }
  public static var exampleName: String { "post" }
  public static var creationExample: String {
    "new cell post name=Alice text=\"Hello #topic# @bob\""
  }
  public static func checkNew(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkCreate(name: name, properties, in: engine)
    return nil
  }
  public static func makeNew(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) { create(name: name, properties, in: engine) }
}

extension TableView: ViewKindEntry {
  public static var viewKind: ViewKind { .table }
  public static var kindProperties: [PropertyInfo] { properties }
  public static var kindReadOnly: Set<String> { readOnly }
  public static var kindMethods: [MethodInfo] { methods }
  public static var layersMade: Int { 0 }
  public static var exampleName: String { "feed" }
  public static var creationExample: String { "new table feed rows=1000 strategy=vvebo" }
  /// A table is made with its rows (`ViewCommand.createTable`), never by a bare `new`.
  public static func checkNew(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    throw needsRows
  }

  /// `new table NAME` without rows.
  static let needsRows = ModelError(
    "a table needs its rows: new table NAME rows=N (or rows=FILE.json)")
  public static func makeNew(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) {}
}

extension ImageView: ViewKindEntry {
  public static var viewKind: ViewKind { .image }
  public static var kindProperties: [PropertyInfo] { properties }
  public static var kindReadOnly: Set<String> { readOnly }
  public static var kindMethods: [MethodInfo] { methods }
  public static var exampleName: String { "avatar" }
  public static var creationExample: String {
    "new image avatar url=https://example.com/a.png frame=15,13,40,40 cornerRadius=20 "
      + "masksToBounds=true"
  }
  public static func checkNew(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkCreate(name: name, properties, in: engine)
  }
  public static func makeNew(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) { create(name: name, properties, loaded: loaded, in: engine) }
}

extension UIImageView: ViewKindEntry {
  public static var viewKind: ViewKind { .uiImageView }
  public static var kindProperties: [PropertyInfo] { properties }
  public static var kindReadOnly: Set<String> { readOnly }
  public static var kindMethods: [MethodInfo] { methods }
  public static var exampleName: String { "photo" }
  public static var creationExample: String {
    "new UIImageView photo url=https://example.com/p.jpg frame=0,100,375,375 "
      + "contentMode=scaleAspectFill decode=background downsample=true"
  }
  public static func checkNew(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkCreate(name: name, properties, in: engine)
  }
  public static func makeNew(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) { create(name: name, properties, loaded: loaded, in: engine) }
}

extension PlainView: ViewKindEntry {
  public static var viewKind: ViewKind { .view }
  public static var kindProperties: [PropertyInfo] { properties }
  public static var kindMethods: [MethodInfo] { methods }
  public static var exampleName: String { "card" }
  public static var creationExample: String {
    "new view card frame=10,100,300,120 backgroundColor=#ffffff cornerRadius=12 "
      + "shadowOpacity=0.3 shadowPath=bounds"
  }
  public static func checkNew(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkCreate(name: name, properties, in: engine)
    return nil
  }
  public static func makeNew(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) { create(name: name, properties, in: engine) }
}

extension CellPrototype: ViewKindEntry {
  public static var viewKind: ViewKind { .prototype }
  public static var kindProperties: [PropertyInfo] { properties }
  public static var kindReadOnly: Set<String> { table.readOnly }
  public static var kindMethods: [MethodInfo] { methods }
  public static var exampleName: String { "item" }
  public static var creationExample: String {
    "new prototype item height=fit+10 backgroundColor=#ffffff"
  }
  public static func checkNew(name: String, _ properties: [PropertySetting], in engine: Engine)
    throws(ModelError) -> ImageAsset?
  {
    try checkCreate(name: name, properties)
    return nil
  }
  public static func makeNew(
    name: String, _ properties: [PropertySetting], loaded: ImageAsset?, in engine: Engine
  ) { create(name: name, properties, in: engine) }
}
