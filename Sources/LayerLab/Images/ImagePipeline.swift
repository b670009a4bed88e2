import DequeModule

/// AsyncDraw's image pipeline (ADImageView, ADOperation): a memory cache, a disk cache, and
/// a modelled network whose downloads are shared by every view that asks for the same URL.
///
/// A kernel process whose events are downloads finishing; each completion goes to main as a
/// main-queue block, where the bytes are cached and set on the waiting views.
public final class ImagePipeline: SimulationProcess {
  /// What it may ask of main, the CPU and the recording (not the whole engine).
  let context: ProcessContext
  /// Where image bytes come from (the shell's files and generated pictures).
  public var loader: (any ImageLoader)?
  /// Mirrors the disk cache as files (`images cache=DIR`), if set.
  public var diskStore: (any ImageDiskStore)?
  public internal(set) var settings = ImageSettings()
  public internal(set) var memoryCache = ByteLRU(limit: ImageSettings().memoryLimit)
  public internal(set) var diskCache = ByteLRU(limit: ImageSettings().diskLimit)
  /// The bytes behind the URLs seen, the "server" the modelled network fetches from, kept up
  /// to a byte limit (``AssetStore``); a URL dropped from it is loaded again when next used.
  var assets = AssetStore()
  var operations: [String: ImageOperation] = [:]
  var downloadQueue: Deque<String> = []
  /// A repeated run's variation (nil: every download takes `settings`' time exactly), and
  /// how many downloads it has varied so far.
  private var variation: GestureVariation?
  private var downloads = 0

  init(context: ProcessContext) {
    self.context = context
  }

  /// Varies this run's downloads from now on (`compare … runs=N`).
  func vary(_ variation: GestureVariation?) {
    self.variation = variation
    downloads = 0
  }

  /// How long the next download of `bytes` takes: `settings`' time, scaled in a repeated run
  /// by that download's own factor (``GestureVariation/networkFactor(forDownload:)``).
  func nextDownloadTime(bytes: Int) -> Micros {
    let time = settings.downloadTime(bytes: bytes)
    guard let variation else { return time }
    defer { downloads += 1 }
    return Micros((Double(time) * variation.networkFactor(forDownload: downloads)).rounded())
  }

  public var rank: EventRank { .network }

  /// When the next running download finishes.
  public func nextEventTime(now: Micros) -> Micros? {
    var next: Micros?
    for operation in operations.values {
      if let finishes = operation.finishes { next = min(next ?? finishes, finishes) }
    }
    return next
  }

  /// Downloads finished: their completions go to main, and queued ones may start.
  public func handleEvent(at time: Micros) {
    let done = operations.values.filter { $0.finishes == time }.sorted { $0.url < $1.url }
    for operation in done {
      operation.finishes = nil
      context.log(.downloaded(url: operation.url), thread: "network", at: time)
      context.postToMain(.imageLoaded(operation.url), at: time)
    }
    startDownloads(at: time)
  }

  public var busyReasons: [String] {
    operations.isEmpty ? [] : ["\(operations.count) image downloads"]
  }
}
