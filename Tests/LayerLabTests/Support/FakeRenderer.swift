@testable import LayerLab

/// A bitmap that only knows its size.
///
/// The model never looks at pixels, only at sizes and at which draw made a bitmap, so the
/// tests need no Pango or Cairo and stay fast and deterministic.
final class FakeBitmap: Bitmap {
  let pixelWidth: Int
  let pixelHeight: Int

  init(pixelWidth: Int, pixelHeight: Int) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }
}

/// A `LayerRenderer` double with fixed host stage times and counts derived from the request.
///
/// Why: with `clock: .model` the engine prices each stage from the counts a render returns,
/// so returning exact counts (pixels from the request, one glyph per character, one line)
/// lets a test compute every checkpoint time from `CostModel.modelCost`. The fixed host times
/// only matter under `clock: .measured`; `textPassMicros` lets one text cost more or less
/// there. Counting calls shows how many renders the engine really ran.
final class FakeRenderer: LayerRenderer {
  /// Host microseconds of each stage, in the order the real renderer reports them.
  var contextMicros = 2.0
  var layoutMicros = 10.0
  var textMicros = 5.0
  var imageMicros = 1.0
  /// Host time of the text pass for particular label texts (measured clock only).
  var textPassMicros: [String: Double] = [:]
  /// When set, labels report a layout-cache hit for texts seen before (like the real cache).
  var simulateLayoutCache = false
  /// The calibration probes' host time per stage kind (`StageRates.key`) relative to the
  /// model's price: 2 makes this host twice as slow as the development host at that kind.
  var probeSlowdown: [String: Double] = [:]
  private var seenTexts: Set<String> = []

  /// How many times `measure` was called (the height cache should spare most).
  private(set) var measureCalls = 0
  /// How many times `render` was called.
  private(set) var calls = 0
  /// Every request, in call order.
  private(set) var requests: [RenderRequest] = []

  func render(_ request: RenderRequest) throws(ModelError) -> RenderResult {
    // The reference workload, whatever letter calibration put at its texts' end.
    if let index = ReferenceWorkload.requests.firstIndex(where: {
      $0.width == request.width && $0.height == request.height
        && FakeRenderer.text(of: $0).dropLast() == FakeRenderer.text(of: request).dropLast()
    }) {
      return slowed(FakeRenderer.reference(index, request))
    }
    // The other calibration probes, also as the development host renders them.
    if request == ReferenceWorkload.oneLine {
      return slowed(
        FakeRenderer.priced(
          [.context, .layout, .pass("text"), .image], FakeRenderer.counts(for: request),
          request))
    }
    if request == ReferenceWorkload.newsContent {
      var counts = FakeRenderer.counts(for: request)
      counts.characterWrapped = true
      return slowed(
        FakeRenderer.priced([.context, .layout, .pass("text"), .image], counts, request))
    }
    calls += 1
    requests.append(request)
    // A UIImageView's decode: one stage, priced as the model prices it.
    if case .decode(let decoding) = request.content {
      var counts = FakeRenderer.counts(for: request)
      counts.glyphs = 0
      counts.decodedPixels = decoding.decodedPixels
      counts.decodedFormat = decoding.image.format
      return FakeRenderer.priced([.pass("decode")], counts, request)
    }
    let text = FakeRenderer.text(of: request)
    var hit: Bool?
    if simulateLayoutCache, case .label = request.content {
      hit = !seenTexts.insert(text).inserted
    }
    return RenderResult(
      bitmap: FakeBitmap(pixelWidth: request.pixelWidth, pixelHeight: request.pixelHeight),
      stages: [
        RenderStage(kind: .context, hostMicros: contextMicros),
        RenderStage(kind: .layout, hostMicros: layoutMicros),
        RenderStage(kind: .pass("text"), hostMicros: textPassMicros[text] ?? textMicros),
        RenderStage(kind: .image, hostMicros: imageMicros),
      ],
      counts: FakeRenderer.counts(for: request), layoutCacheHit: hit)
  }

  /// A probe's stages at `probeSlowdown`.
  private func slowed(_ result: RenderResult) -> RenderResult {
    var copy = result
    copy.stages = result.stages.map { stage in
      var slowed = stage
      slowed.hostMicros *= probeSlowdown[StageRates.key(stage.kind, counts: result.counts)] ?? 1
      return slowed
    }
    return copy
  }

  /// The reference workload as the development host renders it: each stage takes what the
  /// model's formulas say, so under `clock measured` this double's host is exactly as fast as
  /// the model's (tests derive their host times from `engine.speedFactor`).
  static func reference(_ index: Int, _ request: RenderRequest) -> RenderResult {
    priced(ReferenceWorkload.stages[index], ReferenceWorkload.counts[index], request)
  }

  /// A render whose every stage takes what the model's formulas price it at.
  static func priced(
    _ kinds: [RenderStage.Kind], _ counts: RenderCounts, _ request: RenderRequest
  ) -> RenderResult {
    RenderResult(
      bitmap: FakeBitmap(pixelWidth: request.pixelWidth, pixelHeight: request.pixelHeight),
      stages: kinds.map {
        RenderStage(
          kind: $0,
          hostMicros: Double(CostModel().modelCost(of: $0, counts: counts, speedFactor: 1)))
      },
      counts: counts, layoutCacheHit: nil)
  }

  /// Twenty points per line, one line per 40 characters: enough for cell heights to follow
  /// their text.
  func measure(_ label: LabelDrawing, width: Double) -> TextMeasure {
    measureCalls += 1
    let lines = max(1, (label.text.count + 39) / 40)
    return TextMeasure(
      height: Double(lines) * 20, lines: lines, glyphs: label.text.count,
      characterWrapped: label.lineBreak == .char)
  }

  /// The counts this double reports for a request: real pixels, one glyph per character.
  static func counts(for request: RenderRequest) -> RenderCounts {
    RenderCounts(
      pixels: request.pixelWidth * request.pixelHeight, glyphs: text(of: request).count,
      lines: 1)
  }

  /// The label text inside a request.
  static func text(of request: RenderRequest) -> String {
    switch request.content {
    case .label(let label): label.text
    case .flattened(let drawing): drawing.elements.compactMap { $0.text?.text }.joined()
    case .image(let image): image.image?.url ?? ""
    case .decode(let decoding): decoding.image.url
    }
  }
}
