/// Sorted rows as `show`, the trace and Texture's range lines print them: "12-19" for a run,
/// "3,5,9" otherwise, "none" for no row.
struct RowSpan: CustomStringConvertible {
  /// The rows, in ascending order.
  let rows: [Int]

  init(_ rows: [Int]) {
    self.rows = rows
  }

  var description: String {
    guard let first = rows.first, let last = rows.last else { return "none" }
    let contiguous = last - first + 1 == rows.count
    if contiguous { return first == last ? String(first) : "\(first)-\(last)" }
    return rows.map(String.init).joined(separator: ",")
  }
}
