import LayerLab

/// `new table NAME rows=N|FILE.json [seed=S] [frame=…] [strategy=…]`.
extension NewStatement {
  /// Loads or generates the rows now (so a bad file is reported at once), and returns the
  /// model's command that creates the table at input time.
  static func tableCommand(
    name: String, properties: [(name: String, value: Word)], in session: Session
  ) throws(ShellError) -> ViewCommand {
    var rowsWord: Word?
    var seed = session.settings.seed
    var typed: [PropertySetting] = []
    for (property, word) in properties {
      switch property {
      case "rows":
        rowsWord = word
      case "seed":
        seed = UInt64(try IntValue.parse(word.text, name: "seed", range: 0...Int(Int32.max)))
      default:
        let info = try PropertyValues.propertyInfo(property, kind: .table, viewName: name)
        if TableView.readOnly.contains(property) {
          throw ShellError("'\(property)' is read-only; it follows from scrolling")
        }
        typed.append(PropertySetting(property, try PropertyValues.value(of: word, for: info)))
      }
    }
    if let forced = session.settings.strategyOverride {
      typed.removeAll { $0.name == "strategy" }
      typed.append(PropertySetting("strategy", .choice(forced.rawValue)))
    }
    guard let rowsWord else {
      throw ShellError(
        "a table needs rows: new table \(name) rows=1000 (a synthetic feed) or rows=FILE.json")
    }
    let cell = try cellPrototype(
      named: properties.last { $0.name == "cell" }?.value.text,
      typed: &typed, in: session)
    if let cell, cell.rowsFile == .records, !isSynthetic(rowsWord) {
      let path = try session.paths.confine(
        FilePaths.resolve(rowsWord.text, from: session.currentLocation), for: "read")
      let records = try RowsFile.load(path: path, within: session.paths.safeRoots)
      let rows = TableRows(records: records, source: rowsWord.text)
      return .createTable(name: name, rows: rows, properties: typed)
    }
    let (posts, source, synthetic) = try loadRows(
      rowsWord, seed: seed, kind: cell?.synthetic ?? .feed, in: session)
    let rows = TableRows(rows: posts, source: source, seed: synthetic ? Int(seed) : nil)
    return .createTable(name: name, rows: rows, properties: typed)
  }

  /// The prototype `cell=NAME` names — the user's, or a shipped one (`cell=news`; without
  /// `cell=`, VVebo's feed cell), declared now — with `typed`'s `cell` set to its name.
  private static func cellPrototype(
    named cell: String?, typed: inout [PropertySetting], in session: Session
  ) throws(ShellError) -> CellPrototype? {
    if let shipped = ShippedPrototype.declared(byCell: cell, in: session.engine) {
      _ = try shipped.declare(in: session)
      typed.removeAll { $0.name == "cell" }
      typed.append(PropertySetting("cell", .text(shipped.prototype)))
      return session.engine.view(named: shipped.prototype) as? CellPrototype
    }
    return session.engine.view(named: cell ?? ShippedPrototype.defaultCell) as? CellPrototype
  }

  /// Whether `rows=` asks for synthetic rows (a number) rather than a file.
  private static func isSynthetic(_ word: Word) -> Bool {
    guard !word.isQuoted, let first = word.text.unicodeScalars.first else { return false }
    return first == "-" || NumberValue.isDigit(first)
  }

  /// A whole number makes a synthetic feed; anything else is a JSON file, relative to the
  /// script that names it.
  ///
  /// Synthetic rows are the kind the cell's prototype asks for (a JSON file's rows stay as
  /// they are). Ctrl-C while the feed is generated throws ``ShellError/interrupted``.
  private static func loadRows(
    _ word: Word, seed: UInt64, kind: SyntheticRowKind, in session: Session
  )
    throws(ShellError) -> (posts: FeedRows, source: String, synthetic: Bool)
  {
    let text = word.text
    if isSynthetic(word) {
      let count = try IntValue.parse(
        text, name: "rows", range: 1...SyntheticFeed.maxRows, limit: "table-rows")
      if kind == .asyncdraw {
        guard let posts = NewsFeed.posts(count: count, seed: seed, interrupted: session.interrupted)
        else { throw ShellError.interrupted }
        return (FeedRows(posts), "AsyncDraw demo rows, seed \(seed)", true)
      }
      return (SyntheticFeed.rows(count: count, seed: seed), "synthetic, seed \(seed)", true)
    }
    let path = try session.paths.confine(
      FilePaths.resolve(text, from: session.currentLocation), for: "read")
    return (FeedRows(try FeedFile.load(path: path, within: session.paths.safeRoots)), text, false)
  }
}
