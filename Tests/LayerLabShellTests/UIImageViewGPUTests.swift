import LayerLab
import Testing

@testable import LayerLabShell

/// Issue 39: the GPU scales a UIImageView's decoded image into its view, so a photo larger
/// than the view is minified there, reading its own pixels (the model prices texture pixels
/// read as WWDC10 session 425 counts them); a downsampled one reads about one per pixel
/// written. Before, the GPU read the host's layer-sized bitmap whatever the photo's size.
@Suite struct UIImageViewGPUTests {
  /// Texture pixels the last frame's render read for one 200 pt photo view (@2x).
  static func pixelsRead(downsample: Bool) throws -> Int {
    let harness = SessionHarness(device: .iphone6)
    harness.prepare(
      "clock model", "images size=1080",
      "new UIImageView p frame=0,0,200,200 url=https://img.example/p.jpg "
        + "downsample=\(downsample)", "run until idle")
    let render = try #require(harness.engine.recording.renders.last)
    return render.cost.pixelsRead
  }

  @Test func aPhotoLargerThanItsViewReadsItsOwnPixels() throws {
    let full = try Self.pixelsRead(downsample: false)
    let thumbnail = try Self.pixelsRead(downsample: true)
    // 1080 × 1080 decoded pixels sampled to fill 400 × 400; the thumbnail is 400 × 400.
    #expect(full >= 1080 * 1080)
    #expect(thumbnail >= 400 * 400 && thumbnail < 1080 * 1080 / 4)
  }
}
