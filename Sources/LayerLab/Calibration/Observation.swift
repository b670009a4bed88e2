/// One published measurement of UI work on a real device: what `calibration` fits the unit
/// prices to and prints predicted against observed.
///
/// Kept as data with its source (who published it, where, on which device and OS, exactly
/// what was timed) so a reader can check every number; `work` is the same work in the
/// model's units, which the prices turn into a prediction.
public struct Observation: Sendable, Equatable {
  /// A short unique name (`calibration` rows, leave-one-out).
  public var id: String
  /// Who published it and where: author, title, year.
  public var source: String
  public var url: String
  /// The publisher, for counting independent sources: the same author or organisation is
  /// one publisher however many posts it wrote.
  public var publisher: String
  /// The catalogue device it was measured on (`DeviceProfile.named`).
  public var device: String
  /// The iOS version, as published ("" when not said).
  public var os: String
  /// What was timed, in words: the API, the input, one operation or a total over N.
  public var timed: String
  /// The timed work in the model's units.
  public var work: Work
  /// The published time of one operation, in µs.
  public var observedMicros: Double

  public init(
    id: String, source: String, url: String, publisher: String, device: String, os: String,
    timed: String, work: Work, observedMicros: Double
  ) {
    self.id = id
    self.source = source
    self.url = url
    self.publisher = publisher
    self.device = device
    self.os = os
    self.timed = timed
    self.work = work
    self.observedMicros = observedMicros
  }

  /// The device's Geekbench 5 single-core score (nil when `device` is not in the catalogue).
  public var singleCore: Double? {
    DeviceProfile.named(device)?.spec.singleCore
  }

  /// What `prices` predict the work takes on the device, in µs.
  public func predictedMicros(_ prices: UnitPrices) -> Double {
    work.a13Micros(prices) * prices.slowdown(singleCore: singleCore ?? DeviceSpec.a13SingleCore)
  }
}

/// An amount of each kind of priced work: glyphs laid out, lines, glyphs drawn, pixels.
public struct Work: Sendable, Equatable {
  /// Units of each price (glyphs, lines, pixels); never `speed.exponent`.
  public private(set) var amounts: [PriceName: Double]

  public init(_ amounts: [PriceName: Double]) {
    self.amounts = amounts.filter { $0.key != .speedExponent && $0.value != 0 }
  }

  /// Measuring a text: `boundingRectWithSize:`, `sizeThatFits:`, a typesetter's layout — per
  /// glyph, per line and per glyph set in a cascade font, on one line or wrapped alike
  /// (issue 41: a separate wrapped price made the second line a 14× step).
  public static func textLayout(glyphs: Double, lines: Double, fallbackGlyphs: Double = 0)
    -> Work
  {
    Work([.layoutGlyph: glyphs, .layoutLine: lines, .fallbackGlyph: fallbackGlyphs])
  }

  /// Decoding a compressed picture of `pixels` pixels, a PNG's or a JPEG's.
  public static func decode(pixels: Double, format: ImageFormat = .png) -> Work {
    Work([format == .jpeg ? .jpegPixel : .decodePixel: pixels])
  }

  /// Drawing a decoded picture into a new `pixels`-pixel bitmap (a resize or a redraw).
  public static func imageDraw(pixels: Double) -> Work {
    Work([.imagePixel: pixels, .rasterPixel: pixels])
  }

  /// Laying out `views` views by `layout`'s engine (nothing for manual frames).
  public static func layout(_ layout: CellLayoutKind, views: Double, ios: Int) -> Work {
    guard let price = layout.price(onIOS: ios) else { return Work([:]) }
    return Work([price: views])
  }

  /// Creating and filling a `pixels`-pixel bitmap.
  public static func fill(pixels: Double) -> Work {
    Work([.rasterPixel: pixels])
  }

  /// This work plus `other`.
  public static func + (lhs: Work, rhs: Work) -> Work {
    Work(lhs.amounts.merging(rhs.amounts, uniquingKeysWith: +))
  }

  /// The A13's time for the work at `prices`, in µs.
  public func a13Micros(_ prices: UnitPrices) -> Double {
    amounts.reduce(0) { $0 + prices[$1.key] * $1.value }
  }
}
