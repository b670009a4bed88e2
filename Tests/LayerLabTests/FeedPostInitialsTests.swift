import LayerLab
import Testing

/// The letters the feed cell draws on its avatar circle, and a synthetic row's `initials`.
@Suite("Avatar initials")
struct FeedPostInitialsTests {
  @Test(arguments: [
    ("ada lovelace", "AL"), ("hana.kim", "H"), ("lily_bakes", "LB"), ("  x-y z", "XY"),
    ("Max", "M"), ("", ""), ("---", ""), ("张伟", "张"), ("a b c", "AB"),
  ])
  func firstLettersOfTheFirstTwoWords(name: String, initials: String) {
    #expect(FeedPost.initials(of: name) == initials)
  }
}
