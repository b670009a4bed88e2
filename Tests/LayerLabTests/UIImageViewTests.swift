import LayerLabShell
import Testing

@testable import LayerLab

/// UIKit's UIImageView: its layer shows the decoded image; the decode runs on main in the CA
/// commit that first shows it (UIKit's own), or on a background queue (`decode=background`),
/// priced and weighed by the decoded pixels — the thumbnail's when it downsamples.
struct UIImageViewTests {
  /// `new UIImageView NAME url=… frame=… …` typed at the prompt.
  static func make(
    _ h: Harness, _ name: String, url: String,
    frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100),
    _ more: [PropertySetting] = []
  ) throws(ModelError) {
    let properties =
      [PropertySetting("frame", .rect(frame)), PropertySetting("url", .text(url))] + more
    try h.engine.input(
      .create(kind: .uiImageView, name: name, properties: properties),
      text: "new UIImageView \(name)")
  }

  static func view(_ h: Harness, _ name: String) -> UIImageView? {
    h.engine.view(named: name) as? UIImageView
  }

  @Test func theCommitThatFirstShowsTheImageDecodesItOnMain() throws {
    let h = Harness()
    let loader = h.images()
    try Self.make(h, "photo", url: "https://x/p.png")
    #expect(loader.loads == ["https://x/p.png"])
    #expect(h.idle() == .reached)
    let view = try #require(Self.view(h, "photo"))
    // The fake loader's pictures are 160 px a side (the default `images size`).
    #expect(view.decoded?.decodedPixels == 160 * 160)
    let draws = h.engine.recording.draws.filter { $0.layer == "photo" }
    try #require(draws.count == 1)
    #expect(draws[0].mode == .sync && draws[0].queue == "main")
    // The decode is a span of its own inside the commit, priced by the decoded pixels.
    let span = try #require(h.engine.recording.spans.first { $0.category == "decode" })
    #expect(span.layer == "photo" && span.name == "decode photo")
    let price = h.engine.costs.modelCost(
      of: .pass("decode"),
      counts: RenderCounts(pixels: 0, glyphs: 0, lines: 0, decodedPixels: 25_600),
      speedFactor: h.engine.speedFactor)
    #expect(span.end - span.start == price)
    let commit = try #require(h.events(.commit).last)
    #expect(commit.time >= span.end)
    // Memory counts the decoded buffer: 4 bytes a decoded pixel, not the layer's bitmap.
    #expect(h.engine.drawing.contentsBytes == 160 * 160 * 4)
  }

  @Test func aBackgroundDecodeRunsOnAQueueAndMainOnlySetsTheImage() throws {
    let h = Harness()
    _ = h.images()
    try Self.make(
      h, "photo", url: "https://x/p.png", [PropertySetting("decode", .choice("background"))])
    #expect(h.idle() == .reached)
    let draws = h.engine.recording.draws.filter { $0.layer == "photo" }
    try #require(draws.count == 1)
    #expect(draws[0].mode == .async && draws[0].queue != "main")
    #expect(draws[0].outcome == .committed)
    #expect(!h.engine.recording.spans.contains { $0.category == "decode" })
    #expect(Self.view(h, "photo")?.decoded != nil)
  }

  @Test func downsamplingDecodesTheViewsPixelSizeAndWeighsIt() throws {
    let h = Harness()
    let loader = h.images()
    var settings = h.engine.images.settings
    settings.standInSide = 1080
    h.engine.images.apply(settings)
    // A 100×50 pt view at @2x: the thumbnail's longer side is 200 px, the aspect kept.
    try Self.make(
      h, "photo", url: "https://x/p.png", frame: Rect(x: 0, y: 0, width: 100, height: 50),
      [PropertySetting("downsample", .bool(true))])
    h.idle()
    #expect(loader.loads == ["https://x/p.png"])
    let decoded = try #require(Self.view(h, "photo")?.decoded)
    #expect(decoded.decodedWidth == 200 && decoded.decodedHeight == 200)
    #expect(h.engine.drawing.contentsBytes == 200 * 200 * 4)
    // Without downsampling the whole 1080 px image is decoded.
    try h.set("photo", "downsample", .bool(false))
    h.idle()
    #expect(Self.view(h, "photo")?.decoded?.decodedPixels == 1080 * 1080)
  }

  @Test func aThumbnailIsNeverLargerThanItsImage() {
    let image = ImageAsset(url: "u", bytes: [], pixelWidth: 300, pixelHeight: 150)
    let big = ImageDecoding.of(
      image, width: 400, height: 400, scale: 2, downsampling: true, contentMode: .scaleToFill)
    #expect(big.decodedWidth == 300 && big.decodedHeight == 150)
    let small = ImageDecoding.of(
      image, width: 50, height: 20, scale: 2, downsampling: true, contentMode: .scaleToFill)
    #expect(small.decodedWidth == 100 && small.decodedHeight == 50)
    #expect(small.byteCount == 100 * 50 * 4)
  }

  @Test func aNewImageThrowsAwayTheBackgroundDecodeOfTheOldOne() throws {
    let h = Harness()
    _ = h.images()
    try Self.make(
      h, "photo", url: "https://x/a.png", [PropertySetting("decode", .choice("background"))])
    // The first image lands and its decode starts; a second URL is set before it is done.
    #expect(h.runUntilDrawing("photo", limit: 1_000_000))
    try h.set("photo", "url", .text("https://x/b.png"))
    h.idle()
    let draws = h.engine.recording.draws.filter { $0.layer == "photo" }
    #expect(draws.first?.outcome == .cancelled)
    #expect(Self.view(h, "photo")?.image?.url == "https://x/b.png")
    #expect(draws.last?.outcome == .committed)
  }

  @Test func setNeedsDisplayDrawsNothing() throws {
    let h = Harness()
    _ = h.images()
    try Self.make(h, "photo", url: "https://x/p.png")
    h.idle()
    let before = h.engine.recording.draws.count
    try h.call("photo", "setNeedsDisplay")
    try h.call("photo", "display")
    h.idle()
    #expect(h.engine.recording.draws.count == before)
    #expect(Self.view(h, "photo")?.decoded != nil)
  }

  @Test func aPrototypeCellsPhotoDecodesInTheCommitThatShowsIt() throws {
    let h = Harness()
    let loader = h.images()
    // A session over the harness's engine, as a user types it (the fake loader stays).
    let session = Session(engine: h.engine) { _, _ in }
    let script = """
      new prototype p height=120
      new UIImageView p.photo frame=0,0,width,100 url=$row.avatar contentMode=scaleAspectFill
      new table t rows=3 cell=p
      run until idle
      """
    #expect(session.runScript(script, name: "photos") == .ok)
    #expect(!loader.loads.isEmpty)
    let decodes = h.engine.recording.spans.filter { $0.category == "decode" }
    #expect(decodes.count >= 3)
    #expect(decodes.allSatisfy { $0.layer.hasPrefix("t.cell") && $0.layer.hasSuffix(".photo") })
  }
}
