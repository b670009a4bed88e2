import Foundation
import LayerLab
import Testing

@testable import LayerLabShell

/// Loading a feed table from JSON (`new table feed rows=posts.json`): the documented format,
/// and one clear line for every way a hand-written file can be wrong.
@Suite("Feed files")
struct FeedFileTests {
  /// `Sessions/feed-sample.json` in this checkout.
  static let samplePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sessions/feed-sample.json").path

  /// The message `decode` throws for `json`, or nil when it decodes.
  func failure(_ json: String) -> String? {
    valueError { () throws(ShellError) in try FeedFile.decode(Array(json.utf8), name: "p.json") }
  }

  /// The message for a one-post feed whose post has `members` after a valid name and text.
  func postFailure(_ members: String) -> String? {
    failure(#"[{"name": "ann", "text": "hi", "# + members + "}]")
  }

  @Test func sampleFileLoads() throws {
    let posts = try FeedFile.load(path: Self.samplePath)
    #expect(posts.count == 12)
    #expect(posts.filter { !$0.retweet.isEmpty }.count >= 3)
    #expect(posts.contains { $0.text.contains("https://t.cn/") })
    #expect(posts.contains { $0.name == "王小明" })
    let first = try #require(posts.first)
    #expect(first.name == "alex_chen")
    #expect(first.subtitle == "3 min ago  from iPhone 6")
    #expect(first.avatarColor == Color(r: 0x6A, g: 0x8C, b: 0xB5))
    #expect(first.reposts == 128 && first.comments == 42)
  }

  @Test func bareArrayAndPostsObjectAreTheSame() throws {
    let post = #"{"name": "ann", "text": "hello @bob #topic#", "reposts": 3}"#
    let bare = try FeedFile.decode(Array("[\(post), \(post)]".utf8), name: "a.json")
    let wrapped = try FeedFile.decode(Array(#"{"posts": [\#(post), \#(post)]}"#.utf8), name: "b")
    #expect(bare == wrapped)
    #expect(
      bare
        == Array(repeating: FeedPost(name: "ann", text: "hello @bob #topic#", reposts: 3), count: 2)
    )
  }

  @Test func optionalFieldsAndEscapes() throws {
    let json = #"""
      [{"name": "Zo\u00eb", "text": "line one\nline two \ud83d\ude80", "subtitle": "now",
        "retweet": "@bob: hi", "avatarColor": "#112233", "reposts": 0, "comments": 999999999}]
      """#
    let posts = try FeedFile.decode(Array(json.utf8), name: "e.json")
    #expect(
      posts == [
        FeedPost(
          name: "Zoë", subtitle: "now", text: "line one\nline two 🚀", retweet: "@bob: hi",
          avatarColor: Color(r: 0x11, g: 0x22, b: 0x33), reposts: 0, comments: 999_999_999)
      ])
    // A byte order mark is skipped; an empty retweet means none.
    let bom = [0xEF, 0xBB, 0xBF] + Array(#"[{"name":"a","text":"b","retweet":""}]"#.utf8)
    #expect(try FeedFile.decode(bom, name: "bom.json") == [FeedPost(name: "a", text: "b")])
  }

  @Test func syntaxErrorsGiveLineAndColumn() {
    #expect(
      failure("[\n  {\"name\": \"a\",\n   \"text\": \"b\"\n   \"reposts\": 1}]")
        == "'p.json': not valid JSON near line 4, column 4: expected ',' or '}' (check for a"
        + " missing comma or quote)")
    #expect(
      failure(#"[{"name": "a", "text": "b"},]"#)
        == "'p.json': not valid JSON near line 1, column 29: a comma before ']' has nothing after"
        + " it (remove the trailing comma)")
    #expect(
      failure(#"[{"name": 'a'}]"#)
        == "'p.json': not valid JSON near line 1, column 11: strings need double quotes, not single"
        + " ones")
    #expect(
      failure(#"[{"name": "a"#)
        == "'p.json': not valid JSON near line 1, column 11: this string is never closed (check"
        + " for a missing '\"')")
    #expect(
      failure("[{\"name\": \"a\", \"text\": \"b\"}")
        == "'p.json': not valid JSON near line 1, column 28: expected ',' or ']' (check for a"
        + " missing comma or quote)")
    #expect(failure("[] []")?.hasPrefix("'p.json': not valid JSON near line 1, column 4: ") == true)
    #expect(failure("[{\"name\": \"é\", x}]")?.contains("line 1, column 16") == true)
  }

  @Test func malformedInputNeverCrashes() {
    let inputs = [
      "[", "{", "]", "[1,", "{\"a\"", "{\"a\":", "\"", "\"\\", "\"\\u12", "\"\\ud83d\"",
      "\"\\udc00\"", "\"\\ud83d\\u0041\"", "\"\\x\"", "-", "01", "1.", "1e", "tru", "nul",
      "[\"a\tb\"]", String(repeating: "[", count: 10_000), "{\"posts\": 5}", "[1e400]", "\u{0}",
    ]
    for input in inputs {
      #expect(failure(input) != nil, "\(input.prefix(20))")
    }
    #expect(failure(String(repeating: "[", count: 100))?.contains("nested more than 64") == true)
    let invalid: [UInt8] = Array("[{\"name\": \"".utf8) + [0xFF] + Array("\"}]".utf8)
    #expect(
      valueError { () throws(ShellError) in try FeedFile.decode(invalid, name: "u.json") }
        == "'u.json' is not UTF-8 text (bad byte at line 1, column 12; save it as UTF-8)")
  }

  @Test func shapeErrors() {
    #expect(
      failure("  \n")
        == "'p.json' is empty; write a JSON array of posts like [{\"name\": …, \"text\": …}]")
    #expect(failure("[]") == "'p.json' holds 0 posts; a feed needs 1 to 100000")
    #expect(failure(#"{"posts": []}"#) == "'p.json' holds 0 posts; a feed needs 1 to 100000")
    #expect(
      failure(#""hi""#)
        == "'p.json' must hold an array of posts or {\"posts\": [ … ]} (found a string)")
    #expect(failure("{}") == "'p.json' has no 'posts' (write {\"posts\": [ … ]} or a bare array)")
    #expect(
      failure(#"{"post": []}"#)
        == "'p.json': unknown top-level key 'post' (the only one is 'posts')")
    #expect(
      failure(#"{"posts": {}}"#) == "'p.json': 'posts' must be an array of posts (found an object)")
    #expect(failure(#"{"posts": [], "posts": []}"#) == "'p.json': 'posts' appears twice (keep one)")
    #expect(
      failure("[1]")
        == "'p.json': post 1 must be an object like {\"name\": …, \"text\": …} (found 1)")
  }

  @Test func tooManyPostsAreRefused() {
    let post = #"{"name":"a","text":"b"}"#
    let many =
      "[" + Array(repeating: post, count: SyntheticFeed.maxRows + 1).joined(separator: ",") + "]"
    #expect(failure(many) == "'p.json' holds 100001 posts; a feed needs 1 to 100000")
    let most = "[" + Array(repeating: post, count: 10_000).joined(separator: ",") + "]"
    #expect(failure(most) == nil)
  }

  @Test func missingAndUnknownKeys() {
    #expect(
      failure(#"[{"name": "a", "text": "b"}, {"name": "c"}]"#) == "'p.json': post 2 has no 'text'")
    #expect(failure(#"[{"text": "b"}]"#) == "'p.json': post 1 has no 'name'")
    #expect(
      failure(#"[{"name": "a", "txt": "b"}]"#)
        == "'p.json': post 1: unknown key 'txt' (did you mean 'text'? known keys: 'name', 'text',"
        + " 'subtitle', 'retweet', 'avatarColor', 'reposts', 'comments', 'thumbnails',"
        + " 'avatar')")
    #expect(
      postFailure(#""zzzzzzzz": 1"#)?.contains("unknown key 'zzzzzzzz' (known keys: ") == true)
    #expect(postFailure(#""text": "again""#) == "'p.json': post 1: 'text' appears twice (keep one)")
    #expect(postFailure("\"a\\nb\": 1")?.contains("unknown key 'a?b'") == true)
  }

  @Test func countsMustBeWholeNumbers() {
    let refused = [
      ("-1", "-1"), ("3.5", "3.5"), ("1e400", "1e400"), ("1E2", "1E2"), ("true", "true"),
      ("false", "false"), ("null", "null"), (#""12""#, "a string"), ("[]", "an array"),
    ]
    for (literal, found) in refused {
      #expect(
        postFailure(#""reposts": \#(literal)"#)
          == "'p.json': post 1: 'reposts' must be a whole number ≥ 0 (found \(found))")
    }
    #expect(
      postFailure(#""comments": 1000000000"#)
        == "'p.json': post 1: 'comments' must be at most 999999999 (found 1000000000)")
    #expect(
      postFailure(#""comments": 123456789012345678901234567890"#)
        == "'p.json': post 1: 'comments' must be at most 999999999 (found 123456789012345678901234…)"
    )
  }

  @Test func stringsAreCheckedAgainstTheLimits() {
    #expect(
      failure(#"[{"name": true, "text": "b"}]"#)
        == "'p.json': post 1: 'name' must be a string (found true)")
    #expect(
      postFailure(#""subtitle": null"#)
        == "'p.json': post 1: 'subtitle' must be a string (found null; leave the key out instead)")
    #expect(
      failure(#"[{"name": "", "text": "b"}]"#)
        == "'p.json': post 1: 'name' is empty (every post needs a 'name' and a 'text')")
    let long = String(repeating: "字", count: FeedPost.maxTextLength + 1)
    #expect(
      failure(#"[{"name": "a", "text": "\#(long)"}]"#)
        == "'p.json': post 1: 'text' is 2001 characters long; the most is 2000 (shorten it)")
    #expect(failure(#"[{"name": "a", "text": "\#(long.dropLast())"}]"#) == nil)
    let name = String(repeating: "n", count: FeedPost.maxFieldLength + 1)
    #expect(failure(#"[{"name": "\#(name)", "text": "b"}]"#)?.contains("the most is 200") == true)
    #expect(
      failure(#"[{"name": "a\nb", "text": "b"}]"#)
        == "'p.json': post 1: 'name' must be one line (remove line breaks and control characters)")
    #expect(
      postFailure(#""retweet": "x\u0000y""#)
        == "'p.json': post 1: 'retweet' holds control character U+0000 (only line breaks and tabs"
        + " are allowed)")
    #expect(postFailure(#""retweet": "a\n\tb""#) == nil)
  }

  @Test func avatarColoursUseTheShellsParser() {
    #expect(postFailure(#""avatarColor": "orange""#) == nil)
    #expect(
      postFailure(##""avatarColor": "#12""##)
        == "'p.json': post 1: 'avatarColor': bad colour '#12' (use #RRGGBB, #RRGGBBAA, #RGB or a "
        + "name like 'white' or 'systemBlue')")
    #expect(
      postFailure(#""avatarColor": 255"#)
        == "'p.json': post 1: 'avatarColor' must be a string like \"#6A8CB5\" (found 255)")
    #expect(
      postFailure("\"avatarColor\": \"" + String(repeating: "#", count: 40) + "\"")
        == "'p.json': post 1: 'avatarColor' must be a colour like \"#6A8CB5\"")
  }

  @Test func fileErrors() throws {
    let missing = "/nonexistent-dir/posts.json"
    #expect(
      valueError { () throws(ShellError) in try FeedFile.load(path: missing) }
        == "cannot read '\(missing)': no such file (check the name and the directory)")
    let dir = FileManager.default.temporaryDirectory.path
    #expect(
      valueError { () throws(ShellError) in try FeedFile.load(path: dir) }
        == "cannot read '\(dir)': it is a directory (give a .json file)")
    #expect(
      valueError { () throws(ShellError) in try FeedFile.load(path: "/dev/null") }
        == "cannot read '/dev/null': not a regular file (give a .json file)")
  }

  @Test func oversizedAndUnreadableFiles() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("feedfile-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let big = dir.appendingPathComponent("big.json").path
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    #expect(truncate(big, off_t(FeedFile.maxBytes + 1)) == 0)
    #expect(
      valueError { () throws(ShellError) in try FeedFile.load(path: big) }
        == "cannot read '\(big)': it is over 16 MB, the most a feed file may be")
    let locked = dir.appendingPathComponent("locked.json").path
    let body = Data(#"[{"name": "a", "text": "b"}]"#.utf8)
    #expect(FileManager.default.createFile(atPath: locked, contents: body))
    #expect(try FeedFile.load(path: locked) == [FeedPost(name: "a", text: "b")])
    #expect(chmod(locked, 0) == 0)
    // Root reads anything, so the refusal can only be seen as an ordinary user.
    if getuid() != 0 {
      #expect(
        valueError { () throws(ShellError) in try FeedFile.load(path: locked) }
          == "cannot read '\(locked)': permission denied (check its permissions)")
    }
  }
}

@Suite("Feed files: thumbnails")
struct FeedFileThumbnailTests {
  @Test func thumbnailsAreAnArrayOfAtMostNineURLs() throws {
    let posts = try FeedFile.decode(
      Array(#"[{"name": "a", "text": "b", "thumbnails": ["https://x/1.png", "cat.png"]}]"#.utf8),
      name: "p.json")
    #expect(posts.first?.thumbnails == ["https://x/1.png", "cat.png"])
    let ten = Array(repeating: #""https://x/1.png""#, count: 10).joined(separator: ",")
    for bad in [
      #""thumbnails": "x""#, #""thumbnails": [1]"#, #""thumbnails": [""]"#,
      "\"thumbnails\": [\(ten)]",
    ] {
      #expect(throws: ShellError.self) {
        try FeedFile.decode(Array("[{\"name\": \"a\", \"text\": \"b\", \(bad)}]".utf8), name: "p")
      }
    }
  }
}
