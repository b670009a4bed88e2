import LayerLab

extension RecordFilter {
  /// Which layers `trace NAME` and `events NAME` mean: every one for no name, a table and all
  /// of its cells' layers (`feed.cell3.text`) for a table, else that one layer.
  func layers(in session: Session) throws(ShellError) -> (String) -> Bool {
    guard let name else { return { _ in true } }
    let view = try session.lookUp(name)
    guard view.kind == .table else { return { $0 == name } }
    let prefix = name + "."
    return { $0 == name || $0.hasPrefix(prefix) }
  }
}
