/// The probes `clock measured` learns its per-kind rates from (`StageRates`).
extension ReferenceWorkload {
  /// The news demo's content label at its width, character-wrapped, with the intro and half
  /// the longest tail (a mid-length row of `NewsFeed`: ideographs and colour emoji).
  static let newsContent = RenderRequest(
    width: 394, height: 250, scale: 2, opaque: true, background: NewsFeed.yellow,
    content: .label(
      NewsFeed.contentDrawing(
        NewsFeed.content(tailUnits: NewsFeed.appendingUnits.count / 2))))

  /// The demo's picture drawn into its 394×200 pt view (scale aspect fill), decoded first.
  static func newsPicture(_ asset: ImageAsset) -> RenderRequest {
    RenderRequest(
      width: 394, height: 200, scale: 2, opaque: false, background: nil,
      content: .image(
        ImageDrawing(
          image: asset, placeholder: NewsFeed.lightGrey, contentMode: .scaleAspectFill)))
  }

  /// A one-line title: the one-line layout the model prices apart from a wrapped one.
  static let oneLine = RenderRequest(
    width: 300, height: 30, scale: 2, opaque: false, background: nil,
    content: .label(LabelDrawing(text: "A one-line title, laid out once", numberOfLines: 1)))

  /// Every kind of stage the sessions draw: the workload's label, paragraph and cell, a
  /// one-line title, the news content label, and the news picture when the renderer can make
  /// one.
  static func probes(picture: ImageAsset?) -> [RenderRequest] {
    requests + [oneLine, newsContent] + (picture.map { [newsPicture($0)] } ?? [])
  }

  /// Learns the host's per-kind rates: each probe rendered `runs` times after
  /// `warmUpRounds` untimed passes, every text laid out afresh, and each stage's fastest time
  /// kept (the fastest, as `hostMicros` takes and the formulas were fitted to). A probe's runs
  /// come one after another, warm, as a session's render is timed (`Drawing.measuredTimingRuns`
  /// renders of one request in a row): taking the probes in turn round by round made every
  /// run cold and read the feed scroll at 0.81 of `clock model`, not 1.00. Fifteen runs and
  /// not five: beside a CPU hog, five let a whole probe land in busy moments now and then
  /// (`scripts/hog-check` read 58 fps once where the rest read 27–30); the probes take ~2 ms a
  /// round. Nil when a probe fails to render.
  public static func hostRates(_ renderer: any LayerRenderer, runs: Int = 15) -> StageRates? {
    let probes = probes(picture: renderer.probePicture(url: NewsFeed.imageURL))
    let readings = try? renderer.withFreshLayouts {
      () throws(ModelError) -> [(kind: RenderStage.Kind, counts: RenderCounts, hostMicros: Double)]
      in
      for _ in 0..<warmUpRounds {
        for request in probes { _ = try renderer.render(request) }
      }
      var readings: [(kind: RenderStage.Kind, counts: RenderCounts, hostMicros: Double)] = []
      for request in probes {
        var fastest: [Double] = []
        var first: RenderResult?
        for _ in 0..<max(1, runs) {
          let result = try renderer.render(request)
          if first == nil {
            first = result
            fastest = result.stages.map(\.hostMicros)
          } else {
            for (index, stage) in result.stages.enumerated() where fastest.indices.contains(index) {
              fastest[index] = min(fastest[index], stage.hostMicros)
            }
          }
        }
        guard let first else { continue }
        for (index, stage) in first.stages.enumerated() where fastest.indices.contains(index) {
          readings.append((stage.kind, first.counts, fastest[index]))
        }
      }
      return readings
    }
    return readings.flatMap { StageRates.learn(from: $0) }
  }
}
