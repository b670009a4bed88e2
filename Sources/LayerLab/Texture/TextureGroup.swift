/// A Texture `_ASAsyncTransaction` for one cell: its layers' draws start at once, and their
/// results are applied together once the transaction is committed and every draw is done.
final class TextureGroup {
  let id: Int
  let cell: String
  /// Draw numbers in the order they were added (Texture completes in that order).
  var draws: [Int] = []
  /// Draws still running or queued.
  var pending = 0
  /// Set by the INT_MAX observer (`_ASAsyncTransactionGroup` commit).
  var committed = false

  init(id: Int, cell: String) {
    self.id = id
    self.cell = cell
  }
}
