/// The image pipeline, as AsyncDraw's ADImageView and ADOperation do it: memory cache, then
/// disk cache, then a download shared by every view that asks for the same URL.
extension Engine {
  /// Changes the pipeline's knobs. New cache limits start empty caches (a new disk limit
  /// deletes the old cache's files).
  public func setImageSettings(_ settings: ImageSettings) {
    if settings.memoryLimit != imageSettings.memoryLimit {
      memoryCache = ByteLRU(limit: settings.memoryLimit)
    }
    if settings.diskLimit != imageSettings.diskLimit {
      for url in diskCache.keys { imageDiskStore?.remove(url) }
      diskCache = ByteLRU(limit: settings.diskLimit)
    }
    imageSettings = settings
  }

  /// Loads `url`'s bytes now (host I/O through the loader), unless the engine has them, so a
  /// bad URL fails the statement before anything changes.
  func loadImage(_ url: String) throws(ModelError) -> ImageAsset? {
    guard !url.isEmpty, imageAssets[url] == nil else { return nil }
    guard let imageLoader else {
      throw ModelError("this engine has no image loader; images need the shell")
    }
    let asset = try imageLoader.load(url)
    guard asset.pixelWidth <= Engine.maxBitmapSide, asset.pixelHeight <= Engine.maxBitmapSide
    else {
      throw ModelError(
        "image '\(url)' is \(asset.pixelWidth)x\(asset.pixelHeight) px; at most "
          + "\(Engine.maxBitmapSide) px a side")
    }
    return asset
  }

  /// `imageView.url = url`: the placeholder now, then the image from the first place that
  /// has it.
  func setImageURL(_ view: ImageView, _ url: String, loaded: ImageAsset?) {
    view.url = url
    if view.image != nil {
      view.image = nil
      setNeedsDisplay(view)
    }
    guard !url.isEmpty else { return }
    if let loaded { imageAssets[url] = loaded }
    guard let asset = imageAssets[url] else { return }
    // Numbers keep counting after old records are trimmed, so `updateFetch` finds its row.
    let fetch = (imageFetches.last?.fetch ?? 0) + 1
    var record = ImageFetchRecord(
      fetch: fetch, url: url, view: view.name, source: .download, requested: mainClock,
      bytes: asset.byteCount, outcome: "")
    if memoryCache.lookup(url) {
      record.source = .memory
      record.done = mainClock
      record.outcome = "set"
      setImage(view, asset, source: "memory cache")
    } else if diskCache.lookup(url) {
      charge(imageSettings.diskReadTime(bytes: asset.byteCount))
      memoryCache.insert(url, bytes: asset.byteCount)
      record.source = .disk
      record.done = mainClock
      record.outcome = "set"
      setImage(view, asset, source: "disk cache")
    } else if let operation = imageOperations[url] {
      record.source = .joined
      record.started = operation.started
      operation.targets.append((view.name, fetch))
      log(.dispatch, "image", layer: view.name, detail: "\(url): joins the running download")
    } else {
      let operation = ImageOperation(url: url, asset: asset)
      operation.targets.append((view.name, fetch))
      imageOperations[url] = operation
      downloadQueue.append(url)
      log(.dispatch, "image", layer: view.name, detail: "\(url): download queued")
    }
    appendFetch(record)
    startDownloads(at: mainClock)
  }

  private func appendFetch(_ record: ImageFetchRecord) {
    if imageFetches.count >= Engine.maxImageFetches {
      imageFetches.removeFirst(imageFetches.count / 10)
    }
    imageFetches.append(record)
  }

  /// The most fetch records kept.
  static let maxImageFetches = 100_000

  /// A waiting request given up (VVebo's clear cancels its loads).
  func cancelFetch(_ number: Int) {
    let time = mainClock
    updateFetch(number) {
      $0.done = time
      $0.outcome = "cancelled"
    }
  }

  private func updateFetch(_ number: Int, _ change: (inout ImageFetchRecord) -> Void) {
    guard let first = imageFetches.first, number >= first.fetch else { return }
    let index = number - first.fetch
    guard imageFetches.indices.contains(index) else { return }
    change(&imageFetches[index])
  }

  private func setImage(_ view: ImageView, _ asset: ImageAsset, source: String) {
    view.image = asset
    log(.contents, "image", layer: view.name, detail: "\(asset.url) from \(source)")
    setNeedsDisplay(view)
  }

  /// Downloads currently transferring.
  var runningDownloads: Int {
    imageOperations.values.filter { $0.started != nil && $0.finishes != nil }.count
  }

  /// Starts queued downloads while fewer than `maxDownloads` run.
  func startDownloads(at time: Micros) {
    while runningDownloads < imageSettings.maxDownloads, let url = downloadQueue.popFirst() {
      guard let operation = imageOperations[url] else { continue }
      operation.started = time
      operation.finishes = time + imageSettings.downloadTime(bytes: operation.asset.byteCount)
      for target in operation.targets { updateFetch(target.fetch) { $0.started = time } }
      log(
        .dispatch, "download", detail: "\(url): \(operation.asset.byteCount) bytes",
        thread: "network",
        at: time)
    }
  }

  /// When the next running download finishes.
  func nextNetworkTime() -> Micros? {
    imageOperations.values.compactMap(\.finishes).min()
  }

  /// A download finished: its completion goes to main, and a queued one may start.
  func runNetworkEvent(at time: Micros) {
    let done = imageOperations.values.filter { $0.finishes == time }.sorted { $0.url < $1.url }
    for operation in done {
      operation.finishes = nil
      log(.dispatch, "downloaded", detail: operation.url, thread: "network", at: time)
      postToMain(.imageLoaded(operation.url), at: time)
    }
    startDownloads(at: time)
  }

  /// On main: cache the bytes, then set the image on every waiting view — unless it is no
  /// longer displayed, or (only with `checksURL`) it now wants another URL.
  func deliverImage(_ url: String) {
    guard let operation = imageOperations.removeValue(forKey: url) else { return }
    let asset = operation.asset
    memoryCache.insert(url, bytes: asset.byteCount)
    let evicted = diskCache.insert(url, bytes: asset.byteCount)
    if let store = imageDiskStore {
      if diskCache.contains(url), let error = store.write(url, asset.bytes) {
        log(.contents, "disk cache", detail: "\(url): \(error)")
      }
      for old in evicted { store.remove(old) }
    }
    for target in operation.targets {
      let outcome: String
      if let view = views[target.view] as? ImageView {
        if !view.displayed {
          outcome = "dropped: not displayed"
        } else if view.url != url, imageSettings.checksURL {
          outcome = "dropped: reused"
        } else {
          outcome = view.url == url ? "set" : "wrong"
          setImage(view, asset, source: "download")
        }
      } else {
        outcome = "dropped: view gone"
      }
      if outcome.hasPrefix("dropped") {
        log(.contents, "image", layer: target.view, detail: "\(url) \(outcome)")
      }
      let time = mainClock
      updateFetch(target.fetch) {
        $0.done = time
        $0.outcome = outcome
      }
    }
  }
}
