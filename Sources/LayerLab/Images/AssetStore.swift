/// The bytes behind the URLs the pipeline has seen (its "server"), kept up to a byte limit.
///
/// Why bounded: every distinct URL's bytes were kept for the whole session, so five
/// `repeat 10000 i.url=https://hN/$i.png` held 561 MB. What is dropped costs nothing the
/// model can see: every caller loads a URL through ``ImagePipeline/loadImage(_:)`` just
/// before using it, which asks the loader again for a URL no longer here, and the loader
/// returns the same bytes (generated pictures are a function of their URL). The memory and
/// disk caches the model simulates are separate (``ByteLRU`` of sizes) and unchanged.
struct AssetStore {
  /// Most bytes kept: host memory, not a modelled figure. 64 MiB holds a few thousand
  /// generated pictures (about 11 KB each), far more than one screen or one feed shows at once.
  static let defaultLimit = 64 << 20

  private var order: ByteLRU
  private var assets: [String: ImageAsset] = [:]

  init(limit: Int = AssetStore.defaultLimit) {
    order = ByteLRU(limit: limit)
  }

  /// Bytes kept now.
  var totalBytes: Int { order.totalBytes }
  /// URLs kept now.
  var count: Int { assets.count }

  /// The bytes for `url`, if kept; storing makes `url` the newest and evicts the oldest past
  /// the limit (an asset larger than the whole limit is not kept).
  subscript(url: String) -> ImageAsset? {
    get { assets[url] }
    set {
      guard let newValue else { return }
      for evicted in order.insert(url, bytes: newValue.byteCount) { assets[evicted] = nil }
      assets[url] = order.contains(url) ? newValue : nil
    }
  }
}
