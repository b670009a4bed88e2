/// VVebo's drawn flag: `draw()` starts every layer's draw unless already drawn; `clear()`
/// blanks them and cancels what is in flight.
extension CellView {
  public var family: [any View] {
    [self, textLabel, retweetLabel] + images.views
  }

  public var showDetails: [(name: String, value: String)] {
    [
      ("height", Rect.format(layout.height) + " pt (follows the text)"),
      ("drawn", drawn ? "true" : "false"),
      ("layers", family.map(\.name).joined(separator: ", ")),
    ]
  }

  /// The CA commit drew the cell: VVebo's `drawed` flag is set.
  public func didDisplayInCommit() {
    drawn = true
  }

  public func checkCall(_ method: String, in engine: Engine) throws(ModelError) {
    guard method == "draw" || method == "clear" else {
      throw ModelError.noMethod(method, on: self)
    }
  }

  public func call(_ method: String, in engine: Engine) {
    switch method {
    case "draw": draw(in: engine)
    case "clear": clear(in: engine)
    default: break
    }
  }

  /// VVebo's `draw`: nothing if already drawn; else start the background and text draws at
  /// once, then ask for the images (VVebo's loadThumb: when the cell draws).
  func draw(in engine: Engine) {
    guard drawVVebo([self, textLabel, retweetLabel], in: engine) else { return }
    images.load(in: engine)
  }

  /// VVebo's `clear`: nothing unless drawn; else blank every layer and move every sentinel,
  /// so draws still in flight are thrown away (VVebo's new random flag).
  func clear(in engine: Engine) {
    clearVVebo([self, textLabel, retweetLabel], in: engine)
  }
}
