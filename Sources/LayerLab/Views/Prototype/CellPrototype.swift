/// A table cell declared in the statement language: a tree of labels, image views and plain
/// views with frames in cell coordinates, values every cell gets, and bindings from row data —
/// what a `UITableViewCell` subclass's `initWithStyle:` and `cellForRowAtIndexPath:` spell in
/// code, as data (`new prototype post height=fit+10`, `new label post.body frame=…`).
///
/// A prototype is never on screen: a table with `cell=NAME` makes cells from it
/// (`PrototypeCell`). Its own layer holds the cell's look (background, corners, shadow), which
/// every cell copies; its members are `PrototypeView`s. A change to it reaches every table
/// made from it as a reload: heights are measured again and the visible cells configured
/// again, as UIKit does after `reloadData`.
public final class CellPrototype: View {
  public let name: String
  public let kind = ViewKind.prototype
  /// The cell's own layer as every cell copies it; hidden, never in a window.
  public let layer: Layer
  /// The views, in declaration order: a frame names only views above it, so one pass in this
  /// order lays a cell out and no layout can go round in a cycle.
  public internal(set) var members: [PrototypeView] = [] {
    didSet {
      lastPlan = nil
      imageURLFields = Set(
        members.lazy.filter { $0.kind == .image }.flatMap { member in
          member.bindings.lazy.filter { $0.property == "url" }.map(\.binding.field)
        })
    }
  }
  /// The cell's height: a number, or `fit` — the lowest visible view's maxY — plus points.
  public internal(set) var height = LayoutExpression(.fit) {
    didSet { lastPlan = nil }
  }
  /// The rows `rows=N` generates for a table of these cells.
  public internal(set) var synthetic = SyntheticRowKind.feed
  /// How its code rounds a measured text height before laying views out with it.
  public internal(set) var fitRounding = FitRounding.up {
    didSet { lastPlan = nil }
  }
  /// Whether a table made from it shows pictures unless its `new table` says (`images=`).
  public internal(set) var images = true
  /// What its cell code does with its pictures when its table shows none.
  public internal(set) var imagesOff = ImagesOff.keep
  /// When its app measures its rows' heights.
  public internal(set) var heightsMeasured = HeightsMeasured.whenAsked
  /// How its app lays a cell out: by hand, or by a layout engine that main pays for at every
  /// configure (and, self-sized, at every sizing).
  public internal(set) var layout = CellLayoutKind.frames
  /// How its tables read a file of rows.
  public internal(set) var rowsFile = RowsFileFormat.records
  /// The last layout plan made, and the width and scale it was made for: a cell that shows a
  /// row whose fit widths are left to it asks for one at every configure. Dropped when what
  /// a plan is made from (the views, the height, the rounding) changes.
  private var lastPlan: (width: Double, scale: Double, plan: PrototypeLayoutPlan)?

  /// The layout plan at cell `width`, for a device of `scale`.
  func plan(width: Double, scale: Double) -> PrototypeLayoutPlan {
    if let lastPlan, lastPlan.width == width, lastPlan.scale == scale { return lastPlan.plan }
    let plan = PrototypeLayoutPlan(
      members: members, height: height, width: width, scale: scale, rounding: fitRounding)
    lastPlan = (width, scale, plan)
    return plan
  }

  /// The most views one prototype holds.
  public static let maxMembers = 32

  /// The kinds a prototype may hold.
  static let memberKinds: [ViewKind: any PrototypeMember.Type] = [
    .label: LabelView.self, .image: ImageView.self, .uiImageView: UIImageView.self,
    .view: PlainView.self,
  ]

  init(name: String) {
    self.name = name
    layer = Layer(name: name, frame: .zero)
    layer.hidden = true
    layer.inWindow = false
    layer.opaque = true
    layer.backgroundColor = .white
  }

  /// A prototype draws nothing; its cells' views do.
  public var draws: Bool { false }
  /// A prototype is never on screen; its tables' cells are.
  public var expectsContent: Bool { false }

  public func drawContent() -> DrawContent? { nil }

  public static let methods: [MethodInfo] = []

  /// Row data as its cells read it while their table shows pictures (`showingImages`) or not:
  /// under ``ImagesOff/collapse`` the fields its image views' URLs are bound to read empty.
  /// The record is consumed, so a row made to be read is emptied in place, not copied.
  func record(_ record: consuming RowRecord, showingImages: Bool) -> RowRecord {
    imagesOff.apply(to: &record, showingImages: showingImages, imageFields: imageURLFields)
    return record
  }

  /// The row fields its image views' URLs are bound to, as of its views' last change (every
  /// row a table measures or a cell shows reads it).
  /// Made when the views change (`members`' didSet).
  private(set) var imageURLFields: Set<String> = []

  /// The members' positions in the order their layers are composited: by `zPosition`, ties
  /// in declaration order (a flattened cell draws its views into its bitmap in it too).
  var drawingOrder: [Int] {
    members.indices.sorted { a, b in
      members[a].zPosition != members[b].zPosition
        ? members[a].zPosition < members[b].zPosition : a < b
    }
  }

  /// The member called `name`, by position.
  public func memberIndex(_ name: String) -> Int? {
    members.firstIndex { $0.name == name }
  }

  public var showDetails: [(name: String, value: String)] {
    members.map { member in
      var parts = ["\(member.kind.rawValue) frame=\(member.frame)"]
      if let superview = member.superview { parts.append("superview=\(superview)") }
      if member.hidden { parts.append("hidden=true") }
      if member.trailing { parts.append("trailing=true") }
      if member.zPosition != 0 { parts.append("zPosition=\(Rect.format(member.zPosition))") }
      parts += CellCodeFlag.allCases.filter(member.codeFlags.contains).map { "\($0.rawValue)=true" }
      parts += member.settings.map(\.description)
      parts += member.bindings.map { "\($0.property)=\($0.binding)" }
      return ("\(name).\(member.name)", parts.joined(separator: " "))
    }
  }

  /// The tables whose cells are made from this prototype.
  func tables(in engine: Engine) -> [TableView] {
    engine.scrolling.tables.filter { $0.prototype === self }
  }
}
