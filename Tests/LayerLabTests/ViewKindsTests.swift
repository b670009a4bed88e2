import LayerLab
import Testing

/// Every view kind has exactly one entry, so `ViewKind`'s properties, methods, checks and
/// help read from the one list.
struct ViewKindsTests {
  @Test func everyKindHasOneEntryInOrder() {
    #expect(ViewKinds.all.map { $0.viewKind } == ViewKind.allCases)
  }

  @Test(arguments: ViewKind.allCases)
  func aKindsAnswersAreItsEntrys(kind: ViewKind) {
    let entry = ViewKinds.entry(kind)
    #expect(entry.viewKind == kind)
    #expect(kind.properties == entry.kindProperties && kind.methods == entry.kindMethods)
    #expect(entry.creationExample.hasPrefix("new \(kind.rawValue) \(entry.exampleName)"))
  }
}
