import Testing

@testable import LayerLab
@testable import LayerLabShell

/// Issue 38: the calibration's reference cell and the agreement samples' cells are the shipped
/// feed cell's bitmap — what `new cell` draws for their post on a 375 pt screen — not a second
/// feed cell written in Swift. Their drawings are written out in the model (it has no
/// prototype files); this fails when the prototype's drawing and the copy part.
@Suite struct ReferenceCellTests {
  @Test(arguments: [false, true])
  func theSampleIsTheShippedCellsDrawing(_ quote: Bool) throws {
    let harness = SessionHarness(device: .iphone6)
    let retweet = quote ? " retweet=\"\(AgreementSamples.quote)\"" : ""
    harness.prepare(
      "new cell ref name=\"Ann Lee\" subtitle=\"3 min ago  from iPhone 11\" "
        + "avatarColor=#6A8CB5 reposts=128 comments=46 "
        + "text=\"\(AgreementSamples.body)\"\(retweet)")
    let cell = try #require(harness.engine.view(named: "ref") as? CellView)
    let sample = AgreementSamples.feedCell(quote: quote)
    #expect(cell.drawContent() == sample.content)
    #expect(cell.layout?.height == sample.height)
    #expect(sample.width == 375)
    #expect(cell.layer.opaque == sample.opaque && cell.layer.backgroundColor == sample.background)
  }
}
