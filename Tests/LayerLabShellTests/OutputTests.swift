import PropertyBased
import Testing

@testable import LayerLabShell

/// A small RFC 4180 reader for one record that ends in "\n", written independently of the
/// writer so the round trip checks the format rather than the code against itself.
private func parseRecord(_ text: String) -> [String]? {
  var fields: [String] = []
  var field = String.UnicodeScalarView()
  var scalars = Array(text.unicodeScalars)[...]
  var quoted = false
  var atFieldStart = true
  while let scalar = scalars.popFirst() {
    if quoted {
      if scalar == "\"" {
        if scalars.first == "\"" {
          field.append("\"")
          scalars = scalars.dropFirst()
        } else {
          quoted = false
        }
      } else {
        field.append(scalar)
      }
    } else if scalar == "\"" {
      guard atFieldStart else { return nil }  // a quote inside a bare field is malformed
      quoted = true
      atFieldStart = false
    } else if scalar == "," {
      fields.append(String(field))
      field = String.UnicodeScalarView()
      atFieldStart = true
    } else if scalar == "\n" {
      fields.append(String(field))
      return scalars.isEmpty ? fields : nil
    } else if scalar == "\r" {
      return nil  // bare CR must have been quoted
    } else {
      field.append(scalar)
      atFieldStart = false
    }
  }
  return nil  // no terminating newline, or an unclosed quote
}

private let csvCharacter = Gen<Character>.frequency(
  (3, Gen<Character?>.element(of: Array(",\"\n\r a1é ")).map { $0 ?? "a" }),
  (1, Gen<UnicodeScalar>.unicodeScalar(in: "\u{0}"..."\u{D7FF}").map { Character($0) })
)

@Suite("CSV")
struct OutputTests {
  @Test func plainFieldsAreLeftAlone() {
    #expect(CSVWriter.field("abc") == "abc")
    #expect(CSVWriter.field("") == "")
    #expect(CSVWriter.field(" padded ") == " padded ")
    #expect(CSVWriter.field("12.5") == "12.5")
  }

  @Test func specialFieldsAreQuoted() {
    #expect(CSVWriter.field("a,b") == "\"a,b\"")
    #expect(CSVWriter.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(CSVWriter.field("two\nlines") == "\"two\nlines\"")
    #expect(CSVWriter.field("cr\rhere") == "\"cr\rhere\"")
    #expect(CSVWriter.field("crlf\r\nhere") == "\"crlf\r\nhere\"")
    #expect(CSVWriter.field("\"\u{301}") == "\"\"\"\u{301}\"")
  }

  @Test func rowsJoinWithCommasAndEndInNewline() {
    #expect(CSVWriter.row(["1", "", "x,y"]) == "1,,\"x,y\"\n")
    #expect(CSVWriter.row([""]) == "\"\"\n")
    #expect(CSVWriter.row(["", ""]) == ",\n")
  }

  @Test func documentHasOneHeaderLine() {
    let csv = CSVWriter.document(
      header: ["draw", "layer", "outcome"], rows: [["1", "title", "committed"], ["2", "t,2", ""]])
    #expect(csv == "draw,layer,outcome\n1,title,committed\n2,\"t,2\",\n")
    #expect(CSVWriter.document(header: ["a"], rows: []) == "a\n")
  }

  @Test func rowsParseBackToTheSameFields() async {
    let fieldLists = csvCharacter.string(of: 0...6).array(of: 1...6)
    await propertyCheck(count: 400, input: fieldLists) { fields in
      let parsed = parseRecord(CSVWriter.row(fields))
      #expect(parsed?.count == fields.count)
      for (got, want) in zip(parsed ?? [], fields) {
        #expect(got.unicodeScalars.elementsEqual(want.unicodeScalars))
      }
    }
  }

  @Test func testParserRejectsBrokenRecords() {
    #expect(parseRecord("a,\"b\n") == nil)
    #expect(parseRecord("a\"b\n") == nil)
    #expect(parseRecord("a,b") == nil)
    #expect(parseRecord("a,\"b\"\"c\"\n") == ["a", "b\"c"])
  }
}
