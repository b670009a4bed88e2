import Synchronization

/// A name the trace keeps once per process and stores in a record as four bytes: a thread, a
/// queue, a layer or a span category.
///
/// Why: a long session keeps half a million events and as many spans, and each named its
/// thread and layer with a 16-byte `String` (issue 13: ten minutes of flings peaked at 327 MB,
/// most of it these two arrays). Why one table for the process, never emptied: a record must
/// give its names back on its own, as the exporters read them, and the names are few — the
/// threads, queues and views a session makes, which the view limit bounds. Names that differ
/// per record (a span's "render prepare 1234") stay plain strings.
struct InternedName: Hashable, Sendable {
  private let id: UInt32

  init(_ string: String) {
    // Most records are main's: its name skips the table's lock and hash.
    id = string == NameTable.main ? NameTable.mainID : NameTable.shared.id(for: string)
  }

  var string: String { id == NameTable.mainID ? NameTable.main : NameTable.shared.string(for: id) }
}

/// The process's names, in the order they were first seen; `""` is always 0, "…" 1 and
/// "main" 2.
private final class NameTable: Sendable {
  static let shared = NameTable()
  static let main = "main"
  static let mainID: UInt32 = 2

  /// The most names the table takes; a name past it is kept as the last one, "…". Why a
  /// limit: four bytes per record must hold every id. Not reachable in practice: a session
  /// makes at most some thousands of views.
  static let limit = 1 << 24

  private struct State {
    var ids: [String: UInt32] = ["": 0, "…": 1, NameTable.main: NameTable.mainID]
    var names: [String] = ["", "…", NameTable.main]
  }

  private let state = Mutex(State())

  func id(for string: String) -> UInt32 {
    if string.isEmpty { return 0 }
    return state.withLock { state in
      if let id = state.ids[string] { return id }
      guard state.names.count < Self.limit else { return 1 }
      let id = UInt32(state.names.count)
      state.names.append(string)
      state.ids[string] = id
      return id
    }
  }

  func string(for id: UInt32) -> String {
    if id == 0 { return "" }
    return state.withLock { state in
      state.names.indices.contains(Int(id)) ? state.names[Int(id)] : ""
    }
  }
}

/// A `String` field stored as an `InternedName`: four bytes in the record, the string when read.
@propertyWrapper
public struct Interned: Hashable, Sendable {
  private var name: InternedName

  public init(wrappedValue: String) {
    name = InternedName(wrappedValue)
  }

  public var wrappedValue: String {
    get { name.string }
    set { name = InternedName(newValue) }
  }

  /// The main thread's name, to compare with without reading a name back.
  static let main = Interned(wrappedValue: "main")
}

/// An `Int` field stored in 32 bits, clamped: turns and draw numbers, which no session comes
/// near 2³¹ of (the statement budget and the run limit stop it long before).
@propertyWrapper
public struct Int32Stored: Hashable, Sendable {
  private var value: Int32

  public init(wrappedValue: Int) {
    value = Int32(clamping: wrappedValue)
  }

  public var wrappedValue: Int {
    get { Int(value) }
    set { value = Int32(clamping: newValue) }
  }
}

/// A draw number stored in 32 bits, 0 for none: draw numbers start at 1.
@propertyWrapper
public struct DrawNumber: Hashable, Sendable {
  private var value: Int32

  public init(wrappedValue: Int?) {
    value = Int32(clamping: wrappedValue ?? 0)
  }

  public var wrappedValue: Int? {
    get { value > 0 ? Int(value) : nil }
    set { value = Int32(clamping: newValue ?? 0) }
  }
}
