/// The occlusion pass: which pixels of each quad reach the screen.
extension CompositeAnalysis {
  /// Cuts the screen along every quad edge and walks each grid cell's quads front to back
  /// until the first opaque one (WWDC10 425: content "covered by opaque regions" is not
  /// sent). Each quad reached writes the cell; a non-opaque one also reads beneath.
  mutating func resolveOcclusion(_ quads: [CompositeQuad]) {
    xs = Self.edges(quads.flatMap { [$0.rect.x0, $0.rect.x1] })
    ys = Self.edges(quads.flatMap { [$0.rect.y0, $0.rect.y1] })
    let columns = max(0, xs.count - 1)
    let rows = max(0, ys.count - 1)
    depths = [Int16](repeating: -1, count: columns * rows)
    reachesOpaque = [Bool](repeating: false, count: columns * rows)
    // Each quad's span in grid indices, found once.
    let spans = quads.map { quad in
      (
        x0: Self.index(of: quad.rect.x0, in: xs), x1: Self.index(of: quad.rect.x1, in: xs),
        y0: Self.index(of: quad.rect.y0, in: ys), y1: Self.index(of: quad.rect.y1, in: ys)
      )
    }
    var visible = [Int](repeating: 0, count: quads.count)
    var rowQuads: [Int] = []
    rowQuads.reserveCapacity(quads.count)
    for row in 0..<rows {
      rowQuads.removeAll(keepingCapacity: true)
      for index in stride(from: quads.count - 1, through: 0, by: -1)
      where spans[index].y0 <= row && row < spans[index].y1 {
        rowQuads.append(index)
      }
      guard !rowQuads.isEmpty else { continue }
      let height = ys[row + 1] - ys[row]
      for column in 0..<columns {
        let area = (xs[column + 1] - xs[column]) * height
        var depth: Int16 = -1
        var opaque = false
        for index in rowQuads where spans[index].x0 <= column && column < spans[index].x1 {
          visible[index] += area
          if quads[index].opaque {
            depth = max(depth, 0)
            opaque = true
            break
          }
          depth = depth < 0 ? 1 : depth &+ 1
        }
        depths[row * columns + column] = depth
        reachesOpaque[row * columns + column] = opaque
      }
    }
    for (index, quad) in quads.enumerated() where visible[index] > 0 {
      let pixels = visible[index]
      nodes[quad.node].written += pixels
      if !quad.opaque { nodes[quad.node].blended += pixels }
      let reads = Double(pixels) * quad.readsPerPixel
      nodes[quad.node].read += reads < 1e15 ? Int(reads) : Int(1e15)
    }
  }

  /// Sorted distinct grid lines.
  static func edges(_ values: [Int]) -> [Int] {
    Array(Set(values)).sorted()
  }

  /// The position of `value` in sorted `edges` (it is always present).
  static func index(of value: Int, in edges: [Int]) -> Int {
    var low = 0
    var high = edges.count
    while low < high {
      let middle = (low + high) / 2
      if edges[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
