import LayerLab

/// A cell shipped with LayerLab as a prototype file under `Prototypes/`, compiled in (the
/// text is ``ShippedPrototypeFiles``, generated from the file by `scripts/generate-prototypes`)
/// so that `new table T rows=N cell=news` works wherever the tool runs.
///
/// Why its statements are applied without an input event: the cell class is part of the app
/// the table is in, so declaring it is nothing the user does at a moment of the run — no
/// statement is typed, no time passes, the event log is silent. A `new table` that is then
/// refused takes the declaration back (``Engine/withdrawPrototype(named:)``), so the refused
/// statement leaves the views as they were.
struct ShippedPrototype: Sendable {
  /// What `cell=` calls it.
  let cell: String
  /// The prototype its file declares.
  let prototype: String
  /// Its file's name under `Prototypes/`.
  let file: String
  /// Its file's text.
  let text: String

  /// The shipped cells: the files under `Prototypes/` that say `# shipped: cell=NAME`, as
  /// `scripts/generate-prototypes` listed them (one list, the files themselves).
  static let all = ShippedPrototypeFiles.all

  /// The cell a `new table` without `cell=` shows: VVebo's feed cell.
  static let defaultCell = "feed"

  /// The shipped cell a `new table` declares for its `cell=` word (nil: no `cell=`, the
  /// default cell), if it declares one.
  static func declared(byCell word: String?, in engine: Engine) -> ShippedPrototype? {
    named(word ?? defaultCell, in: engine)
  }

  /// The shipped cell `cell=NAME` means (NAME its `cell=` word or its prototype's name),
  /// unless a prototype of that name exists: one the user declared wins.
  static func named(_ name: String, in engine: Engine) -> ShippedPrototype? {
    guard !(engine.view(named: name) is CellPrototype) else { return nil }
    return all.first { $0.cell == name || $0.prototype == name }
  }

  /// Declares the prototype unless it is declared already; true when it declared it now.
  func declare(in session: Session) throws(ShellError) -> Bool {
    let engine = session.engine
    if engine.view(named: prototype) is CellPrototype { return false }
    if engine.view(named: prototype) != nil {
      throw ShellError(
        "cell=\(cell) declares the prototype '\(prototype)' (Prototypes/\(file)), but a view "
          + "has that name; rename it, or declare your own prototype and use cell=NAME")
    }
    var failure: ShellError?
    ScriptFile.forEachLine(text) { line, number in
      do throws(ShellError) {
        for statement in try Tokenizer.statements(in: line) {
          guard let new = try Statements.parse(statement) as? NewStatement else {
            throw ShellError("only 'new' statements declare a prototype")
          }
          let command = try new.command(in: session)
          try session.model { () throws(ModelError) in
            let loaded = try command.check(in: engine)
            command.apply(loaded: loaded, in: engine)
          }
        }
        return true
      } catch {
        failure = ShellError("Prototypes/\(file):\(number): \(error.message)")
        return false
      }
    }
    if let failure {
      engine.withdrawPrototype(named: prototype)
      throw failure
    }
    return true
  }
}
