import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// A session with a label `title` and a cell `post`, and a completer over it.
private func makeCompleter(directory: String? = nil) -> (SessionHarness, Completer) {
  let harness = SessionHarness()
  harness.prepare("new label title frame=0,0,200,40 text=Hi", "new cell post text=Hello")
  return (harness, Completer(session: harness.session, directory: directory))
}

/// The candidates for a line whose last word (split as libedit does) is being completed.
private func complete(_ completer: Completer, _ line: String) -> [String] {
  let breaks: Set<Character> = [" ", "\t", "\"", "'", "=", ";", "(", "$"]
  let word = String(line.reversed().prefix { !breaks.contains($0) }.reversed())
  return completer.candidates(line: line, word: word)
}

@Suite("Completer")
struct CompleterTests {
  @Test func statementKeywordsAndViewsAtTheStart() {
    let (_, completer) = makeCompleter()
    #expect(complete(completer, "st") == ["stats", "step"])
    #expect(complete(completer, "ti") == ["title."])
    #expect(complete(completer, "p") == ["plot", "pool", "post.", "promotion"])
    #expect(complete(completer, "").contains("new"))
    #expect(complete(completer, "seed 3; ex") == ["expect", "explain", "export"])
  }

  @Test func theFrameViewsWords() {
    let (_, completer) = makeCompleter()
    #expect(complete(completer, "frames ") == ["from", "in", "late", "to"])
    #expect(complete(completer, "frames from 1s ") == ["to"])
    #expect(complete(completer, "explain f") == ["frame", "frames"])
  }

  @Test func dotCommandsAtTheStart() {
    let (_, completer) = makeCompleter()
    #expect(complete(completer, ".o") == [".once", ".output"])
    #expect(complete(completer, ".") == Statements.dotCommands.sorted())
  }

  /// The views of `Prototypes/feed.lab`, as a cell made from it names them.
  static let feedViews = [
    "avatar", "avatarCircle", "bar", "barLine", "comments", "dots", "initials", "name",
    "reposts", "retweet", "retweetBox", "retweetLine", "separator", "subtitle", "text", "thumb0",
    "thumb1", "thumb2", "thumb3", "thumbRow",
  ]

  @Test func viewNamesAfterLookingStatements() {
    let (_, completer) = makeCompleter()
    #expect(complete(completer, "show t") == ["title"])
    // A cell's views are views of their own for looking at (the feed prototype's 21, the
    // prototype `new cell` declared too). `trace images` lists the image fetches.
    let views = ["feedCell", "post"] + Self.feedViews.map { "post." + $0 } + ["title"]
    #expect(complete(completer, "trace ") == (["images"] + views).sorted())
    #expect(
      complete(completer, "events post.t")
        == [
          "post.text", "post.thumb0", "post.thumb1", "post.thumb2", "post.thumb3", "post.thumbRow",
        ])
    #expect(complete(completer, "save ") == (views + ["screen"]).sorted())
  }

  @Test func labelPropertiesAfterTheDot() {
    let (_, completer) = makeCompleter()
    #expect(
      complete(completer, "title.te") == [
        "title.text", "title.textAlignment", "title.textColor", "title.textContainerInset",
      ])
    #expect(
      complete(completer, "title.setNeeds") == ["title.setNeedsDisplay(", "title.setNeedsLayout("])
    #expect(complete(completer, "nobody.te") == [])
  }

  @Test func cellPropertiesAndMethods() {
    let (_, completer) = makeCompleter()
    let all = complete(completer, "post.")
    #expect(all.contains("post.draw(") && all.contains("post.clear("))
    #expect(all.contains("post.retweet") && all.contains("post.avatarColor"))
    #expect(!all.contains("post.textColor"), "textColor is a label property")
    #expect(
      complete(completer, "after 2ms post.d") == ["post.display(", "post.dots.", "post.draw("])
    #expect(complete(completer, "repeat 3 every 1ms post.cl") == ["post.clear("])
  }

  @Test func settingValues() {
    let (_, completer) = makeCompleter()
    #expect(complete(completer, "clock m") == ["measured", "model"])
    #expect(complete(completer, "device ") == DeviceProfile.all.map(\.name).sorted())
    #expect(complete(completer, "pool yy") == ["yy", "yy-fallback"])
    #expect(complete(completer, "new ") == ViewKind.allCases.map(\.rawValue).sorted())
    #expect(complete(completer, ".mode ") == ["csv", "json", "table"])
    #expect(complete(completer, ".headers o") == ["off", "on"])
    #expect(complete(completer, "run until i") == ["idle"])
    #expect(complete(completer, "help ce") == ["cell"])
  }

  @Test func propertyValuesAfterTheEquals() {
    let (_, completer) = makeCompleter()
    #expect(complete(completer, "title.commit = ") == ["direct", "transaction"])
    #expect(complete(completer, "title.opaque=t") == ["true"])
    #expect(complete(completer, "new label x displaysAsynchronously=") == ["false", "true"])
    #expect(complete(completer, "title.text = ") == [])
  }

  @Test func filePathsAfterFileStatements() throws {
    try SessionHarness.withScratchDirectory { dir in
      let manager = FileManager.default
      try manager.createDirectory(atPath: dir + "/Sessions", withIntermediateDirectories: true)
      for name in ["Sessions/sentinel.lab", "Sessions/cell.lab", "setup.lab", ".hidden"] {
        _ = manager.createFile(atPath: dir + "/" + name, contents: Data())
      }
      let (_, completer) = makeCompleter(directory: dir)
      #expect(complete(completer, ".read S") == ["Sessions/"])
      #expect(complete(completer, ".read s") == ["setup.lab"])
      #expect(
        complete(completer, ".read Sessions/") == ["Sessions/cell.lab", "Sessions/sentinel.lab"])
      #expect(complete(completer, ".output Sessions/se") == ["Sessions/sentinel.lab"])
      #expect(complete(completer, ".once ") == ["Sessions/", "setup.lab"])
      #expect(complete(completer, ".read .h") == [".hidden"])
      #expect(complete(completer, "save title t") == [])
      #expect(complete(completer, "save title S") == ["Sessions/"])
      #expect(complete(completer, "export draws se") == ["setup.lab"])
      #expect(complete(completer, ".read \(dir)/se") == ["\(dir)/setup.lab"])
      #expect(complete(completer, ".read nowhere/x") == [])
    }
  }

  @Test func editorCandidatesGoInsideALoneDirectoryOrView() throws {
    try SessionHarness.withScratchDirectory { dir in
      let manager = FileManager.default
      try manager.createDirectory(atPath: dir + "/Sessions", withIntermediateDirectories: true)
      for name in ["Sessions/a.lab", "Sessions/b.lab"] {
        _ = manager.createFile(atPath: dir + "/" + name, contents: Data())
      }
      let (_, completer) = makeCompleter(directory: dir)
      #expect(
        completer.editorCandidates(line: ".read Se", word: "Se")
          == ["Sessions/a.lab", "Sessions/b.lab"])
      let members = completer.editorCandidates(line: "ti", word: "ti")
      #expect(members.count > 2 && members.allSatisfy { $0.hasPrefix("title.") })
      #expect(completer.editorCandidates(line: "clock mo", word: "mo") == ["model"])
      #expect(completer.editorCandidates(line: "post.dr", word: "post.dr") == ["post.draw()"])
      #expect(
        completer.editorCandidates(line: "post.d", word: "post.d")
          == ["post.display(", "post.dots.", "post.draw("])
    }
  }
}

@Suite("Completer: tables")
struct CompleterTableTests {
  @Test func tableMethodsOpenWithTheirFirstLabelAndChoicesComplete() {
    let harness = SessionHarness()
    harness.prepare("clock model", "new table feed rows=20")
    let completer = Completer(session: harness.session, directory: nil)
    #expect(complete(completer, "feed.fl") == ["feed.fling(velocity:"])
    #expect(complete(completer, "feed.dr") == ["feed.drag(dy:"])
    #expect(
      completer.editorCandidates(line: "feed.scrollToT", word: "feed.scrollToT") == [
        "feed.scrollToTop()"
      ])
    #expect(complete(completer, "feed.strategy = v") == ["vvebo"])
    #expect(complete(completer, "compare sy") == ["sync"])
    #expect(complete(completer, "help ta") == ["table"])
    #expect(complete(completer, "new t") == ["table"])
  }
}
