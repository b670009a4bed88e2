/// The published measurements the unit prices are fitted to, and those kept out of the fit
/// with the reason (issue 24). Collected 2026-11-26 from the sources named in each; every
/// figure is the source's own (a chart read to its gridlines where the source printed no
/// number: said in `timed`), divided by the count of operations where it timed many.
extension Observation {
  /// Every observation the standard prices are fitted to.
  public static let published: [Observation] = feedItems + weiboCells + decodes + snapshots

  /// Observations on record but not fitted, each with why.
  public static let excluded: [(observation: Observation, reason: String)] = [
    (
      lfb(
        "lfb-iphone13pro-ios18", device: "iphone13pro", os: "iOS 18.6", totalMs: 21.6,
        source: "iBenjamin, LayoutFrameworkBenchmark issue #27 (2025)",
        url: "https://github.com/layoutBox/LayoutFrameworkBenchmark/issues/27",
        how: "printed"),
      "iOS 18: the same benchmark ran slower on the A15 than on the A12 under iOS 12; the "
        + "model has no OS-version cost"
    ),
    (
      Observation(
        id: "ibireme-decode-lena512-png", source: ibireme, url: ibiremeURL, publisher: "ibireme",
        device: "iphone6", os: "",
        timed: "ImageIO decode of a 512×512 photo PNG (Lena), forced into a bitmap; mean of 100",
        work: .decode(pixels: 262_144), observedMicros: 16_464),
      "a photo: 2.7× the flat graphic of the same size (dribbble512); the model's pictures are "
        + "flat and it has no content term"
    ),
  ]

  // MARK: - Text: the feed cell of LinkedIn's layout benchmark, manual layout

  /// One feed item of LayoutKit's benchmark (forked as LayoutFrameworkBenchmark), manual
  /// layout: `FeedItemManualView.setData` sizes 3 labels, `layoutSubviews` 12 (`sizeToFit`,
  /// one line each): 15 text measurements, 241 glyphs (the item's strings at a two-digit
  /// index: "poster title 42 with some longer stuff", "Comment", …;
  /// layoutBox/LayoutFrameworkBenchmark `FeedItemData.swift`, `FeedItemManualView.swift`).
  /// The timed pass also sets 8 texts and 15 frames, which the model does not price: the
  /// fitted layout price carries them.
  static let feedItem = Work([.layoutGlyph: 241, .layoutLine: 15])

  static let lfbSource = "Luc Dion / layoutBox, LayoutFrameworkBenchmark README charts (2017–2019)"
  static let lfbURL = "https://github.com/layoutBox/LayoutFrameworkBenchmark"

  static func lfb(
    _ id: String, device: String, os: String, totalMs: Double, source: String = lfbSource,
    url: String = lfbURL, publisher: String = "layoutBox", how: String = "read off the chart"
  ) -> Observation {
    Observation(
      id: id, source: source, url: url, publisher: publisher, device: device, os: os,
      timed: "layoutIfNeeded of a collection view sizing 100 feed items, manual layout, "
        + "\(Format.number(totalMs)) ms in all (\(how)) ÷ 100",
      work: feedItem, observedMicros: totalMs * 10)
  }

  static let feedItems = [
    lfb("lfb-iphone6", device: "iphone6", os: "iOS 11.0", totalMs: 80),
    lfb("lfb-iphone6s", device: "iphone6s", os: "", totalMs: 53),
    lfb("lfb-iphone7", device: "iphone7", os: "iOS 11.3", totalMs: 29),
    lfb("lfb-iphonex", device: "iphonex", os: "iOS 11.3", totalMs: 22),
    lfb("lfb-iphonexs", device: "iphonexs", os: "iOS 12.1", totalMs: 16),
    lfb(
      "layoutkit-iphone6", device: "iphone6", os: "iOS 9.3.2", totalMs: 48,
      source: "LinkedIn, LayoutKit docs/benchmarks.md (2016)",
      url: "https://github.com/linkedin/LayoutKit/blob/master/docs/benchmarks.md",
      publisher: "LinkedIn"),
  ]

  // MARK: - Text: the Weibo feed cell, rich wrapped text

  /// One cell of YYKit's Weibo demo: its name, source, status text, retweeted text and three
  /// toolbar counts laid out as `WBStatusLayout` does (widths 265, 351 and 375 pt on a 375 pt
  /// screen; 16, 12, 17, 16 and 14 pt): the mean over the 53 statuses of
  /// `docs/calibration/yykit-weibo-statuses.json` (YYKit's `weibo_0.json` and `weibo_1.json`),
  /// computed by `WeiboCellTexts` in the tests, which check these figures against the file.
  /// Chinese with emoticons, links and mentions: most of its glyphs come from a cascade font.
  static let weiboCell = Work([.layoutGlyph: 162, .layoutLine: 11.13, .fallbackGlyph: 102.6])

  static let nangezao =
    "nangezao, 深入理解 Autolayout 与列表性能 — 背锅的 Cassowary 和偷懒的 CPU (juejin, 2018)"
  static let nangezaoURL = "https://juejin.im/post/5bd5a546f265da0af033cee6"

  static func weibo(_ id: String, device: String, first: Double, cached: Double) -> Observation {
    Observation(
      id: id, source: nangezao, url: nangezaoURL, publisher: "nangezao", device: device,
      os: "iOS 12",
      timed: "a Weibo feed cell's text layout (YYKit's demo statuses, the author's Panda and "
        + "Layoutable): the first layout pass, \(Format.number(first)) ms, less the pass "
        + "with the text layout cached, \(Format.number(cached)) ms",
      work: weiboCell, observedMicros: (first - cached) * 1000)
  }

  static let weiboCells = [
    weibo("weibo-iphone6-ios12", device: "iphone6", first: 5.94, cached: 1.44),
    weibo("weibo-iphonex-ios12", device: "iphonex", first: 1.34, cached: 0.287),
  ]

  // MARK: - Decoding flat-graphic PNGs

  static let ibireme = "ibireme, 移动端图片格式调研 (mobile image benchmark, 2015)"
  static let ibiremeURL = "https://blog.ibireme.com/2015/11/02/mobile_image_benchmark/"

  static let decodes = [
    Observation(
      id: "ibireme-decode-dribbble512-png", source: ibireme, url: ibiremeURL,
      publisher: "ibireme", device: "iphone6", os: "",
      timed: "ImageIO decode of a 512×512 flat-graphic PNG (the Dribbble logo), forced into a "
        + "bitmap; mean of 100",
      work: .decode(pixels: 262_144), observedMicros: 6_055),
    Observation(
      id: "ibireme-decode-dribbble256-png", source: ibireme, url: ibiremeURL,
      publisher: "ibireme", device: "iphone6", os: "",
      timed: "ImageIO decode of a 256×256 flat-graphic PNG (the Dribbble logo), forced into a "
        + "bitmap; mean of 100",
      work: .decode(pixels: 65_536), observedMicros: 1_927),
    Observation(
      id: "nshipster-resize-png1024-cg",
      source: "Mattt, NSHipster: Image Resizing Techniques (2014)",
      url: "https://nshipster.com/image-resizing/", publisher: "NSHipster", device: "iphone6",
      os: "iOS 8.4",
      timed: "loading a 1024×1024 PNG and drawing it at 1/10 size with CGBitmapContextCreate + "
        + "CGContextDrawImage",
      work: .decode(pixels: 1_048_576) + .imageDraw(pixels: 10_404), observedMicros: 36_000),
    Observation(
      id: "timoliver-decode-png1024",
      source: "Tim Oliver, objc-benchmarks PngDecodeBenchmark (2019)",
      url: "https://github.com/TimOliver/objc-benchmarks/tree/master/PngDecodeBenchmark",
      publisher: "Tim Oliver", device: "ipadpro2018", os: "iOS 12.4",
      timed: "UIImage imageWithContentsOfFile of a 1024×1024 PNG font atlas drawn into a 1×1 "
        + "renderer (a full decode); mean of 5, the README's final figure (commit 283aa53; the "
        + "12752 µs of 271347d was replaced the same day)",
      work: .decode(pixels: 1_048_576), observedMicros: 6_576),
  ]

  // MARK: - Raster: a screen drawn into a bitmap

  /// A whole-screen snapshot into a bitmap context: the context's pixels filled, every
  /// layer's bitmap drawn into it (overdraw not counted: the screens' trees are unknown).
  static func snapshot(pixels: Double) -> Work {
    Work([.rasterPixel: pixels, .imagePixel: pixels])
  }

  static let snapshots = [
    Observation(
      id: "sentry-layer-render-iphone8",
      source: "Sentry engineering, Boosting mobile session replay performance (2025)",
      url:
        "https://sentry.engineering/blog/boosting-mobile-session-replay-performance-with-view-renderer-v2",
      publisher: "Sentry", device: "iphone8", os: "iOS 15.7",
      timed: "a 750×1334 px screenshot: a CGBitmapContext made directly + layer.render(in:) "
        + "(its output missed the tab bar's icons); mean of 120, one a second; drawHierarchy "
        + "into the same context took 25.4 ms (min 14.8)",
      work: snapshot(pixels: 1_000_500), observedMicros: 20_740),
    Observation(
      id: "posthog-snapshot-iphonexr",
      source: "PostHog, posthog-ios PR #578: a faster screenshot renderer (2025)",
      url: "https://github.com/PostHog/posthog-ios/pull/578", publisher: "PostHog",
      device: "iphonexr", os: "",
      timed: "main's time for one session-replay screenshot: drawHierarchy(afterScreenUpdates: "
        + "false) into a plain RGBA CGContext at native scale (828×1792 px), plus the view-tree "
        + "walk and wireframe; mean at a 0.5 s throttle, iOS not stated",
      work: snapshot(pixels: 1_483_776), observedMicros: 11_140),
  ]
}

/// Numbers in `timed` texts: an integer without decimals, else as few decimals (up to
/// three) as give it back.
private enum Format {
  static func number(_ value: Double) -> String {
    for places in 0...3 {
      let scale = [1.0, 10, 100, 1000][places]
      let whole = Int((value * scale).rounded())
      guard Double(whole) / scale == value || places == 3 else { continue }
      let text = String(whole)
      if places == 0 { return text }
      let padded = String(repeating: "0", count: max(0, places + 1 - text.count)) + text
      return String(padded.dropLast(places)) + "." + String(padded.suffix(places))
    }
    return String(value)
  }
}
