import Testing

@testable import LayerLab

/// The GPU cost model (WWDC10 425: pixels written, pixels read, render-target switches) and
/// its offscreen-pass triggers (WWDC14 419, Tech Talk 10857), on the iphone11 profile (@2x).
struct GPUModelTests {
  typealias B = LayerTreeBuilder
  let device = DeviceProfile.iphone11

  func analysis(_ roots: [Layer]) -> CompositeAnalysis {
    CompositeAnalysis(tree: B.tree(roots), device: device)
  }

  func passes(_ roots: [Layer]) -> [OffscreenPass] {
    analysis(roots).nodes.flatMap(\.passes)
  }

  @Test func contentHiddenUnderAnOpaqueLayerCostsNothing() {
    let frame = Rect(x: 10, y: 10, width: 100, height: 100)
    let hidden = B.layer("hidden", frame, background: B.translucent, contents: (800, 800, false))
    let cover = B.layer("cover", frame, background: B.opaque)
    let result = analysis([hidden, cover])
    #expect(result.nodes[0].written == 0 && result.nodes[0].read == 0)
    #expect(result.nodes[1].written == 200 * 200 && result.nodes[1].blended == 0)
    var gpu = GPUModel()
    let with = gpu.render(B.tree([hidden, cover]), at: 0, device: device)
    let without = gpu.render(B.tree([cover]), at: 0, device: device)
    #expect(with.pixelsWritten == without.pixelsWritten)
    #expect(with.execute == without.execute && with.layers == 1)
  }

  @Test func aTranslucentLayerReadsWhatLiesBeneath() {
    let below = B.layer("below", Rect(x: 0, y: 0, width: 100, height: 100), background: B.opaque)
    let glass = B.layer(
      "glass", Rect(x: 0, y: 0, width: 50, height: 50), background: B.translucent)
    let result = analysis([below, glass])
    #expect(result.nodes[1].blended == 100 * 100)
    #expect(result.nodes[0].written == 200 * 200 && result.nodes[0].blended == 0)
    #expect(result.totals.blended == 100 * 100)
    // Under the glass the stack is one blended layer over an opaque one.
    let glassRegion = result.regions.first { $0.rect.x0 == 0 && $0.rect.y0 == 0 }
    #expect(glassRegion?.depth == 1 && glassRegion?.opaque == true)
  }

  @Test func opaqueContentsOverTheirOwnBackgroundHideIt() {
    let cell = B.layer(
      "cell", Rect(x: 0, y: 0, width: 100, height: 50), background: B.opaque,
      contents: (200, 100, true))
    let node = analysis([cell]).nodes[0]
    #expect(node.written == 200 * 100 && node.blended == 0 && node.read == 200 * 100)
  }

  @Test func aShadowWithoutAPathIsOnePassAndWithAPathNone() {
    let frame = Rect(x: 20, y: 20, width: 100, height: 100)
    let plain = B.layer("plain", frame, background: B.opaque) { $0.shadowOpacity = 0.5 }
    #expect(passes([plain]) == [.shadow])
    let pathed = B.layer("pathed", frame, background: B.opaque) {
      $0.shadowOpacity = 0.5
      $0.shadowPath = .bounds
    }
    #expect(passes([pathed]).isEmpty)
    #expect(analysis([plain]).nodes[0].blurReads > 0)
  }

  /// masksToBounds clips the layer's own shadow (it lies outside the bounds): no shadow quad,
  /// no pass, no blur — the reason UIKit code puts a shadow container around a clipped view.
  @Test func aLayerThatMasksToBoundsCastsNoShadowAndPaysNoPass() {
    let frame = Rect(x: 20, y: 20, width: 100, height: 100)
    let masked = B.layer("masked", frame, background: B.opaque) {
      $0.cornerRadius = 12
      $0.masksToBounds = true
      $0.shadowOpacity = 1
      $0.shadowRadius = 8
    }
    #expect(passes([masked]).isEmpty)
    #expect(analysis([masked]).nodes[0].blurReads == 0)
    let unmasked = B.layer("unmasked", frame, background: B.opaque) {
      $0.cornerRadius = 12
      $0.shadowOpacity = 1
      $0.shadowRadius = 8
    }
    var gpu = GPUModel()
    let clipped = gpu.render(B.tree([masked]), at: 0, device: device)
    let shadowed = gpu.render(B.tree([unmasked]), at: 0, device: device)
    #expect(clipped.pixelsWritten < shadowed.pixelsWritten)
    // The container pattern: the shadow on an unmasked parent, the clip on its child.
    let container = B.layer("container", frame) {
      $0.cornerRadius = 12
      $0.shadowOpacity = 1
    }
    _ = B.layer("picture", frame, contents: (200, 200, true), under: container) {
      $0.cornerRadius = 12
      $0.masksToBounds = true
    }
    #expect(passes([container]) == [.shadow])
  }

  @Test func cornerClippingIsAPassOnlyWithSublayers() {
    let frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let round: (inout LayerStyle) -> Void = {
      $0.cornerRadius = 8
      $0.masksToBounds = true
    }
    let alone = B.layer("alone", frame, background: B.opaque, style: round)
    #expect(passes([alone]).isEmpty)
    let parent = B.layer("parent", frame, background: B.opaque, style: round)
    _ = B.layer("child", frame, contents: (200, 200, true), under: parent)
    #expect(passes([parent]) == [.cornerClip])
  }

  @Test func groupOpacityIsAPassOnlyWithSublayers() {
    let frame = Rect(x: 0, y: 0, width: 100, height: 100)
    let alone = B.layer("alone", frame, background: B.opaque) { $0.alpha = 0.5 }
    #expect(passes([alone]).isEmpty)
    #expect(analysis([alone]).nodes[0].blended == 200 * 200)
    let parent = B.layer("parent", frame, background: B.opaque) { $0.alpha = 0.5 }
    _ = B.layer("child", frame, background: B.opaque, under: parent)
    #expect(passes([parent]) == [.groupOpacity])
  }

  @Test func theRasterCacheMissesThenHitsThenEvictsAfter100msUnused() {
    let root = B.layer("card", Rect(x: 0, y: 0, width: 100, height: 100), background: B.opaque) {
      $0.shouldRasterize = true
    }
    let child = B.layer("text", Rect(x: 10, y: 10, width: 80, height: 20), under: root)
    child.contents = Contents(bitmap: FakeBitmap(pixelWidth: 160, pixelHeight: 40), draw: 1)
    var gpu = GPUModel()
    let first = gpu.render(B.tree([root]), at: 0, device: device)
    #expect(first.rasterMisses == 1 && first.rasterHits == 0 && first.offscreenPasses == 1)
    let second = gpu.render(B.tree([root]), at: 16_666, device: device)
    #expect(second.rasterHits == 1 && second.rasterMisses == 0 && second.offscreenPasses == 0)
    #expect(second.execute < first.execute)
    // Moving the whole card (a scroll) keeps the bitmap.
    root.frame.y += 40
    child.frame.y += 40
    let moved = gpu.render(B.tree([root]), at: 100_000, device: device)
    #expect(moved.rasterHits == 1)
    // Unused for more than 100 ms: evicted, so the next frame misses.
    let late = gpu.render(B.tree([root]), at: 200_001, device: device)
    #expect(late.rasterMisses == 1 && late.offscreenPasses == 1)
    // New contents inside the subtree: a miss, then hits again.
    child.contents = Contents(bitmap: FakeBitmap(pixelWidth: 160, pixelHeight: 40), draw: 2)
    let changed = gpu.render(B.tree([root]), at: 216_667, device: device)
    #expect(changed.rasterMisses == 1)
    #expect(gpu.render(B.tree([root]), at: 233_333, device: device).rasterHits == 1)
  }

  @Test func aRasterHitIncludesTheLayersOwnShadow() {
    let card = B.layer("card", Rect(x: 0, y: 0, width: 100, height: 100), background: B.opaque) {
      $0.shouldRasterize = true
      $0.shadowOpacity = 0.5
    }
    var gpu = GPUModel()
    let miss = gpu.render(B.tree([card]), at: 0, device: device)
    #expect(miss.rasterMisses == 1 && miss.offscreenPasses == 2, "the raster and the shadow")
    let hit = gpu.render(B.tree([card]), at: 16_666, device: device)
    #expect(hit.rasterHits == 1 && hit.offscreenPasses == 0, "the cached bitmap holds the shadow")
  }

  @Test func aHitCompositesTheSubtreeAsOneTextureWithoutWalkingIt() {
    let root = B.layer("card", Rect(x: 0, y: 0, width: 100, height: 100), background: B.opaque) {
      $0.shouldRasterize = true
    }
    _ = B.layer("a", Rect(x: 0, y: 0, width: 50, height: 50), background: B.opaque, under: root)
    let result = CompositeAnalysis(tree: B.tree([root]), device: device, rasterHits: [0])
    #expect(result.walked == 1 && result.nodes[1].cached && result.nodes[1].written == 0)
    #expect(result.nodes[0].written == 200 * 200 && result.nodes[0].passes.isEmpty)
  }

  @Test func scaledContentsReadTheirSourcePixels() {
    let frame = Rect(x: 0, y: 0, width: 50, height: 50)
    let big = B.layer("big", frame, contents: (400, 400, true))
    let node = analysis([big]).nodes[0]
    #expect(node.scaled && node.read == 400 * 400 && node.written == 100 * 100)
    let exact = analysis([B.layer("exact", frame, contents: (100, 100, true))]).nodes[0]
    #expect(!exact.scaled && exact.read == 100 * 100)
    let centred = B.layer("centred", frame, contents: (400, 400, true)) {
      $0.contentsGravity = .center
    }
    #expect(!analysis([centred]).nodes[0].scaled)
  }

  @Test func contentsOffTheDevicePixelGridAreMisaligned() {
    let off = B.layer("off", Rect(x: 0.25, y: 0, width: 50, height: 50), contents: (100, 100, true))
    #expect(analysis([off]).nodes[0].misaligned)
    let on = B.layer("on", Rect(x: 0.5, y: 0, width: 50, height: 50), contents: (100, 100, true))
    #expect(!analysis([on]).nodes[0].misaligned)
  }

  @Test func eachOffscreenPassAddsAtLeastTheSwitchGapToExecute() {
    func tree(path: ShadowPath) -> RenderTree {
      B.tree(
        (0..<5).map { index in
          B.layer(
            "card\(index)", Rect(x: 10, y: Double(index) * 120, width: 100, height: 100),
            background: B.opaque
          ) {
            $0.shadowOpacity = 0.4
            $0.shadowPath = path
          }
        })
    }
    var gpu = GPUModel()
    let fast = gpu.render(tree(path: .bounds), at: 0, device: device)
    let slow = gpu.render(tree(path: .none), at: 0, device: device)
    #expect(fast.offscreenPasses == 0 && slow.offscreenPasses == 5)
    #expect(slow.execute - fast.execute >= 5 * GPUCosts.passSwitchGap)
  }

  @Test func aClipAndAMaskingAncestorCutWhatIsWritten() {
    let table = B.layer("table", Rect(x: 0, y: 0, width: 100, height: 100)) {
      $0.masksToBounds = true
    }
    _ = B.layer(
      "cell", Rect(x: 0, y: 50, width: 100, height: 100), background: B.opaque, under: table)
    let result = analysis([table])
    #expect(result.nodes[1].written == 200 * 100)
  }

  @Test func renderPrepareGrowsWithLayersAndTheDevicesSpeed() {
    let roots = (0..<10).map { B.layer("l\($0)", Rect(x: 0, y: 0, width: 10, height: 10)) }
    var gpu = GPUModel()
    let phone = gpu.render(B.tree(roots), at: 0, device: .iphone11)
    let old = gpu.render(B.tree(roots), at: 0, device: .iphone6)
    // 2 µs a layer on the A13; the A8 is as many times slower as the device-speed curve
    // makes it (Geekbench 5's 1,334 ÷ 345 to the fitted exponent), rounded up.
    let slowdown = DeviceProfile.iphone6.relativeSpeed
    #expect(slowdown > 3, "the A8 is several times slower than the A13")
    #expect(phone.prepare == 20)
    #expect(old.prepare == Micros((Double(phone.prepare) * slowdown).rounded(.up)))
  }

  /// The render server runs on the session's speed curve: `costs set speed.exponent` moves
  /// its prepare as it moves main's work (it used the standard curve whatever the session's).
  @Test func renderPrepareFollowsTheSessionsSpeedCurve() throws {
    let engine = Engine(device: .iphone6, renderer: FakeRenderer())
    var calibration = PriceCalibration()
    try calibration.set(.speedExponent, to: 3)
    engine.setCalibration(calibration)
    let roots = (0..<10).map { B.layer("l\($0)", Rect(x: 0, y: 0, width: 10, height: 10)) }
    var gpu = GPUModel()
    let session = gpu.render(B.tree(roots), at: 0, device: .iphone6, cpuSlowdown: engine.slowdown)
    let standard = gpu.render(B.tree(roots), at: 0, device: .iphone6)
    #expect(engine.slowdown > DeviceProfile.iphone6.relativeSpeed * 3)
    #expect(session.prepare == Micros((20 * engine.slowdown).rounded(.up)))
    #expect(session.prepare > standard.prepare * 3)
  }
}
