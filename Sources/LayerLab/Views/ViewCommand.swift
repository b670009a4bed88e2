/// A statement about views, as data: what to create, set or call. The shell builds one from
/// the words typed; the model checks it against the state of the moment and applies it as an
/// input event on main — now, or later when it was scheduled (`after`, `repeat … every`).
///
/// Being a value, a scheduled input can be printed, compared and tested; nothing about it is
/// hidden in a closure.
public enum ViewCommand: Sendable, Equatable, CustomStringConvertible {
  /// `new KIND NAME prop=value…` for a label, cell or image view, or a prototype.
  case create(kind: ViewKind, name: String, properties: [PropertySetting])
  /// `new KIND PROTOTYPE.VIEW prop=value…`: a view of a cell prototype.
  case addMember(prototype: String, kind: ViewKind, member: String, properties: [PropertySetting])
  /// `new table NAME rows=… prop=value…`: the rows already generated or read from a file.
  case createTable(name: String, rows: TableRows, properties: [PropertySetting])
  /// `NAME.PROP = VALUE`.
  case set(view: String, property: String, value: PropertyValue)
  /// `NAME.METHOD()`.
  case call(view: String, method: String)
  /// A table's scrolling methods with their arguments.
  case tableCall(view: String, call: TableCall)

  /// The statement in the language's own spelling.
  public var description: String {
    switch self {
    case .create(let kind, let name, let properties):
      (["new", kind.rawValue, name] + properties.map(\.description)).joined(separator: " ")
    case .addMember(let prototype, let kind, let member, let properties):
      (["new", kind.rawValue, "\(prototype).\(member)"] + properties.map(\.description))
        .joined(separator: " ")
    case .createTable(let name, let rows, let properties):
      (["new table", name, "rows=\(rows.count)"] + properties.map(\.description))
        .joined(separator: " ")
    case .set(let view, let property, let value):
      "\(view).\(property) = \(value)"
    case .call(let view, let method):
      "\(view).\(method)()"
    case .tableCall(let view, let call):
      "\(view).\(call)"
    }
  }

  /// The view the statement is about.
  public var viewName: String {
    switch self {
    case .create(_, let name, _), .createTable(let name, _, _), .set(let name, _, _),
      .call(let name, _), .tableCall(let name, _), .addMember(let name, _, _, _):
      name
    }
  }
}

/// `prop=value` in a `new` statement.
public struct PropertySetting: Sendable, Equatable, CustomStringConvertible {
  public var name: String
  public var value: PropertyValue

  public init(_ name: String, _ value: PropertyValue) {
    self.name = name
    self.value = value
  }

  public var description: String { "\(name)=\(value)" }
}

/// A table's rows and where they came from (`show` prints the source).
public struct TableRows: Sendable, Equatable {
  public var posts: FeedRows
  public var source: String
  /// The synthetic feed's seed (nil for rows from a file).
  public var seed: Int?

  public init(posts: [FeedPost], source: String, seed: Int? = nil) {
    self.init(rows: FeedRows(posts), source: source, seed: seed)
  }

  public init(rows: FeedRows, source: String, seed: Int? = nil) {
    self.posts = rows
    self.source = source
    self.seed = seed
  }

  /// Rows of any shape from a JSON file, for a table made from a prototype.
  public init(records: [RowRecord], source: String) {
    self.posts = FeedRows([])
    self.records = records
    self.source = source
  }

  /// A prototype table's rows from a file (nil: `posts`, read as records).
  public var records: [RowRecord]?

  /// How many rows there are.
  public var count: Int { records?.count ?? posts.count }
}
