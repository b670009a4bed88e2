import LayerLab
import Testing

@testable import LayerLabShell

/// A line the session must refuse, and the one-line message it must give.
struct SessionBadInput: Sendable, CustomTestStringConvertible {
  var line: String
  var message: String

  init(_ line: String, _ message: String) {
    self.line = line
    self.message = message
  }

  var testDescription: String { line }
}

/// Bad lines against a session holding one drawn label `title` with a redraw pending.
private let badInputs: [SessionBadInput] = [
  SessionBadInput("titel.text = x", "unknown view 'titel'; did you mean 'title'?"),
  SessionBadInput(
    "nosuchview.text = x", "unknown view 'nosuchview'; create it with 'new label nosuchview'"),
  SessionBadInput("titel.setNeedsDisplay()", "unknown view 'titel'; did you mean 'title'?"),
  SessionBadInput("titel.text", "unknown view 'titel'; did you mean 'title'?"),
  SessionBadInput("show titel", "unknown view 'titel'; did you mean 'title'?"),
  SessionBadInput("after 3ms titel.display()", "unknown view 'titel'; did you mean 'title'?"),
  SessionBadInput("repeat 3 titel.display()", "unknown view 'titel'; did you mean 'title'?"),
  SessionBadInput(
    "title.numberOfLines = many",
    "bad number 'many' for 'numberOfLines' (a whole number from 0 to 1000)"),
  SessionBadInput("title.numberOfLines = -1", "'numberOfLines' must be from 0 to 1000, got -1"),
  // `#12` is not a colour literal, but after a bare `=` it is a value, not a comment.
  SessionBadInput(
    "title.textColor = #12",
    "bad colour '#12' (use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"),
  SessionBadInput(
    "title.textColor = #GGGGGG",
    "bad colour '#GGGGGG' (use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"),
  SessionBadInput(
    "title.textColor = # red", "missing value after 'title.textColor ='"),
  SessionBadInput(
    "run 1e3ms",
    "bad duration '1e3ms' (no exponents in durations; write the digits out: "
      + "250us, 16.7ms, 2s)"),
  SessionBadInput(
    ##"title.textColor = "#12""##,
    "bad colour '#12' (use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"),
  SessionBadInput(
    "title.textColor = rde",
    "unknown colour 'rde'; did you mean 'red'? (use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"
  ),
  SessionBadInput(
    "title.textColor = nil",
    "unknown colour 'nil' (use #RRGGBB, #RRGGBBAA, #RGB or a name like 'white' or 'systemBlue')"),
  SessionBadInput("title.opaque = maybe", "bad boolean 'maybe' (use true or false)"),
  SessionBadInput(
    "title.textAlignment = centre",
    "bad value 'centre' for 'textAlignment'; did you mean 'center'? "
      + "(one of: left, center, right, justified, natural)"),
  SessionBadInput("title.lineSpacing = -1", "'lineSpacing' must be from 0 to 1000, got -1"),
  SessionBadInput(#"title.font = """#, #"'font' cannot be empty (e.g. font="DejaVu Sans 17")"#),
  SessionBadInput(
    "title.textColr = red", "label 'title' has no property 'textColr'; did you mean 'textColor'?"),
  SessionBadInput(
    "title.display",
    "label 'title' has no property 'display'; to call the method write title.display()"),
  SessionBadInput(
    "title.nosuch()",
    "'title' (label) has no method 'nosuch'; it has 'setNeedsDisplay()', 'display()', "
      + "'setNeedsLayout()', 'layoutIfNeeded()'"),
  SessionBadInput("title.display(1)", "'display()' takes no arguments; write title.display()"),
  SessionBadInput(
    #"title.text = "Hello"#, #"unterminated " quote starting at column 14; close it with ""#),
  // The whole line is tokenized first, so the good statement before the bad quote never runs.
  SessionBadInput(
    #"title.text = ok; title.text = "Hello"#,
    #"unterminated " quote starting at column 31; close it with ""#),
  SessionBadInput(
    "title.text = 'Hello", "unterminated ' quote starting at column 14; close it with '"),
  SessionBadInput(
    #"title.text = \"#, #"backslash at end of line; write \\ for a literal backslash"#),
  SessionBadInput(
    "title.frame = 0,0,-5,40", "bad frame '0,0,-5,40': width and height must be >= 0"),
  SessionBadInput(
    "title.frame = 0,0,5000,40",
    "frame '0,0,5000,40' needs a 10000x80 px bitmap at @2x; the bitmap-side limit is 4096 px"),
  SessionBadInput(
    "title.frame = 0,0,2049,40",
    "frame '0,0,2049,40' needs a 4098x80 px bitmap at @2x; the bitmap-side limit is 4096 px"),
  SessionBadInput(
    "title.frame = 0,0,1e9,40", "frame '0,0,1e9,40' is too large (at most 20000 points a side)"),
  SessionBadInput(
    "title.frame = 0,0,200",
    "bad frame '0,0,200' (write x,y,width,height in points, e.g. 0,0,200,40)"),
  SessionBadInput("new label title", "a view named 'title' already exists; pick another name"),
  SessionBadInput(
    "new label big frame=0,0,5000,40",
    "frame '0,0,5000,40' needs a 10000x80 px bitmap at @2x; the bitmap-side limit is 4096 px"),
  SessionBadInput("new lable x", "unknown view kind 'lable'; did you mean 'label'?"),
  SessionBadInput("new label screen", "'screen' is reserved; pick another view name"),
  SessionBadInput(
    "new label 1x", "bad view name '1x' (use letters, digits and _, starting with a letter)"),
  SessionBadInput(
    "new label x bogus=1", "label 'x' has no property 'bogus'; 'help label' lists them"),
  SessionBadInput("stpe", "unknown statement 'stpe'; did you mean 'step'?"),
  SessionBadInput("step 0", "'step' must be from 1 to 100000, got 0"),
  SessionBadInput("run 16", "bad duration '16' (give a unit: 250us, 16.7ms, 2s)"),
  SessionBadInput(".reed x.lab", "unknown command '.reed'; did you mean '.read'?"),
  SessionBadInput("clock fast", "unknown clock 'fast' (use 'measured' or 'model')"),
  SessionBadInput(
    "device iphone17",
    "unknown device 'iphone17'; did you mean 'iphone11'? (one of: iphone11, iphonese1, ipad-pro, "
      + "iphone6, iphone4s, iphone5, iphone6s, iphone7, iphone8, iphone8plus, iphonex, iphonexr, "
      + "iphonexs, iphone11pro, iphonese2, iphone12mini, iphone12, iphone13pro, iphonese3, "
      + "iphone14pro, iphone15pro, iphone16pro, ipadpro2018, ipadpro-m4)"
  ),
  SessionBadInput(
    "save title title.txt", "save writes PNG; name the file with .png, e.g. save title title.png"),
  SessionBadInput(
    "export drwas d.csv",
    "unknown export 'drwas'; did you mean 'draws'? (one of: export draws|events|frames|images "
      + "FILE.csv, export chrome FILE.json, export perfetto FILE.pftrace, export timeline FILE.png)"
  ),
  SessionBadInput(
    "export nope n.csv",
    "unknown export 'nope' (one of: export draws|events|frames|images FILE.csv, "
      + "export chrome FILE.json, export perfetto FILE.pftrace, export timeline FILE.png)"),
  SessionBadInput(
    "images dir=/nonexistent-layerlab-folder",
    "image folder '/nonexistent-layerlab-folder' does not exist; check the name or create it"),
]

/// A session with `title` drawn once and then marked again, so there is state to disturb.
private func labelSession() -> SessionHarness {
  let harness = SessionHarness()
  harness.prepare(
    "new label title frame=0,0,200,40 text=Hello displaysAsynchronously=true",
    "run until idle",
    "title.setNeedsDisplay()")
  return harness
}

@Suite("Session: bad input is one error line and changes nothing")
struct SessionBadInputTests {
  @Test(arguments: badInputs)
  func typed(_ input: SessionBadInput) {
    let harness = labelSession()
    let before = harness.snapshot(of: "title")
    #expect(before.draws == 1)
    #expect(before.needsDisplay == true)

    let outcome = harness.run(input.line)

    #expect(outcome == .failed)
    #expect(harness.err == "error: \(input.message)\n")
    #expect(harness.out == "")
    #expect(harness.snapshot(of: "title") == before)
    #expect(harness.session.hadError)
  }

  @Test(arguments: badInputs)
  func inAFile(_ input: SessionBadInput) {
    let harness = labelSession()
    let before = harness.snapshot(of: "title")

    let outcome = harness.run(input.line, at: .file("scenes/intro.lab", line: 7))

    #expect(outcome == .failed)
    #expect(harness.err == "layerlab:scenes/intro.lab:7: error: \(input.message)\n")
    #expect(harness.out == "")
    #expect(harness.snapshot(of: "title") == before)
  }

  @Test func fromTheCommandLine() {
    let harness = labelSession()
    let before = harness.snapshot(of: "title")
    #expect(harness.run("titel.text = x", at: .command) == .failed)
    #expect(harness.err == "layerlab: error: unknown view 'titel'; did you mean 'title'?\n")
    #expect(harness.snapshot(of: "title") == before)
  }

  @Test func scriptErrorsNameTheFileAndLine() {
    let harness = labelSession()
    let before = harness.snapshot(of: "title")
    let outcome = harness.session.runScript(
      "# a comment\n\ntitle.frame = 0,0,5000,40\ntitle.text = never\n", name: "/tmp/s.lab")
    #expect(outcome == .failed)
    #expect(
      harness.errLines == [
        "layerlab:/tmp/s.lab:3: error: frame '0,0,5000,40' needs a 10000x80 px bitmap at @2x; "
          + "the bitmap-side limit is 4096 px"
      ])
    #expect(harness.snapshot(of: "title") == before)
  }

  @Test func goodValuesAtTheLimitsAreAccepted() {
    let harness = labelSession()
    #expect(harness.run("title.frame = 0,0,2048,40") == .ok)
    #expect(harness.engine.view(named: "title")?.value(of: "frame")?.description == "0,0,2048,40")
    #expect(harness.run("title.textColor = #333333") == .ok)
    #expect(harness.engine.view(named: "title")?.value(of: "textColor")?.description == "#333333")
    #expect(harness.run("title.backgroundColor = nil") == .ok)
    #expect(harness.engine.view(named: "title")?.value(of: "backgroundColor") == .color(nil))
    #expect(harness.err == "")
    #expect(!harness.session.hadError)
  }

  @Test func setterWithAQuotedValueRightAfterEquals() {
    let harness = labelSession()
    #expect(harness.run(#"title.text="Hello world""#) == .ok)
    #expect(harness.err == "")
    #expect(harness.engine.view(named: "title")?.value(of: "text") == .text("Hello world"))
  }

  /// A line break inside a line (possible with `-c`, or from an embedder) is a word character,
  /// so it can end up quoted in a message; the error must still be one line.
  @Test func anErrorStaysOnOneLineWhenTheInputHasControlCharacters() {
    let harness = SessionHarness()
    #expect(harness.run("new label t\nstep", at: .command) == .failed)
    #expect(
      harness.errLines == [
        #"layerlab: error: bad view name 't\nstep' (use letters, digits and _, starting with a "#
          + "letter)"
      ])
    harness.clear()
    #expect(harness.run("\u{1B}[2J") == .failed)
    #expect(
      harness.errLines == [#"error: unknown statement '\u{1b}[2J'; type 'help' for the list"#])
    #expect(!harness.err.unicodeScalars.contains("\u{1B}"))
  }

  @Test func aFailedStatementStopsTheRestOfTheLine() {
    let harness = labelSession()
    #expect(harness.run("title.text = first; titel.text = x; title.text = third") == .failed)
    #expect(harness.engine.view(named: "title")?.value(of: "text") == .text("first"))
    #expect(harness.errLines == ["error: unknown view 'titel'; did you mean 'title'?"])
  }
}
