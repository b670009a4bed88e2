/// Weighted least squares for one render stage's cost formula, kept non-negative.
///
/// Why relative weights: the model's costs are used as ratios (a render's cost ÷ the
/// reference workload's), so a 10 % error on a 30 µs label matters as much as on a 3 ms cell;
/// weighting each sample by 1/y² minimises the relative error instead of the absolute one.
/// Why non-negative: a negative per-glyph or per-pixel cost would make a bigger render
/// cheaper; a feature whose coefficient comes out negative is dropped and the fit repeated.
struct StageFit {
  /// Feature vectors (the first is usually the constant 1) and the measured host µs.
  private(set) var rows: [(features: [Double], micros: Double)] = []

  mutating func add(_ features: [Double], micros: Double) {
    guard micros > 0, micros.isFinite else { return }
    rows.append((features, micros))
  }

  var count: Int { rows.count }

  /// The coefficients (0 for dropped features) and the RMS relative error of the fit.
  func solve() -> (coefficients: [Double], rmsRelative: Double)? {
    guard let width = rows.first?.features.count, rows.count >= width else { return nil }
    var active = Array(0..<width)
    while !active.isEmpty {
      guard let beta = Self.weightedLeastSquares(rows, columns: active) else { return nil }
      if let negative = beta.firstIndex(where: { $0 < 0 }) {
        active.remove(at: negative)
        continue
      }
      var coefficients = Array(repeating: 0.0, count: width)
      for (slot, column) in active.enumerated() { coefficients[column] = beta[slot] }
      return (coefficients, rmsRelative(coefficients))
    }
    return nil
  }

  /// √(mean((predicted − y)/y)²).
  func rmsRelative(_ coefficients: [Double]) -> Double {
    let squares = rows.map { row -> Double in
      let predicted = zip(row.features, coefficients).reduce(0) { $0 + $1.0 * $1.1 }
      let error = (predicted - row.micros) / row.micros
      return error * error
    }
    return (squares.reduce(0, +) / Double(max(1, squares.count))).squareRoot()
  }

  /// Solves (XᵀWX)β = XᵀWy over `columns` by Gaussian elimination with partial pivoting.
  static func weightedLeastSquares(
    _ rows: [(features: [Double], micros: Double)], columns: [Int]
  ) -> [Double]? {
    let n = columns.count
    var matrix = Array(repeating: Array(repeating: 0.0, count: n + 1), count: n)
    for row in rows {
      let weight = 1 / (row.micros * row.micros)
      for i in 0..<n {
        let xi = row.features[columns[i]]
        for j in 0..<n { matrix[i][j] += weight * xi * row.features[columns[j]] }
        matrix[i][n] += weight * xi * row.micros
      }
    }
    for pivot in 0..<n {
      guard
        let best = (pivot..<n).max(by: { abs(matrix[$0][pivot]) < abs(matrix[$1][pivot]) }),
        abs(matrix[best][pivot]) > 1e-300
      else { return nil }
      matrix.swapAt(pivot, best)
      for row in 0..<n where row != pivot {
        let factor = matrix[row][pivot] / matrix[pivot][pivot]
        for column in pivot...n { matrix[row][column] -= factor * matrix[pivot][column] }
      }
    }
    return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
  }
}
