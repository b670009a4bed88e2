/// The image pipeline's knobs (`images …`): the modelled network, the caches, and whether a
/// finished download checks that its view still wants it.
public struct ImageSettings: Sendable, Equatable {
  /// Time to first byte of a download. ESTIMATE: the seed did not record its network (an
  /// iPhone 11 on a phone network in 2020, fetching one JPEG from a CDN), so the default is a
  /// plausible mobile link, not a measurement — a few round trips (DNS, TCP, TLS, request) of
  /// some 40 ms each. The sync-with-pictures row of asyncdraw.lab depends on it (main blocks
  /// for every download); `images latency=… bandwidth=…` changes it.
  public var latency: Micros = 150_000
  /// Bytes per second once the bytes flow. ESTIMATE, as `latency`: 8 Mbit/s, a modest LTE
  /// download rate.
  public var bandwidth = 1_000_000
  /// AsyncDraw's NSOperationQueue: at most 6 downloads at once.
  public var maxDownloads = 6
  /// The memory cache (encoded bytes, least recently used out first). AsyncDraw's own
  /// `imageDataDict` has no bound; 20 MiB is the model's ESTIMATE of a sane one (`images
  /// memory=N`), far above the demo's single URL.
  public var memoryLimit = 20 << 20
  /// The disk cache, modelled: a read costs `diskLatency` plus the bytes at `diskBandwidth`
  /// (ESTIMATES of a phone's flash read: half a millisecond to open, 100 MB/s).
  public var diskLimit = 100 << 20
  public var diskLatency: Micros = 500
  public var diskBandwidth = 100_000_000
  /// ADImageView sets whatever finished on every waiting view; `true` adds the check that the
  /// view still wants that URL (the fix for the reused-cell wrong image).
  public var checksURL = false
  /// The side, in pixels, of the pictures generated for http(s) URLs (`images size=PX`): 160 by
  /// default (a VVebo thumbnail at @2x); a photo feed's are 1080 or so (Instagram's feed
  /// width). Files keep their own size.
  public var standInSide = ImageAsset.generatedSide

  public init() {}

  /// How long a download of `bytes` takes once started.
  public func downloadTime(bytes: Int) -> Micros {
    latency + Micros(bytes) * 1_000_000 / Micros(max(1, bandwidth))
  }

  /// How long main spends reading `bytes` from the disk cache.
  public func diskReadTime(bytes: Int) -> Micros {
    diskLatency + Micros(bytes) * 1_000_000 / Micros(max(1, diskBandwidth))
  }
}

/// A download in flight: one per URL, however many views wait for it (ADOperation's
/// targets).
///
/// It keeps the URL and the size, not the bytes: ten thousand queued downloads held ten
/// thousand pictures (100 MB a `repeat`) outside the bounded ``AssetStore``. The bytes are
/// taken from the store, or loaded again, when the download is delivered.
final class ImageOperation {
  let url: String
  /// The encoded size: what the modelled network transfers.
  let byteCount: Int
  /// Waiting views and the fetch record each one opened, in the order they asked.
  var targets: [(view: String, fetch: Int)] = []
  /// The fetch records of prefetches that started it (a table's prefetch data source): no
  /// view waits, the bytes only go to the caches.
  var prefetches: [Int] = []
  var started: Micros?
  var finishes: Micros?

  init(url: String, byteCount: Int) {
    self.url = url
    self.byteCount = byteCount
  }
}
