@testable import LayerLab

/// An `ImageLoader` double: every URL is an image of a size chosen by the test (10 000 bytes
/// unless told), `missing…` URLs fail, and loads are counted.
final class FakeImageLoader: ImageLoader {
  var sizes: [String: Int] = [:]
  private(set) var loads: [String] = []

  func load(_ url: String, standInSide: Int) throws(ModelError) -> ImageAsset {
    loads.append(url)
    if url.hasPrefix("missing") { throw ModelError("no image at '\(url)'") }
    let bytes = sizes[url] ?? 10_000
    return ImageAsset(
      url: url, bytes: [UInt8](repeating: 0, count: bytes), pixelWidth: standInSide,
      pixelHeight: standInSide)
  }
}

extension Harness {
  /// Installs a fake loader and returns it.
  func images() -> FakeImageLoader {
    let loader = FakeImageLoader()
    engine.images.loader = loader
    return loader
  }

  /// `new image NAME url=… frame=…` typed at the prompt.
  func image(_ name: String, url: String) throws(ModelError) {
    let properties = [
      PropertySetting("frame", .rect(Rect(x: 0, y: 0, width: 80, height: 80))),
      PropertySetting("url", .text(url)),
    ]
    try engine.input(
      .create(kind: .image, name: name, properties: properties), text: "new image \(name)")
  }

  /// The image view called `name`.
  func imageView(_ name: String) -> ImageView? { engine.view(named: name) as? ImageView }
}
