import LayerLabRender
import Testing

/// The drawing passes: which run, in which order, what each adds, and how they are timed.
@Suite struct PassTests {
  /// A transparent 160 x 40 pt @2x label with `style`.
  private static func spec(_ style: LabelDrawing) -> RenderSpec {
    RenderSpec(width: 160, height: 40, scale: 2, text: style)
  }

  /// Opaque-ish ink of any colour.
  private static func isInk(_ pixel: Pixel) -> Bool { pixel.a > 128 }

  @Test func plainTextHasOnlyTheTextPass() throws {
    let output = try TextRenderer().render(Self.spec(LabelDrawing(text: "Plain")))
    #expect(output.passNames == ["text"])
    #expect(output.timing.text == output.passes.reduce(0) { $0 + $1.micros })
    let empty = try TextRenderer().render(Self.spec(LabelDrawing(text: "", underline: true)))
    #expect(empty.passes.isEmpty && empty.timing.text == 0)
    let none = try TextRenderer().render(RenderSpec(width: 10, height: 10, opaque: true))
    #expect(none.passes.isEmpty && none.highlightRects.isEmpty && !none.layoutCacheHit)
  }

  @Test func everyPassRunsInYYTextLayoutOrder() throws {
    let style = LabelDrawing(
      text: "Decorated", shadow: TextShadowStyle(), underline: true, strikethrough: true)
    let output = try TextRenderer().render(Self.spec(style))
    #expect(output.passNames == ["shadow", "underline", "text", "strikethrough"])
    #expect(output.timing.text == output.passes.reduce(0) { $0 + $1.micros })
    #expect(output.passes.allSatisfy { $0.micros >= 0 && $0.micros.isFinite })
  }

  @Test func underlineAddsInkBelowTheBaseline() throws {
    let renderer = TextRenderer()
    let plain = try renderer.render(Self.spec(LabelDrawing(text: "xxxx"))).image
    let lined = try renderer.render(Self.spec(LabelDrawing(text: "xxxx", underline: true))).image
    let plainInk = try #require(TestSupport.inkBounds(plain, where: Self.isInk))
    let linedInk = try #require(TestSupport.inkBounds(lined, where: Self.isInk))
    // "x" sits on the baseline, so everything below the plain ink is underline.
    #expect(linedInk.maxY > plainInk.maxY + 1)
    let row = plainInk.maxY + 2
    let covered = (plainInk.minX...plainInk.maxX).filter { x in
      lined.pixel(x: x, y: row).map(Self.isInk) ?? false
    }
    #expect(covered.count > (plainInk.maxX - plainInk.minX) * 9 / 10)
  }

  @Test func strikethroughCrossesTheMiddleOfTheXHeight() throws {
    let renderer = TextRenderer()
    let plain = try renderer.render(Self.spec(LabelDrawing(text: "ooo"))).image
    let struck = try renderer.render(Self.spec(LabelDrawing(text: "ooo", strikethrough: true)))
      .image
    let ink = try #require(TestSupport.inkBounds(plain, where: Self.isInk))
    /// Rows in which every pixel across the ink is inked: only a line can do that over "ooo".
    func solidRows(_ image: RenderedImage) -> [Int] {
      (ink.minY...ink.maxY).filter { y in
        (ink.minX + 2...ink.maxX - 2).allSatisfy { x in
          image.pixel(x: x, y: y).map(Self.isInk) ?? false
        }
      }
    }
    #expect(solidRows(plain).isEmpty)
    let rows = solidRows(struck)
    #expect(!rows.isEmpty)
    let third = (ink.maxY - ink.minY) / 3
    #expect(rows.allSatisfy { $0 > ink.minY + third && $0 < ink.maxY - third })
  }

  @Test func shadowAddsItsColourAtTheOffset() throws {
    let renderer = TextRenderer()
    let blue = Color(r: 0, g: 0, b: 255)
    let shadow = TextShadowStyle(color: Color(r: 255, g: 0, b: 0), offsetX: 3, offsetY: 2)
    let output = try renderer.render(
      Self.spec(LabelDrawing(text: "Shade", textColor: blue, shadow: shadow)))
    let isRed: (Pixel) -> Bool = { $0.a > 200 && $0.r > 200 && $0.b < 60 }
    let isBlue: (Pixel) -> Bool = { $0.a > 200 && $0.b > 200 && $0.r < 60 }
    let red = try #require(TestSupport.inkBounds(output.image, where: isRed))
    let text = try #require(TestSupport.inkBounds(output.image, where: isBlue))
    #expect(abs(red.maxX - text.maxX - 6) <= 1)
    #expect(abs(red.maxY - text.maxY - 4) <= 1)
    #expect(TestSupport.count(output.image, where: isRed) > 50)
  }

  @Test func blurredShadowSpreadsAndFades() throws {
    let renderer = TextRenderer()
    func shadowOnly(blur: Double) throws -> RenderedImage {
      let shadow = TextShadowStyle(
        color: Color(r: 255, g: 0, b: 0), offsetX: 0, offsetY: 0, blur: blur)
      let style = LabelDrawing(
        text: "Soft", font: "DejaVu Sans Bold 40", textColor: .clear, shadow: shadow)
      return try renderer.render(RenderSpec(width: 200, height: 60, scale: 2, text: style)).image
    }
    let hard = try #require(TestSupport.inkBounds(try shadowOnly(blur: 0)))
    let soft = try shadowOnly(blur: 2)
    let spread = try #require(TestSupport.inkBounds(soft))
    #expect(spread.minX <= hard.minX - 2 && spread.maxX >= hard.maxX + 2)
    #expect(TestSupport.count(soft) { $0.a > 10 && $0.a < 200 } > 200)
    #expect(TestSupport.count(soft) { $0.a == 255 && $0.r == 255 } > 20)
  }

  @Test func nonFiniteShadowThrows() {
    let style = LabelDrawing(text: "x", shadow: TextShadowStyle(offsetX: .infinity))
    #expect(throws: RenderError.self) { try TextRenderer().render(Self.spec(style)) }
  }
}
