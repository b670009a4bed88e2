#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The unit prices the model charges, A13 (iPhone 11) microseconds per unit, plus the
/// device-speed curve: `standard` is what `calibration` fitted to published measurements; a
/// session may override any of them (`costs set`), and its costs follow.
public struct UnitPrices: Sendable, Equatable {
  private var values: [PriceName: Double]

  public init(_ values: [PriceName: Double]) {
    self.values = values
  }

  /// A price; a name not given falls back to the standard one.
  public subscript(name: PriceName) -> Double {
    get { values[name] ?? Self.standardValues[name] ?? 0 }
    set { values[name] = newValue }
  }

  /// How many times slower than the A13 a chip with `singleCore` Geekbench 5 points does UI
  /// work: (A13 ÷ chip)^`speed.exponent`.
  public func slowdown(singleCore: Double) -> Double {
    Self.slowdown(singleCore: singleCore, exponent: self[.speedExponent])
  }

  static func slowdown(singleCore: Double, exponent: Double) -> Double {
    guard singleCore > 0 else { return 1 }
    return pow(DeviceSpec.a13SingleCore / singleCore, exponent)
  }

  /// The prices `calibration` fitted, and the estimates it could not fit.
  public static let standard = UnitPrices(standardValues)

  /// Prices no published observation separates from another, kept at a ratio to the one
  /// the observations do fit: ESTIMATES, each ratio from the one real typesetter and
  /// rasteriser whose parts were timed apart — Pango and cairo on the development host
  /// (`layerlab-bench --agreement`'s per-stage fit of 2026-11-24: layout 0.22 µs per glyph
  /// and 14.5 per line, the text pass 0.125 per glyph, a context 0.000093 µs per pixel,
  /// drawing a decoded picture 0.00127). The published timings (whole label sizings, whole
  /// decodes, whole screen snapshots) fit only their sum; `costs set` on a tied price
  /// breaks its tie.
  public static let ties: [PriceTie] = [
    PriceTie(
      name: .layoutLine, anchor: .layoutGlyph, ratio: 66,
      why: "a line's fixed work is 66 glyphs' (Pango: 14.5 ÷ 0.22)"),
    PriceTie(
      name: .textGlyph, anchor: .layoutGlyph, ratio: 0.57,
      why: "drawing a glyph is 0.57 of laying it out (Pango and cairo: 0.125 ÷ 0.22)"),
    PriceTie(
      name: .imagePixel, anchor: .rasterPixel, ratio: 13.7,
      why: "drawing a picture's pixel, scaled and clipped, is 13.7 fills (cairo: 0.00127 ÷ "
        + "0.000093)"),
  ]

  /// Why a price no observation informs has the value it has, as `costs` prints it (none
  /// today: every price is fitted or tied).
  public static let estimates: [PriceName: String] = [:]

  /// FITTED by `PriceFit` to `Observation.published` (run `calibration` to see the fit and
  /// every observation's predicted against observed; `CalibrationTests` checks these literals
  /// are what the fit gives, to the digits written), the tied ones at their ratios (`ties`).
  static let standardValues: [PriceName: Double] = [
    .layoutGlyph: 0.1077,
    .layoutLine: 0.1077 * 66,
    .fallbackGlyph: 6.28,
    .textGlyph: 0.1077 * 0.57,
    .rasterPixel: 0.000_611,
    .decodePixel: 0.005_10,
    .jpegPixel: 0.002_66,
    .imagePixel: 0.000_611 * 13.7,
    .autolayoutView: 37.0,
    .stackviewView: 48.1,
    .autolayoutViewIOS11: 47.2,
    .stackviewViewIOS11: 65.2,
    .speedExponent: 1.2652,
  ]
}

/// A price kept at a fixed ratio to another (`UnitPrices.ties`).
public struct PriceTie: Sendable, Equatable {
  public var name: PriceName
  public var anchor: PriceName
  public var ratio: Double
  /// Where the ratio comes from, as `costs` prints it.
  public var why: String
}
