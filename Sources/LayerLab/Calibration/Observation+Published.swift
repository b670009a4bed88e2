/// The published measurements the unit prices are fitted to, and those kept out of the fit
/// with the reason (issue 24). Collected 2026-11-26 from the sources named in each; every
/// figure is the source's own (a chart read to its gridlines where the source printed no
/// number: said in `timed`), divided by the count of operations where it timed many.
extension Observation {
  /// Every observation the standard prices are fitted to.
  public static let published: [Observation] =
    feedItems + engineCells + weiboCells + decodes + jpegDecodes + snapshots

  /// Observations on record but not fitted, each with why.
  public static let excluded: [(observation: Observation, reason: String)] = [
    (
      lfb(
        "lfb-iphone13pro-ios18", device: "iphone13pro", os: "iOS 18.6", totalMs: 21.6,
        source: "iBenjamin, LayoutFrameworkBenchmark issue #27 (2025)",
        url: "https://github.com/layoutBox/LayoutFrameworkBenchmark/issues/27",
        how: "printed"),
      "iOS 18: the same benchmark ran slower on the A15 than on the A12 under iOS 12; the "
        + "model's one iOS term is Auto Layout's engine at iOS 12, and manual layout has none"
    ),
    (
      engineCell(
        "lfb-autolayout-iphone13pro-ios18", .autolayout, device: "iphone13pro", os: "iOS 18.6",
        ios: 18, totalMs: 63.9),
      "iOS 18: six years after the iOS 12 charts the price is fitted to, with no run of the "
        + "same phone under iOS 12 to say what changed since; priced as iOS 12"
    ),
    (
      engineCell(
        "lfb-stackview-iphone13pro-ios18", .stackview, device: "iphone13pro", os: "iOS 18.6",
        ios: 18, totalMs: 78.5),
      "iOS 18: as lfb-autolayout-iphone13pro-ios18"
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
  /// LinkedIn's original of the same benchmark, on an iPhone 6 under iOS 9.3.2.
  static let layoutKitSource = "LinkedIn, LayoutKit docs/benchmarks.md (2016)"
  static let layoutKitURL = "https://github.com/linkedin/LayoutKit/blob/master/docs/benchmarks.md"

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
      source: layoutKitSource, url: layoutKitURL, publisher: "LinkedIn"),
  ]

  // MARK: - Layout engines: the same feed cell laid out by Auto Layout and by UIStackView

  /// The benchmark's feed item laid out by `layout`: its Auto Layout version
  /// (`FeedItemAutoLayoutView.swift`) is 21 views — the 15 leaves, 5 containers and a root —
  /// held by 71 explicit constraints (6 inequalities, 2 below required) plus the labels' and
  /// images' intrinsic sizes; the UIStackView version (`FeedItemUIStackView.swift`) is 21 views
  /// too, 6 of them stacks (docs/research/layoutframeworkbenchmark.md §2). Each item's sizing
  /// is `systemLayoutSizeFitting` on a mannequin cell: a fresh engine each call (WWDC 2018
  /// session 220). Its texts are the manual version's (`feedItem`: the same strings, measured
  /// through the labels' intrinsic sizes instead of `sizeToFit`).
  ///
  /// `ios` is the major version the engine ran under, which picks its price
  /// (`PriceName.onIOS`): the published one, or where none is published what the date allows.
  static func engineCell(
    _ id: String, _ layout: CellLayoutKind, device: String, os: String, ios: Int,
    totalMs: Double, source: String = lfbSource, url: String = lfbURL,
    publisher: String = "layoutBox", how: String = "read off the chart"
  ) -> Observation {
    Observation(
      id: id, source: source, url: url, publisher: publisher, device: device, os: os,
      timed: "layoutIfNeeded of a collection view sizing 100 feed items, \(layout.engineName) "
        + "(21 views, systemLayoutSizeFitting each), \(Format.number(totalMs)) ms in all "
        + "(\(how)) ÷ 100",
      work: feedItem + .layout(layout, views: 21, ios: ios), observedMicros: totalMs * 10)
  }

  /// The same charts and devices as `feedItems` (iOS 9.3–12.1), each framework's line at 100
  /// items; the iPhone 7's iOS 12.1 run comes from the comparison chart's bars
  /// (`benchmark_comparison_all_small.png`), beside its iOS 11.3 run: the same phone, Auto
  /// Layout 26 % faster and manual layout unchanged — so the runs before iOS 12 inform the
  /// `.ios11` prices and the two under iOS 12.1 the others (`IOSRelease.autoLayoutEngine`).
  static let engineCells = [CellLayoutKind.autolayout, .stackview].flatMap { layout in
    engineRuns.map { run in
      let id = "\(run.layoutKit ? "layoutkit" : "lfb")-\(layout.rawValue)-\(run.suffix)"
      let totalMs = layout == .autolayout ? run.autoLayoutMs : run.stackViewMs
      let how = run.bar ? "read off the comparison chart's bar" : "read off the chart"
      return run.layoutKit
        ? engineCell(
          id, layout, device: run.device, os: run.os, ios: run.ios, totalMs: totalMs,
          source: layoutKitSource, url: layoutKitURL, publisher: "LinkedIn", how: how)
        : engineCell(
          id, layout, device: run.device, os: run.os, ios: run.ios, totalMs: totalMs, how: how)
    }
  }

  /// One run of both engine cells: the device, its iOS as published and its major version,
  /// each framework's line at 100 items (ms), whether LinkedIn's LayoutKit chart rather than
  /// layoutBox's, and whether read off the comparison chart's bars. The iPhone 6s's iOS is not
  /// published; its sheet dates from 2017-09-06 (`docs/research/layoutframeworkbenchmark.md`
  /// §4), a year before iOS 12 shipped (2018-09-17), so it ran iOS 11 or earlier.
  private static let engineRuns:
    [(
      suffix: String, device: String, os: String, ios: Int, autoLayoutMs: Double,
      stackViewMs: Double, layoutKit: Bool, bar: Bool
    )] = [
      ("iphone6", "iphone6", "iOS 11.0", 11, 603, 757, false, false),
      ("iphone6s", "iphone6s", "", 11, 358, 483, false, false),
      ("iphone7", "iphone7", "iOS 11.3", 11, 222, 305, false, false),
      ("iphone7-ios12", "iphone7", "iOS 12.1", 12, 164, 211, false, true),
      ("iphonex", "iphonex", "iOS 11.3", 11, 176, 254, false, false),
      ("iphonexs", "iphonexs", "iOS 12.1", 12, 130, 159, false, false),
      ("iphone6", "iphone6", "iOS 9.3.2", 9, 653, 831, true, false),
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

  // MARK: - Decoding PNGs

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

  // MARK: - Decoding photographic JPEGs

  /// Full decodes of baseline JPEG photos forced into a bitmap, at quality 0.9: the one
  /// quality both sources timed (PSPDFKit timed 1.0 and 0.9, DFJPEGTurbo 0.3 to 0.9; ImageIO's
  /// time moves little with it, ×1.1 from 0.9 to 1.0 in PSPDFKit's runs), chosen before any
  /// fit. Left out: PSPDFKit's blog figure on the A10X (10.5" iPad Pro), a chip the device
  /// catalogue does not have; DFJPEGTurbo's libjpeg-turbo column (not what iOS apps decode
  /// with). The other published JPEG figures, and why they are not here, are in
  /// docs/research/jpeg-decode.md.
  static let jpegDecodes = [
    pspdfkit("pspdfkit-decode-jpeg90-a12", device: "iphonexs", phone: "iPhone XS Max", log: 1.962),
    pspdfkit(
      "pspdfkit-decode-jpeg90-a12x", device: "ipadpro2018", phone: "11\" iPad Pro (2018)",
      log: 2.084),
    dfjpegturbo("dfjpegturbo-decode-jpeg90-1024", width: 1024, height: 768, ms: 10.13),
    dfjpegturbo("dfjpegturbo-decode-jpeg90-2048", width: 2048, height: 1536, ms: 34.79),
  ]

  /// PSPDFKit's HEIC benchmark: a 3440×1440 photo (Star_Citizen.jpg) re-encoded by ImageIO at
  /// quality 0.9, then 100 times `UIImage imageWithContentsOfFile:` drawn into a full-size
  /// bitmap context; `log` is the README log's total in seconds.
  static func pspdfkit(_ id: String, device: String, phone: String, log: Double) -> Observation {
    Observation(
      id: id, source: "PSPDFKit (Aditya Krishnadevan), HEIC-Benchmark README log (2018)",
      url: "https://github.com/PSPDFKit-labs/HEIC-Benchmark", publisher: "PSPDFKit",
      device: device, os: "",
      timed: "\(phone): UIImage imageWithContentsOfFile of a 3440×1440 photo JPEG (quality "
        + "0.9) drawn into a full-size bitmap context, forcing the decode; \(log) s for 100 "
        + "(\"Decoding JPEG 0.90 took \(log)s\") ÷ 100; iOS not stated (November 2018)",
      work: .decode(pixels: 4_953_600, format: .jpeg), observedMicros: log * 10_000)
  }

  /// kean's DFJPEGTurbo benchmark on an iPhone 6: a 2048×1536 photo (sample-01.jpeg), scaled,
  /// encoded by `UIImageJPEGRepresentation` at 0.9, then `UIImage imageWithData:` and
  /// SDWebImage's forced decode (a CGBitmapContext the image's size, CGContextDrawImage):
  /// the README's "CGContextDrawImage" column, one run each.
  static func dfjpegturbo(_ id: String, width: Int, height: Int, ms: Double) -> Observation {
    Observation(
      id: id, source: "kean (Alexander Grebenyuk), DFJPEGTurbo README benchmark (2015)",
      url: "https://github.com/kean/DFJPEGTurbo", publisher: "kean", device: "iphone6", os: "",
      timed: "a \(width)×\(height) photo JPEG (quality 0.9) decoded by ImageIO into a bitmap "
        + "context (CGContextDrawImage), one run; iOS not stated (August 2015)",
      work: .decode(pixels: Double(width * height), format: .jpeg), observedMicros: ms * 1000)
  }

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
