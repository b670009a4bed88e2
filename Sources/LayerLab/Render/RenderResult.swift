/// A finished render: the bitmap, the host time of each stage, and what it contained.
public struct RenderResult: Sendable {
  public var bitmap: any Bitmap
  /// Stages in the order they ran; the engine schedules cancellation polls between them.
  public var stages: [RenderStage]
  public var counts: RenderCounts
  /// Per highlight of the request, the rectangles (points, in the layer) its range covers:
  /// VVebo's tappable ranges. Empty for a highlight cut off by truncation.
  public var highlightRects: [[Rect]]
  /// Whether the text layout came from the layout cache (nil: nothing was laid out).
  public var layoutCacheHit: Bool?

  public init(
    bitmap: any Bitmap, stages: [RenderStage], counts: RenderCounts,
    highlightRects: [[Rect]] = [], layoutCacheHit: Bool? = nil
  ) {
    self.bitmap = bitmap
    self.stages = stages
    self.counts = counts
    self.highlightRects = highlightRects
    self.layoutCacheHit = layoutCacheHit
  }
}

/// One timed stage of a draw.
public struct RenderStage: Sendable, Equatable {
  /// What kind of work the stage is, which decides its model cost and where polls go.
  public enum Kind: Sendable, Equatable {
    /// Creating the bitmap context and the opaque fill (before the draw task runs).
    case context
    /// Building the text layout.
    case layout
    /// A drawing pass; the draw task polls its cancel flag before it (YYTextLayout).
    case pass(String)
    /// Taking the image out of the context (between C2 and C3).
    case image
  }

  public var kind: Kind
  public var hostMicros: Double

  public init(kind: Kind, hostMicros: Double) {
    self.kind = kind
    self.hostMicros = hostMicros
  }
}

/// What a render produced, for the model cost formulas and `show`.
public struct RenderCounts: Sendable, Equatable {
  public var pixels: Int
  public var glyphs: Int
  public var lines: Int
  /// Pixels of an image decoded for the draw (an image view's picture); 0 for text.
  public var decodedPixels: Int
  /// What those pixels were decoded from: a JPEG decodes at its own price (`jpeg.pixel`).
  public var decodedFormat: ImageFormat
  /// Whether the text was broken by character (`lineBreakMode=char`): Pango's character
  /// wrapping costs far more per line than word wrapping, so the model prices it apart.
  public var characterWrapped: Bool
  /// Device pixels of colour bitmap glyphs (emoji) the text drew: pictures, priced per pixel
  /// as a picture is (`CostModel.stageWork`), not per glyph.
  public var colorGlyphPixels: Int
  /// Device pixels of the boxes a flattened cell filled behind its texts (0 otherwise).
  public var filledPixels: Int
  /// Glyphs of the laid-out text an iPhone sets in a cascade font (`CascadeFont`): Chinese,
  /// emoji, attachments; never more than `glyphs`.
  public var fallbackGlyphs: Int

  public init(
    pixels: Int, glyphs: Int, lines: Int, decodedPixels: Int = 0,
    decodedFormat: ImageFormat = .png, characterWrapped: Bool = false,
    colorGlyphPixels: Int = 0, filledPixels: Int = 0, fallbackGlyphs: Int = 0
  ) {
    self.decodedFormat = decodedFormat
    self.filledPixels = filledPixels
    self.fallbackGlyphs = min(fallbackGlyphs, glyphs)
    self.pixels = pixels
    self.glyphs = glyphs
    self.lines = lines
    self.decodedPixels = decodedPixels
    self.characterWrapped = characterWrapped
    self.colorGlyphPixels = colorGlyphPixels
  }
}

/// A layer's contents: an immutable bitmap made by a renderer.
public protocol Bitmap: AnyObject, Sendable {
  var pixelWidth: Int { get }
  var pixelHeight: Int { get }
}

extension Bitmap {
  /// Bytes the bitmap holds: width × height × 4 (ARGB32).
  public var byteCount: Int { pixelWidth * pixelHeight * 4 }
}
