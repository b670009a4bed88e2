/// What rendering one committed tree costs the render server (prepare, its CPU) and the GPU
/// (execute), and the pixel counts the time comes from.
public struct RenderCost: Sendable, Equatable {
  /// Layers composited: visible, not fully occluded (or running an offscreen pass).
  public var layers = 0
  /// Render prepare, on the render server's CPU.
  public var prepare: Micros = 0
  /// Render execute, on the GPU.
  public var execute: Micros = 0
  /// Device pixels written, on screen and offscreen.
  public var pixelsWritten = 0
  /// Pixels that read what lies beneath (blending).
  public var blendedPixels = 0
  /// Source pixels read: textures (scaled ones at their source size), offscreen results read
  /// back, shadow blurs.
  public var pixelsRead = 0
  public var offscreenPasses = 0
  public var rasterHits = 0
  public var rasterMisses = 0

  public init() {}

  /// Prices `analysis` on `device`.
  ///
  /// - Execute: every pixel operation (a write, a source read, a read beneath for blending)
  ///   at the device's `gpuFillRate`, plus `GPUCosts.passSwitchGap` per offscreen pass
  ///   (WWDC10 425's three costs: pixels written, pixels read, render-target switches). An
  ///   offscreen pass writes its subtree's bounds offscreen and reads them back when it is
  ///   composited ("render it somewhere else and then copy it over", Tech Talk 10857); the
  ///   subtree's own pixels are counted once, where they land on screen.
  /// - Prepare: `GPUCosts.prepareMicrosPerLayer` per layer walked, scaled to the device's
  ///   single-core speed.
  /// - Parameter cpuSlowdown: the render server's CPU speed against the A13: the session's
  ///   (its unit prices' speed curve, `Engine.slowdown`); the standard curve's when not given.
  public init(analysis: CompositeAnalysis, device: DeviceProfile, cpuSlowdown: Double? = nil) {
    var written = 0
    var read = 0
    for node in analysis.nodes {
      written += node.written
      read += node.read + node.blurReads
      blendedPixels += node.blended
      offscreenPasses += node.passes.count
      let offscreen = (node.passRect?.area ?? 0) * node.passes.count
      written += offscreen
      read += offscreen
      if node.written > 0 || !node.passes.isEmpty { layers += 1 }
    }
    pixelsWritten = written
    pixelsRead = read
    let operations = Double(written) + Double(read) + Double(blendedPixels)
    let rate = device.gpuFillRate > 0 ? device.gpuFillRate : 1
    execute =
      Micros(cost: operations / rate, rounding: .up)
      + Micros(offscreenPasses) * GPUCosts.passSwitchGap
    let speed = cpuSlowdown ?? device.relativeSpeed
    prepare = Micros(
      cost: Double(analysis.walked) * GPUCosts.prepareMicrosPerLayer * speed, rounding: .up)
  }
}
