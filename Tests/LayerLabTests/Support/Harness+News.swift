@testable import LayerLab

/// The AsyncDraw demo's cell (`Prototypes/news.lab`) for model tests.
extension Harness {
  /// The shipped prototype's name.
  static let newsCell = "newsCell"

  /// Declares `newsCell` from `Prototypes/news.lab`, as `new table … cell=news` does, unless it
  /// is declared already.
  func declareNewsCell() throws(ModelError) {
    try declare(cell: "news")
  }
}
