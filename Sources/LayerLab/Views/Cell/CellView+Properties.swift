/// The cell's property table: its own rows (``CellPropertyRows``), then the layer's.
extension CellView {
  static let table = PropertyTable<CellView>(CellPropertyRows.rows() + LayerStyleRows.rows())

  public static let properties = table.infos

  public func value(of property: String) -> PropertyValue? {
    CellView.table.value(of: property, in: self)
  }
}
