import LayerLab

/// Section 8: the GPU model on a 30-layer feed screen (10 cells, each an opaque background
/// bitmap with a translucent text label and a rounded, scaled avatar above it).
///
/// Why it matters: the render server prices every CA commit, up to 60 a simulated second
/// over sessions of minutes, so `trees_per_s` bounds how much a long session's GPU
/// model costs on the host (a 10-minute session at 60 commits/s is 36 000 trees).
struct GPUBench {
  let options: BenchOptions

  static let treesPerSample = 200

  /// A bitmap that only has a size.
  final class SizedBitmap: Bitmap {
    let pixelWidth: Int
    let pixelHeight: Int
    init(_ width: Int, _ height: Int) {
      pixelWidth = width
      pixelHeight = height
    }
  }

  /// The feed screen on iphone11 (414 pt wide, @2x): cells 90 pt tall, stacked.
  static func feedTree() -> RenderTree {
    var nodes: [RenderTree.Node] = []
    func snapshot(_ frame: Rect, _ bitmap: (Int, Int)?, opaque: Bool, background: Color?)
      -> LayerSnapshot
    {
      LayerSnapshot(
        contents: bitmap.map { Contents(bitmap: SizedBitmap($0.0, $0.1), draw: 1, opaque: opaque) },
        frame: frame, hidden: false, clip: nil, opaque: opaque, backgroundColor: background,
        style: LayerStyle())
    }
    for cell in 0..<10 {
      let y = Double(cell) * 90
      let root = nodes.count
      nodes.append(
        RenderTree.Node(
          name: "cell\(cell)", parent: nil, depth: 0, hasSublayers: true,
          state: snapshot(
            Rect(x: 0, y: y, width: 414, height: 90), (828, 180), opaque: true,
            background: Color(r: 250, g: 250, b: 250))))
      nodes.append(
        RenderTree.Node(
          name: "cell\(cell).text", parent: root, depth: 1, hasSublayers: false,
          state: snapshot(
            Rect(x: 60, y: y + 30, width: 340, height: 50), (680, 100), opaque: false,
            background: nil)))
      var avatar = snapshot(
        Rect(x: 15, y: y + 13, width: 40, height: 40), (240, 240), opaque: true, background: nil)
      avatar.style.cornerRadius = 20
      avatar.style.masksToBounds = true
      nodes.append(
        RenderTree.Node(
          name: "cell\(cell).avatar", parent: root, depth: 1, hasSublayers: false, state: avatar))
    }
    return RenderTree(nodes: nodes)
  }

  /// The worst case the analysis is sized for: 100 translucent layers with contents, scattered
  /// (SplitMix64, seed 1) so that almost every quad edge is distinct and stacks overlap.
  static func scatterTree() -> RenderTree {
    var random = SplitMix64(seed: 1)
    let nodes = (0..<100).map { index in
      let x = Double(random.next() % 300)
      let y = Double(random.next() % 800)
      let state = LayerSnapshot(
        contents: Contents(bitmap: SizedBitmap(200, 120), draw: 1, opaque: false),
        frame: Rect(x: x, y: y, width: 100, height: 60), hidden: false, clip: nil,
        opaque: false, backgroundColor: Color(r: 200, g: 200, b: 200, a: 128),
        style: LayerStyle())
      return RenderTree.Node(
        name: "scatter\(index)", parent: nil, depth: 0, hasSublayers: false, state: state)
    }
    return RenderTree(nodes: nodes)
  }

  func run(_ report: Report) {
    report.section("8. GPU model: a 30-layer feed screen priced per commit")
    let tree = Self.feedTree()
    let device = DeviceProfile.iphone11
    var model = GPUModel()
    var perTree = Samples()
    var cost = RenderCost()
    for repetition in 0..<options.gpuRepetitions {
      let (last, micros) = Stopwatch.micros {
        var last = RenderCost()
        for index in 0..<Self.treesPerSample {
          last = model.render(
            tree, at: Micros(repetition * Self.treesPerSample + index) * 16_667, device: device)
        }
        return last
      }
      cost = last
      perTree.add(micros / Double(Self.treesPerSample))
    }
    report.figure("gpu.feed30.per_tree_us", perTree, decimals: 2)
    report.value("gpu.feed30.trees_per_s", perTree.median > 0 ? 1e6 / perTree.median : 0)
    report.value("gpu.feed30.execute_us (iphone11)", Int(cost.execute))
    report.value("gpu.feed30.blended_px", cost.blendedPixels)
    let scatter = Self.scatterTree()
    var perScatter = Samples()
    for _ in 0..<options.gpuRepetitions {
      let (_, micros) = Stopwatch.micros {
        CompositeAnalysis(tree: scatter, device: device).totals.written
      }
      perScatter.add(micros)
    }
    report.figure("gpu.scatter100.per_tree_us", perScatter, decimals: 0)
  }
}
