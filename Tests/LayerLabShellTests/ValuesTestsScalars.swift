import Testing

@testable import LayerLabShell

@Suite("Rects, booleans and numbers")
struct ValuesTestsScalars {
  @Test func parsesRects() throws {
    #expect(
      try RectValue.parse("20,40,300,60") == RectValue(x: 20, y: 40, width: 300, height: 60))
    #expect(
      try RectValue.parse("-1.5, 2e2 ,0,0.25")
        == RectValue(x: -1.5, y: 200, width: 0, height: 0.25))
    #expect(RectValue(x: 20, y: 40.5, width: 300, height: 0).description == "20,40.5,300,0")
  }

  @Test func rectNeedsExactlyFourFiniteNumbers() {
    for text in [
      "0,0,200", "0,0,200,40,1", "", "a,b,c,d", "0,0,nan,4", "0,0,inf,4", "0,,1,1", "0x1,0,1,1",
    ] {
      #expect(
        valueError { () throws(ShellError) in try RectValue.parse(text) }
          == "bad frame '\(text)' (write x,y,width,height in points, e.g. 0,0,200,40)")
    }
  }

  @Test func rectSizeMustNotBeNegative() {
    #expect(
      valueError { () throws(ShellError) in try RectValue.parse("0,0,-5,40") }
        == "bad frame '0,0,-5,40': width and height must be >= 0")
    #expect(
      valueError { () throws(ShellError) in try RectValue.parse("0,0,5,-0.1", name: "bounds") }
        == "bad bounds '0,0,5,-0.1': width and height must be >= 0")
  }

  @Test func rectLimits() throws {
    #expect(try RectValue.parse("100000,-100000,20000,20000").width == 20_000)
    #expect(
      valueError { () throws(ShellError) in try RectValue.parse("0,0,1e9,40") }
        == "frame '0,0,1e9,40' is too large (at most 20000 points a side)")
    #expect(
      valueError { () throws(ShellError) in try RectValue.parse("0,0,40,20001") }
        == "frame '0,0,40,20001' is too large (at most 20000 points a side)")
    #expect(
      valueError { () throws(ShellError) in try RectValue.parse("0,100001,4,4") }
        == "frame '0,100001,4,4' is too far out (x and y at most 100000 points from the origin)")
  }

  @Test func booleansInEveryAcceptedSpelling() throws {
    for text in ["true", "TRUE", "yes", "Yes", "on", "1"] {
      #expect(try BoolValue.parse(text) == true)
    }
    for text in ["false", "False", "no", "NO", "off", "0"] {
      #expect(try BoolValue.parse(text) == false)
    }
    #expect(
      valueError { () throws(ShellError) in try BoolValue.parse("maybe") }
        == "bad boolean 'maybe' (use true or false)")
    #expect(valueError { () throws(ShellError) in try BoolValue.parse("") } != nil)
    #expect(BoolValue.format(true) == "true")
  }

  @Test func wholeNumbers() throws {
    #expect(try IntValue.parse("42", name: "n", range: 0...1000) == 42)
    #expect(try IntValue.parse("-3", name: "n", range: -5...5) == -3)
    #expect(try IntValue.parse("+7", name: "n", range: 0...10) == 7)
    #expect(try IntValue.parse("0007", name: "n", range: 0...10) == 7)
    #expect(try IntValue.parse(String(Int.min), name: "n", range: Int.min...0) == Int.min)
  }

  @Test func wholeNumberErrors() {
    for text in ["x", "", "-", "1.5", "1e3", "0x10", " 5", "5 ", "٣"] {
      #expect(
        valueError { () throws(ShellError) in
          try IntValue.parse(text, name: "numberOfLines", range: 0...1000)
        } == "bad number '\(text)' for 'numberOfLines' (a whole number from 0 to 1000)")
    }
    #expect(
      valueError { () throws(ShellError) in
        try IntValue.parse("5000", name: "numberOfLines", range: 0...1000)
      } == "'numberOfLines' must be from 0 to 1000, got 5000")
    let huge = String(repeating: "9", count: 60)
    #expect(
      valueError { () throws(ShellError) in
        try IntValue.parse(huge, name: "numberOfLines", range: 0...1000)
      } == "'numberOfLines' must be from 0 to 1000, got \(huge)")
    #expect(
      valueError { () throws(ShellError) in try IntValue.parse("-" + huge, name: "n", range: 0...1)
      }
        == "'n' must be from 0 to 1, got -\(huge)")
  }

  @Test func decimalNumbers() throws {
    #expect(try NumberValue.parse("2.5", name: "lineSpacing", range: 0...100) == 2.5)
    #expect(try NumberValue.parse("-.5", name: "x", range: -1...1) == -0.5)
    #expect(try NumberValue.parse("1e2", name: "x", range: 0...100) == 100)
    #expect(try NumberValue.parse("3.", name: "x", range: 0...100) == 3)
  }

  @Test func decimalNumberErrors() {
    for text in ["nan", "inf", "-infinity", "0x1p3", "", ".", "1e", "1.2.3", "1,5", "e5"] {
      #expect(
        valueError { () throws(ShellError) in
          try NumberValue.parse(text, name: "lineSpacing", range: 0...100)
        } == "bad number '\(text)' for 'lineSpacing' (a number from 0 to 100)")
    }
    #expect(
      valueError { () throws(ShellError) in
        try NumberValue.parse("500", name: "lineSpacing", range: 0...100.5)
      } == "'lineSpacing' must be from 0 to 100.5, got 500")
    #expect(
      valueError { () throws(ShellError) in
        try NumberValue.parse("1e999", name: "lineSpacing", range: 0...100)
      } == "'lineSpacing' must be from 0 to 100, got 1e999")
  }

  @Test func formatsNumbersLikeAUser() {
    #expect(NumberValue.format(20) == "20")
    #expect(NumberValue.format(-0.0) == "0")
    #expect(NumberValue.format(0.25) == "0.25")
    #expect(NumberValue.format(-3.5) == "-3.5")
  }
}
