import LayerLab
import LayerLabRender

/// Section 3: the body text label of synthetic feed posts, as a VVebo cell's text label draws
/// it: DejaVu Sans 17, line spacing 5, 345 pt wide (a 375 pt screen less 15 pt each side),
/// unlimited lines, highlights on, at @2x, as tall as the measured text.
///
/// Why it matters: feed bodies run from one line to most of a screen, so their cost per render
/// (and per glyph) spreads far wider than the single reference label's, and it is the body text
/// that decides whether `async` drawing keeps up during a fling. Measuring (`sizeThatFits`,
/// what `heightForRow` needs) is timed too, since a table measures every row before it shows
/// one. The first render of each post misses the layout cache, the second hits it. Finding the
/// highlights (`HighlightScanner`, Swift regexes) is timed on its own: the engine scans every
/// label it measures or draws, and no model cost charges that host time.
struct FeedTextBench {
  let options: BenchOptions

  static let width = 345.0

  /// The feed cell's body label as `Prototypes/feed.lab` declares it (`feedCell.text`).
  static let bodyFont = "DejaVu Sans 17"
  static let bodyText = Color(r: 50, g: 50, b: 50)
  static let bodyLineSpacing = 5.0

  /// A post's body as the cell's text label styles it.
  static func style(_ post: FeedPost) -> LabelDrawing {
    LabelDrawing(
      text: post.text, font: bodyFont, textColor: bodyText, lineSpacing: bodyLineSpacing,
      numberOfLines: 0,
      highlights: HighlightScanner.scan(post.text, color: Highlight.vveboBlue))
  }

  func run(_ report: Report) throws {
    let count = options.feedPosts
    report.section(
      "3. feed text: \(count) post bodies (seed 1), DejaVu Sans 17, spacing 5, 345 pt @2x")
    let posts = SyntheticFeed.posts(count: count, seed: 1)
    var scan = Samples()
    let styles = posts.map { post in
      let (style, micros) = Stopwatch.micros { Self.style(post) }
      scan.add(micros)
      return style
    }

    // Heights, measured on a renderer of their own so the renders below start with no layout.
    let measurer = TextRenderer()
    var measure = Samples()
    var heights: [Double] = []
    for style in styles {
      let (size, micros) = Stopwatch.micros { measurer.measure(style, width: Self.width) }
      measure.add(micros)
      heights.append(max(1, size.height.rounded()))
    }
    let specs = zip(styles, heights).map { style, height in
      RenderSpec(
        width: Self.width, height: height, scale: 2, opaque: true,
        background: ScreenComposite.feedPage, text: style)
    }

    let renderer = TextRenderer()
    var glyphs = Samples()
    var lines = Samples()
    var missPerGlyph = Samples()
    var misses = StageSamples(hasLayoutStage: true)
    var hits = StageSamples(hasLayoutStage: true)
    for pass in 0..<2 {
      for spec in specs {
        let (output, micros) = try Stopwatch.micros { () throws(RenderError) in
          try renderer.render(spec)
        }
        if pass == 0 {
          misses.add(output, callMicros: micros)
          glyphs.add(Double(output.glyphCount))
          lines.add(Double(output.lineCount))
          missPerGlyph.add(output.timing.total / Double(max(1, output.glyphCount)))
        } else {
          hits.add(output, callMicros: micros)
        }
      }
    }
    report.figure("feed.text.glyphs", glyphs, decimals: 0)
    report.figure("feed.text.lines", lines, decimals: 0)
    report.figure("feed.text.highlight_scan_us", scan)
    report.figure("feed.text.measure_us", measure)
    misses.report("feed.text.miss", into: report)
    report.figure("feed.text.miss.us_per_glyph", missPerGlyph, decimals: 2)
    report.value(
      "feed.text.miss.cache_hit_fraction", Double(misses.cacheHits) / Double(misses.count))
    hits.report("feed.text.hit", into: report)
    report.value("feed.text.hit.cache_hit_fraction", Double(hits.cacheHits) / Double(hits.count))
  }
}
