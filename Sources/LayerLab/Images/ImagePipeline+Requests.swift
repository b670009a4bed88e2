/// The image pipeline, as AsyncDraw's ADImageView and ADOperation do it: memory cache, then
/// disk cache, then a download shared by every view that asks for the same URL.
extension ImagePipeline {
  /// Changes the pipeline's knobs. New cache limits start empty caches (a new disk limit
  /// deletes the old cache's files).
  public func apply(_ new: ImageSettings) {
    // Pictures of another size are other bytes at the same URLs: the "server" and both caches
    // start afresh.
    let resized = new.standInSide != settings.standInSide
    if resized { assets = AssetStore() }
    if new.memoryLimit != settings.memoryLimit || resized {
      memoryCache = ByteLRU(limit: new.memoryLimit)
    }
    if new.diskLimit != settings.diskLimit || resized {
      for url in diskCache.keys { diskStore?.remove(url) }
      diskCache = ByteLRU(limit: new.diskLimit)
    }
    settings = new
  }

  /// Loads `url`'s bytes now (host I/O through the loader), unless the engine has them, so a
  /// bad URL fails the statement before anything changes.
  func loadImage(_ url: String) throws(ModelError) -> ImageAsset? {
    guard !url.isEmpty, assets[url] == nil else { return nil }
    guard let loader else {
      throw ModelError("this engine has no image loader; images need the shell")
    }
    let asset = try loader.load(url, standInSide: settings.standInSide)
    guard asset.pixelWidth <= BitmapBudget.maxSide, asset.pixelHeight <= BitmapBudget.maxSide
    else {
      throw ModelError(
        "image '\(url)' is \(asset.pixelWidth)x\(asset.pixelHeight) px; at most "
          + "\(BitmapBudget.maxSide) px a side")
    }
    return asset
  }

  /// `url`'s bytes as the pipeline's "server" holds them: kept by the store (made its newest),
  /// or loaded again — the loader gives the same bytes for a URL — and kept. Nil for no URL.
  private func keptAsset(_ url: String) throws(ModelError) -> ImageAsset? {
    var found = assets[url]
    if found == nil { found = try loadImage(url) }
    guard let asset = found else { return nil }
    assets[url] = asset
    return asset
  }

  /// A cell's image view asks for `url` (ADImageView's setImageWithURL, at configure or at
  /// VVebo's draw): its bytes loaded now, then the pipeline. A URL whose bytes cannot be loaded
  /// leaves the placeholder and says so in the event log.
  func request(_ view: any ImageTarget, _ url: String) {
    do {
      let asset = try loadImage(url)
      setImageURL(view, url, loaded: asset)
    } catch {
      context.log(.imageLoadFailed(url: url, message: error.message), layer: view.name)
      view.url = url
    }
  }

  /// `imageView.url = url`: the placeholder now, then the image from the first place that
  /// has it.
  func setImageURL(_ view: any ImageTarget, _ url: String, loaded: ImageAsset?) {
    view.url = url
    if view.image != nil {
      view.image = nil
      context.imageChanged(view)
    }
    guard !url.isEmpty else { return }
    if let loaded { assets[url] = loaded }
    guard let asset = loaded ?? assets[url] else { return }
    let fetch = context.recording.nextFetchNumber
    var record = ImageFetchRecord(
      fetch: fetch, url: url, view: view.name, source: .download, requested: context.mainClock,
      bytes: asset.byteCount, outcome: "")
    if memoryCache.lookup(url) {
      record.source = .memory
      record.done = context.mainClock
      record.outcome = "set"
      setImage(view, asset, source: .memory)
    } else if diskCache.lookup(url) {
      context.blockMain(for: settings.diskReadTime(bytes: asset.byteCount))
      memoryCache.insert(url, bytes: asset.byteCount)
      record.source = .disk
      record.done = context.mainClock
      record.outcome = "set"
      setImage(view, asset, source: .disk)
    } else if let operation = operations[url] {
      record.source = .joined
      record.started = operation.started
      operation.targets.append((view.name, fetch))
      context.log(.imageJoined(url: url), layer: view.name)
    } else {
      let operation = ImageOperation(url: url, byteCount: asset.byteCount)
      operation.targets.append((view.name, fetch))
      operations[url] = operation
      downloadQueue.append(url)
      context.log(.imageQueued(url: url), layer: view.name)
    }
    appendFetch(record)
    startDownloads(at: context.mainClock)
  }

  /// A table's prefetch data source asks for `url` (SDWebImagePrefetcher's pattern): unless a
  /// cache has it or a download for it runs, a download starts — queued like any other, at
  /// most six at once — whose bytes go to the caches; a view asking later joins it or hits
  /// the memory cache. A URL whose bytes cannot be loaded is logged and skipped.
  func prefetch(_ url: String, for table: String) {
    guard !url.isEmpty, !memoryCache.contains(url), !diskCache.contains(url),
      operations[url] == nil
    else { return }
    let found: ImageAsset?
    do throws(ModelError) {
      found = try keptAsset(url)
    } catch {
      context.log(.imageLoadFailed(url: url, message: error.message), layer: table)
      return
    }
    guard let asset = found else { return }
    let fetch = context.recording.nextFetchNumber
    let operation = ImageOperation(url: url, byteCount: asset.byteCount)
    operation.prefetches.append(fetch)
    operations[url] = operation
    downloadQueue.append(url)
    context.log(.imageQueued(url: url), layer: table)
    appendFetch(
      ImageFetchRecord(
        fetch: fetch, url: url, view: "\(table) (prefetch)", source: .download,
        requested: context.mainClock, bytes: asset.byteCount, outcome: ""))
    startDownloads(at: context.mainClock)
  }

  /// A prefetch the app cancels (`cancelPrefetchingForRowsAt:`, SDWebImagePrefetcher's and
  /// Kingfisher's cancel): a download still queued is dropped and its slot never taken; one
  /// already transferring runs to its end — ADOperation's `dataWithContentsOfURL:` cannot be
  /// stopped — and one a view now waits for is the view's, so it stays.
  func cancelPrefetch(_ url: String, for table: String) {
    guard let operation = operations[url], operation.started == nil, operation.targets.isEmpty
    else { return }
    operations[url] = nil
    downloadQueue.removeAll { $0 == url }
    for fetch in operation.prefetches { cancelFetch(fetch) }
  }

  private func appendFetch(_ record: ImageFetchRecord) {
    context.recording.appendFetch(record)
  }

  /// A view's waiting requests given up (VVebo's clear cancels its loads): it leaves the
  /// operations' targets, so nothing lands on it later.
  func cancelRequests(of view: String) {
    for operation in operations.values {
      let cancelled = operation.targets.filter { $0.view == view }
      guard !cancelled.isEmpty else { continue }
      operation.targets.removeAll { $0.view == view }
      for target in cancelled { cancelFetch(target.fetch) }
    }
  }

  /// A waiting request given up (VVebo's clear cancels its loads).
  private func cancelFetch(_ number: Int) {
    let time = context.mainClock
    updateFetch(number) {
      $0.done = time
      $0.outcome = "cancelled"
    }
  }

  private func updateFetch(_ number: Int, _ change: (inout ImageFetchRecord) -> Void) {
    context.recording.updateFetch(number, change)
  }

  /// `[NSData dataWithContentsOfURL:]` on main, as the AsyncDraw demo's sync cell does in
  /// `assignModel:`: main is blocked (off the CPU) for the whole download — no cache, every
  /// time — and the view gets the bytes as `imageWithData:` does, to be decoded when it draws
  /// (at the CA commit, on main, for a sync layer).
  func loadSynchronously(_ view: any ImageTarget, _ url: String) {
    view.url = url
    let found: ImageAsset?
    do throws(ModelError) {
      found = try keptAsset(url)
    } catch {
      context.log(.imageLoadFailed(url: url, message: error.message), layer: view.name)
      return
    }
    guard let asset = found else { return }
    let fetch = context.recording.nextFetchNumber
    var record = ImageFetchRecord(
      fetch: fetch, url: url, view: view.name, source: .download, requested: context.mainClock,
      bytes: asset.byteCount, outcome: "")
    context.log(.downloadStarted(url: url, bytes: asset.byteCount), layer: view.name)
    record.started = context.mainClock
    context.blockMain(for: nextDownloadTime(bytes: asset.byteCount))
    record.done = context.mainClock
    record.outcome = "set"
    appendFetch(record)
    setImage(view, asset, source: .download)
  }

  private func setImage(
    _ view: any ImageTarget, _ asset: ImageAsset, source: ImageFetchRecord.Source
  ) {
    view.image = asset
    context.log(.imageSet(url: asset.url, from: source), layer: view.name)
    context.imageChanged(view)
  }

  /// A delivered download whose bytes can no longer be loaded (the file went away): every
  /// waiting view keeps its placeholder, and the log and the fetch records say why.
  private func fail(_ operation: ImageOperation, _ error: ModelError) {
    let time = context.mainClock
    for target in operation.targets {
      context.log(.imageLoadFailed(url: operation.url, message: error.message), layer: target.view)
      updateFetch(target.fetch) {
        $0.done = time
        $0.outcome = "failed"
      }
    }
    for fetch in operation.prefetches {
      updateFetch(fetch) {
        $0.done = time
        $0.outcome = "failed"
      }
    }
  }

  /// Downloads currently transferring.
  var runningDownloads: Int {
    operations.values.filter { $0.started != nil && $0.finishes != nil }.count
  }

  /// Starts queued downloads while fewer than `maxDownloads` run.
  func startDownloads(at time: Micros) {
    while runningDownloads < settings.maxDownloads, let url = downloadQueue.popFirst() {
      guard let operation = operations[url] else { continue }
      operation.started = time
      let finishes = time + nextDownloadTime(bytes: operation.byteCount)
      operation.finishes = finishes
      // ADManager's operation runs dataWithContentsOfURL: its thread sleeps until the bytes
      // are in, and GCD may bring up another thread for queued work (Workqueue).
      context.blockWorkerThread(at: time, until: finishes)
      for fetch in operation.targets.map(\.fetch) + operation.prefetches {
        updateFetch(fetch) { $0.started = time }
      }
      context.log(
        .downloadStarted(url: url, bytes: operation.byteCount), thread: "network", at: time)
    }
  }

  /// On main: cache the bytes, then set the image on every waiting view — unless it is no
  /// longer displayed, or (only with `checksURL`) it now wants another URL.
  func deliver(_ url: String) {
    guard let operation = operations.removeValue(forKey: url) else { return }
    let found: ImageAsset?
    do throws(ModelError) {
      found = try keptAsset(url)
    } catch {
      fail(operation, error)
      return
    }
    guard let asset = found else { return }
    memoryCache.insert(url, bytes: asset.byteCount)
    let evicted = diskCache.insert(url, bytes: asset.byteCount)
    if let store = diskStore {
      if diskCache.contains(url), let error = store.write(url, asset.bytes) {
        context.log(.diskCacheError(url: url, message: error))
      }
      for old in evicted { store.remove(old) }
    }
    let time = context.mainClock
    for fetch in operation.prefetches {
      updateFetch(fetch) {
        $0.done = time
        $0.outcome = "cached"
      }
    }
    for target in operation.targets {
      var outcome = ""
      let dropped: TraceEvent.ImageDrop?
      if let view = context.view(named: target.view) as? any ImageTarget {
        if !view.displayed {
          dropped = .notDisplayed
        } else if view.url != url, settings.checksURL {
          dropped = .reused
        } else {
          dropped = nil
          outcome = view.url == url ? "set" : "wrong"
          setImage(view, asset, source: .download)
        }
      } else {
        dropped = .viewGone
      }
      if let dropped {
        outcome = "dropped: " + dropped.rawValue
        context.log(.imageDropped(url: url, reason: dropped), layer: target.view)
      }
      let time = context.mainClock
      updateFetch(target.fetch) {
        $0.done = time
        $0.outcome = outcome
      }
    }
  }
}
